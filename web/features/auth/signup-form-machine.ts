/**
 * The signup form's machine, started for the form (web/features/auth/signup-form.tsx loads
 * this module with the visitor's first intent on the form, not with the page).
 */
import { createActor } from 'xstate';
import type { SignupRole } from '../../../shared/constants';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../shared/schemas/signup';
import { signupMachine } from '../../../machines/signup/signup.machine';
import type { SignupEvent } from '../../../machines/signup/signup.types';
import { toaster } from '../../components/ui/toaster';
import { inspectOptions } from '../../lib/inspector';
import { runningForm, type RunningForm } from '../../lib/deferred-form';
import type { SessionActorRef } from '../../lib/session-context';
import { submitThroughSession } from './signup-actors';
import type { SignupFormView } from './signup-form-state';

export function startSignupForm(
  role: SignupRole,
  loadSession: () => Promise<SessionActorRef>,
): RunningForm<SignupEvent, SignupFormView> {
  const logic = signupMachine.provide({
    actors: { submitSignup: submitThroughSession(loadSession) },
    actions: {
      notifyPasswordMismatch: () =>
        toaster.create({
          type: 'error',
          title: 'Error',
          description: PASSWORD_MISMATCH_MESSAGE,
        }),
      notifyAccountCreated: () =>
        toaster.create({
          type: 'success',
          title: 'Account created!',
          description: 'Please check your email to verify your account.',
        }),
      notifyFailure: (_, { message }) =>
        toaster.create({ type: 'error', title: 'Error', description: message }),
      logFailure: (_, { error }) => console.error('[signup] Sign-up failed:', error),
    },
  });
  const actor = createActor(logic, { input: { role }, ...inspectOptions() }).start();
  return runningForm(actor, (snapshot) => ({
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    submitting: snapshot.hasTag('submitting'),
    succeeded: snapshot.matches('succeeded'),
  }));
}
