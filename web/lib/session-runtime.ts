/**
 * The session machine with its supabase-js actors: the code a signed-in visitor, a sign-in
 * or sign-up form, or a session appearing in the browser needs, and a signed-out visitor
 * reading a public page does not (web/lib/session-host.ts loads it then;
 * web/lib/session-machine.tsx imports it for the screens that always need it).
 */
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionStart } from '../../machines/session/session.types';
import type { SessionActorRef } from './session-context';
import { createSessionActors, logSessionError, type LoadAuthClient } from './session-actors';
import { inspectOptions } from './inspector';
import { authStateInBrowser, loadSupabase } from './supabase';

/**
 * The session actor, not started, as the session `start` describes (undefined: restore
 * the stored session first). `loadClient` is where supabase-js comes from (a fake in tests);
 * `inspect: false` for the server's render.
 */
export function createSessionActor(
  start: SessionStart | undefined,
  loadClient: LoadAuthClient = loadSupabase,
  { inspect = true }: { inspect?: boolean } = {},
): SessionActorRef {
  const logic = sessionMachine.provide({
    // The app's own client loads only when needed (a signed-out visitor signs in); an
    // injected one (tests) is there from the start.
    actors: createSessionActors(
      loadClient,
      loadClient === loadSupabase ? { clientNeededAtStart: authStateInBrowser } : {},
    ),
    actions: { logError: (_, { what, error }) => logSessionError(what, error) },
  });
  // The developer's inspector (development builds, `?inspect`) is the browser's only.
  return createActor(logic, { ...(inspect ? inspectOptions() : {}), input: { start } });
}

export type SessionRuntime = { createSessionActor: typeof createSessionActor };
