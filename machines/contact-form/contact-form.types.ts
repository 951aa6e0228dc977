import type { ContactErrors, ContactField, ContactMessage } from '../../shared/schemas/contact';

/**
 * Contact form machine API (docs/product.md#contact-form).
 *
 * States: `editing` → `sending` ('Sending...' while the `sendMessage` actor delivers the
 * message) → `sent` (confirmation shown, fields cleared) → `editing` again on the next
 * edit or on `contact.reset`. A failed send returns to `editing` with `sendError`.
 *
 * Reading it from React (`useMachine(contactFormMachine)` or `useActorRef` + `useSelector`):
 * - `snapshot.context.values`  the four field values (controlled inputs)
 * - `snapshot.context.errors`  one message per invalid field, set by a rejected submit
 * - `snapshot.hasTag('sending')` show 'Sending...' and disable the submit button
 * - `snapshot.matches('sent')` show the confirmation
 */
export type ContactFormEvent =
  /** A field changed; clears that field's error. In `sent` it also returns to `editing`. */
  | { type: 'contact.change'; field: ContactField; value: string }
  /** Submit: validated with shared/schemas/contact.ts; invalid → stays editing with errors. */
  | { type: 'contact.submit' }
  /** Leave the confirmation and start a new message. */
  | { type: 'contact.reset' };

export interface ContactFormContext {
  values: ContactMessage;
  errors: ContactErrors;
  /** The message that was sent last, kept for the confirmation text after clearing. */
  lastSent: ContactMessage | null;
  /** Why the last send failed, in words a person can act on; null otherwise. */
  sendError: string | null;
}

export type { ContactErrors, ContactField, ContactMessage };
