import { assign, fromPromise, setup } from 'xstate';
import { validateRecoveryEmail } from '../../shared/schemas/login';
import { errorMessage } from '../session/auth-events';

export interface PasswordResetContext {
  email: string;
  error: string | null;
}

/**
 * Password reset request API: `reset.change` (email), `reset.submit`, `reset.again`.
 * Read `context.email`, `context.error` (invalid email), `hasTag('sending')`, `matches('sent')`.
 */
export type PasswordResetEvent =
  { type: 'reset.change'; email: string } | { type: 'reset.submit' } | { type: 'reset.again' };

/**
 * The forgot-password request: editing → sending → sent. The answer is the same whether
 * or not an account exists (the server answers alike); only a failed call (rate limit,
 * network) returns to editing with `notifyFailure`. Supply `requestReset` and the action.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
  },
  actors: {
    requestReset: fromPromise<void, { email: string }>(async () => {
      throw new Error('The password reset machine\'s "requestReset" actor was not provided.');
    }),
  },
  guards: {
    isEmailValid: ({ context }) => validateRecoveryEmail(context.email) === null,
  },
  actions: {
    setEmail: assign(({ event }) =>
      event.type === 'reset.change' ? { email: event.email, error: null } : {},
    ),
    showEmailError: assign(({ context }) => ({ error: validateRecoveryEmail(context.email) })),
    notifyFailure: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'passwordReset',
  context: { email: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'reset.change': { actions: 'setEmail' },
        'reset.submit': [
          { guard: 'isEmailValid', target: 'sending' },
          { actions: 'showEmailError' },
        ],
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent' },
        onError: {
          target: 'editing',
          actions: {
            type: 'notifyFailure',
            params: ({ event }) => ({ message: errorMessage(event.error) }),
          },
        },
      },
    },
    sent: {
      on: { 'reset.again': { target: 'editing' } },
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
