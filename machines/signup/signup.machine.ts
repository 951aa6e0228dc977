import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_SIGNUP_ROLE, SIGNUP_ROLES, type SignupRole } from '../../shared/constants';
import {
  emptySignupForm,
  passwordsMatch,
  toSignupPayload,
  validateSignupForm,
  type SignupPayload,
} from '../../shared/schemas/signup';
import { errorMessage } from '../session/auth-events';
import type { SignupContext, SignupEvent, SignupInput } from './signup.types';

function isSignupRole(value: string): value is SignupRole {
  return (SIGNUP_ROLES as readonly string[]).includes(value);
}

/**
 * The signup form of docs/product.md#signup and docs/product.md#signup-fields: editing → validating (missing fields stay editing with
 * messages; differing passwords → the "Passwords don't match." toast, nothing sent) →
 * submitting (button disabled with a spinner) → succeeded ('Account created!') | failed
 * (logged, and the server's message shown). Supply `submitSignup` and the notify/log
 * actions with `.provide()`.
 */
export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    submitSignup: fromPromise<void, SignupPayload>(async () => {
      throw new Error('The signup machine\'s "submitSignup" actor was not provided.');
    }),
  },
  guards: {
    hasMissingFields: ({ context }) => Object.keys(validateSignupForm(context.values)).length > 0,
    hasPasswordMismatch: ({ context }) => !passwordsMatch(context.values),
    isSignupRole: ({ event }) => event.type === 'signup.selectRole' && isSignupRole(event.role),
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'signup.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    setRole: assign(({ context, event }) => {
      if (event.type !== 'signup.selectRole' || !isSignupRole(event.role)) return {};
      return { values: { ...context.values, role: event.role } };
    }),
    showFieldErrors: assign(({ context }) => ({ errors: validateSignupForm(context.values) })),
    clearErrors: assign({ errors: {}, serverError: null }),
    assignServerError: assign(({ event }) => ({
      serverError: errorMessage((event as { error?: unknown }).error),
    })),
    resetForm: assign(({ context }) => ({
      values: emptySignupForm(context.values.role),
      errors: {},
      serverError: null,
    })),
    clearPasswords: assign(({ context }) => ({
      values: { ...context.values, password: '', confirm: '' },
    })),
    notifyPasswordMismatch: () => {},
    notifyAccountCreated: () => {},
    notifyFailure: (_, _params: { message: string }) => {},
    logFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => ({
    values: emptySignupForm(input.role ?? DEFAULT_SIGNUP_ROLE),
    errors: {},
    serverError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'signup.change': { actions: 'setField' },
        'signup.selectRole': { guard: 'isSignupRole', actions: 'setRole' },
        'signup.submit': { target: 'validating' },
      },
    },
    validating: {
      always: [
        { guard: 'hasMissingFields', target: 'editing', actions: 'showFieldErrors' },
        { guard: 'hasPasswordMismatch', target: 'editing', actions: 'notifyPasswordMismatch' },
        { target: 'submitting', actions: 'clearErrors' },
      ],
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'submitSignup',
        input: ({ context }) => toSignupPayload(context.values),
        onDone: { target: 'succeeded', actions: ['clearPasswords', 'notifyAccountCreated'] },
        onError: {
          target: 'failed',
          actions: [
            'assignServerError',
            { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'notifyFailure',
              params: ({ event }) => ({ message: errorMessage(event.error) }),
            },
          ],
        },
      },
    },
    succeeded: {
      on: { 'signup.reset': { target: 'editing', actions: 'resetForm' } },
    },
    failed: {
      on: {
        'signup.change': { target: 'editing', actions: 'setField' },
        'signup.selectRole': { guard: 'isSignupRole', target: 'editing', actions: 'setRole' },
        'signup.submit': { target: 'validating' },
      },
    },
  },
});

export type SignupMachine = typeof signupMachine;
