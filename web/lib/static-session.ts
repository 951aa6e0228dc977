import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionUser } from '../../shared/session';
import type { SessionActorRef } from './session-context';

/**
 * A session that is `user`'s and only reads as theirs: never started, so it restores
 * nothing, loads no supabase-js and answers no event. For a render of a signed-in page
 * outside the app (a dashboard's first frames, web/app/static-dashboard.ts), whose
 * components read the user from the session as the app's do.
 */
export function staticSessionActor(user: SessionUser): SessionActorRef {
  return createActor(sessionMachine, {
    snapshot: sessionMachine.resolveState({
      value: { signedIn: 'active' },
      context: { user, accessToken: null, error: null, signedOutBy: null, isRecovering: false },
    }),
  });
}
