import { assign, setup } from 'xstate';
import { CONTACT_SEND_DELAY_MS } from '../../shared/constants';
import { emptyContactMessage, validateContactMessage } from '../../shared/schemas/contact';
import type { ContactFormContext, ContactFormEvent } from './contact-form.types';

/**
 * The contact form of spec §2/§4: editing → sending (1000 ms, simulated) → sent
 * (confirmation, fields cleared) → editing. `notifySent` is a hook for the UI (e.g. a
 * toast); provide it with `.provide({ actions: { notifySent } })`. No network call is made.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  delays: {
    sendDelay: CONTACT_SEND_DELAY_MS,
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
    clearErrors: assign({ errors: {} }),
    clearFields: assign(({ context }) => ({
      lastSent: context.values,
      values: emptyContactMessage(),
      errors: {},
    })),
    notifySent: () => {},
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContactMessage(), errors: {}, lastSent: null },
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
      after: {
        sendDelay: { target: 'sent', actions: ['clearFields', 'notifySent'] },
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
