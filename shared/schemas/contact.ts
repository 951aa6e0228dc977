import * as v from 'valibot';
import { emailSchema } from './person';
import { plainText } from './text';

/** Spec §5 Contact: name, email, subject and message are all required. */
export const contactMessageSchema = v.object({
  name: v.pipe(v.string(), v.trim(), plainText('name'), v.nonEmpty('Please enter your name.')),
  email: emailSchema,
  subject: v.pipe(
    v.string(),
    v.trim(),
    plainText('subject'),
    v.nonEmpty('Please enter a subject.'),
  ),
  message: v.pipe(
    v.string(),
    v.trim(),
    plainText('message', 'multiline'),
    v.nonEmpty('Please enter a message.'),
  ),
});

/** A contact message as the form holds it (spec §3 Contact message). */
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
