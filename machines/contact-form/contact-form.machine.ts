import { assign, fromPromise, setup } from 'xstate';
import { emptyContactMessage, validateContactMessage } from '../../shared/schemas/contact';
import type { ContactFormContext, ContactFormEvent, ContactMessage } from './contact-form.types';

/**
 * The contact form (docs/product.md#contact-form): editing → sending ('Sending...' while
 * `sendMessage` delivers it) → sent (confirmation, fields cleared) → editing. A failed
 * send returns to editing with the fields kept and `sendError` saying what to do.
 * `sendMessage` is the web's POST /api/contact; provide it with
 * `.provide({ actors: { sendMessage } })`. `notifySent` is a hook for the UI.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    sendMessage: fromPromise<unknown, ContactMessage>(async () => {
      throw new Error('contactForm: provide a sendMessage actor');
    }),
  },
  guards: {
    isMessageValid: ({ context }) =>
      Object.keys(validateContactMessage(context.values)).length === 0,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'contact.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showErrors: assign(({ context }) => ({ errors: validateContactMessage(context.values) })),
    clearErrors: assign({ errors: {}, sendError: null }),
    clearFields: assign(({ context }) => ({
      lastSent: context.values,
      values: emptyContactMessage(),
      errors: {},
    })),
    notifySent: () => {},
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContactMessage(), errors: {}, lastSent: null, sendError: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.change': { actions: 'setField' },
        'contact.submit': [
          { guard: 'isMessageValid', target: 'sending', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    sending: {
      tags: ['sending'],
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: { target: 'sent', actions: ['clearFields', 'notifySent'] },
        onError: {
          target: 'editing',
          actions: assign({
            sendError: ({ event }) =>
              event.error instanceof Error && event.error.message
                ? event.error.message
                : 'Your message was not sent. Please try again.',
          }),
        },
      },
    },
    sent: {
      on: {
        'contact.change': { target: 'editing', actions: 'setField' },
        'contact.reset': { target: 'editing' },
      },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
