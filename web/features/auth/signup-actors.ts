import { fromPromise } from 'xstate';
import type { SignupPayload } from '../../../shared/schemas/signup';
import type { SessionActorRef } from '../../lib/session-context';
import { SESSION_LOAD_FAILED } from '../../lib/session-host';

/** Signs up through the session machine; `resolve` or `reject` with its outcome. */
function signUpThrough(
  session: SessionActorRef,
  payload: SignupPayload,
  resolve: () => void,
  reject: (error: Error) => void,
): void {
  const snapshot = session.getSnapshot();
  if (!snapshot.can({ type: 'session.signUp', payload })) {
    reject(
      new Error(
        snapshot.matches('signedIn')
          ? 'You are already signed in. Sign out to create another account.'
          : 'Please wait a moment and try again.',
      ),
    );
    return;
  }
  const subscriptions = [
    session.on('session.signedUp', () => {
      unsubscribe();
      resolve();
    }),
    session.on('session.signUpFailed', ({ message }) => {
      unsubscribe();
      reject(new Error(message));
    }),
  ];
  function unsubscribe() {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  }
  session.send({ type: 'session.signUp', payload });
}

/**
 * The signup machine's `submitSignup` actor: asks the session machine to sign up (so its
 * loading flag covers the call) and settles with the session's outcome, as it is emitted
 * (before the page reacts to the new session). The session machine is loaded here, with
 * the first submit (`loadSession`): the signup machine shows the form as sending before
 * it has arrived.
 */
export function submitThroughSession(loadSession: () => Promise<SessionActorRef>) {
  return fromPromise<void, SignupPayload>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        loadSession().then(
          (session) => signUpThrough(session, input, resolve, reject),
          (error: unknown) => {
            console.error('[signup] The session could not be loaded:', error);
            reject(new Error(SESSION_LOAD_FAILED));
          },
        );
      }),
  );
}
