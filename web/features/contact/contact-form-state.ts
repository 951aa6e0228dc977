import type {
  ContactErrors,
  ContactFormEvent,
  ContactMessage,
} from '../../../machines/contact-form/contact-form.types';
import { emptyContactMessage, validateContactMessage } from '../../../shared/schemas/contact';

/** What the contact form draws: the machine's context, and whether it is sending or sent. */
export interface ContactFormView {
  values: ContactMessage;
  errors: ContactErrors;
  lastSent: ContactMessage | null;
  sendError: string | null;
  sending: boolean;
  sent: boolean;
}

export const CONTACT_FORM_LOAD_FAILED =
  'We could not reach LaunchFund. Check your connection and try again.';

export function initialContactView(): ContactFormView {
  return {
    values: emptyContactMessage(),
    errors: {},
    lastSent: null,
    sendError: null,
    sending: false,
    sent: false,
  };
}

/**
 * An event's effect before the contact-form machine has arrived, as its `editing` state
 * decides it (machines/contact-form): an edit sets the field and clears its error; a submit
 * shows the fields' errors or the form sending.
 */
export function previewContact(view: ContactFormView, event: ContactFormEvent): ContactFormView {
  if (event.type === 'contact.change') {
    const errors = { ...view.errors };
    delete errors[event.field];
    return { ...view, values: { ...view.values, [event.field]: event.value }, errors };
  }
  if (event.type === 'contact.submit' && !view.sending) {
    const errors = validateContactMessage(view.values);
    return Object.keys(errors).length === 0
      ? { ...view, sending: true, errors: {}, sendError: null }
      : { ...view, errors };
  }
  return view;
}

/** The machine did not load: nothing was sent, and the visitor can send again. */
export function contactLoadFailed(view: ContactFormView): ContactFormView {
  return { ...view, sending: false, sendError: CONTACT_FORM_LOAD_FAILED };
}
