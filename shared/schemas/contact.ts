import * as v from 'valibot';
import { emailSchema } from './person';
import { plainText } from './text';

/** The longest name, subject and message the form, the API and the event accept. */
export const CONTACT_LIMITS = { name: 120, subject: 200, message: 5000 } as const;

/**
 * The contact message (docs/product.md#contact-fields): name, email, subject and message
 * are all required. One schema for the form, the API (`POST /api/contact`) and the
 * stored event, so the API never accepts what the store would refuse.
 */
export const contactMessageSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    plainText('name'),
    v.nonEmpty('Please enter your name.'),
    v.maxLength(CONTACT_LIMITS.name, `Keep the name to ${CONTACT_LIMITS.name} characters.`),
  ),
  email: emailSchema,
  subject: v.pipe(
    v.string(),
    v.trim(),
    plainText('subject'),
    v.nonEmpty('Please enter a subject.'),
    v.maxLength(
      CONTACT_LIMITS.subject,
      `Keep the subject to ${CONTACT_LIMITS.subject} characters.`,
    ),
  ),
  message: v.pipe(
    v.string(),
    v.trim(),
    plainText('message', 'multiline'),
    v.nonEmpty('Please enter a message.'),
    v.maxLength(
      CONTACT_LIMITS.message,
      `Keep the message to ${CONTACT_LIMITS.message} characters.`,
    ),
  ),
});

/** A contact message as the form holds it (docs/product.md#contact-message). */
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Per-field error messages; a field without an entry is valid. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** An empty contact form. */
export function emptyContactMessage(): ContactMessage {
  return { name: '', email: '', subject: '', message: '' };
}

/**
 * Checks a contact message against the schema and returns the first message per field
 * (empty object when valid), so a form can show one clear error under each field.
 */
export function validateContactMessage(values: ContactMessage): ContactErrors {
  const result = v.safeParse(contactMessageSchema, values);
  if (result.success) return {};
  const nested = v.flatten<typeof contactMessageSchema>(result.issues).nested ?? {};
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = nested[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * The id of the contact page's "Message sent" notice: the form sent without the app (a
 * browser's own POST) is answered with a redirect to `/contact#message-sent`, and the
 * page shows the notice while the URL's fragment targets it.
 */
export const CONTACT_SENT_ID = 'message-sent';
