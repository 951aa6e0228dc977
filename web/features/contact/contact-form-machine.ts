/**
 * The contact form's machine, started for the form (web/features/contact/contact-form.tsx
 * loads this module with the visitor's first intent on the form, not with the page).
 */
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine } from '../../../machines/contact-form/contact-form.machine';
import type {
  ContactFormEvent,
  ContactMessage,
} from '../../../machines/contact-form/contact-form.types';
import type { ContactSentResponse } from '../../../shared/schemas/contact-api';
import { apiPaths } from '../../../shared/routes';
import { apiFetch } from '../../lib/api-client';
import { runningForm, type RunningForm } from '../../lib/deferred-form';
import type { ContactFormView } from './contact-form-state';

/** POST /api/contact: stores the message and mails it to the support team. */
const deliver = contactFormMachine.provide({
  actors: {
    sendMessage: fromPromise<unknown, ContactMessage>(({ input }) =>
      apiFetch<ContactSentResponse>(apiPaths.contact, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    ),
  },
});

export function startContactForm(): RunningForm<ContactFormEvent, ContactFormView> {
  const actor = createActor(deliver).start();
  return runningForm(actor, (snapshot) => ({
    ...snapshot.context,
    sending: snapshot.hasTag('sending'),
    sent: snapshot.matches('sent'),
  }));
}
