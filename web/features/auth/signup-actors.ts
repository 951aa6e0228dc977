import { fromPromise } from 'xstate';
import type { SignupPayload } from '../../../shared/schemas/signup';
import type { SessionActorRef } from '../../lib/session-context';

/**
 * The signup machine's `submitSignup` actor: asks the session machine to sign up (so its
 * loading flag covers the call) and settles with the session's outcome.
 */
export function submitThroughSession(session: SessionActorRef) {
  return fromPromise<void, SignupPayload>(
    ({ input }) =>
      new Promise<void>((resolve, reject) => {
        const snapshot = session.getSnapshot();
        if (!snapshot.can({ type: 'session.signUp', payload: input })) {
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
        session.send({ type: 'session.signUp', payload: input });
      }),
  );
}
