/**
 * The wire contract of the contact form and the admins' contact inbox, and the payloads
 * of the contact stream's events (stream type `contact`, one stream per message).
 */
import * as v from 'valibot';
import { contactMessageSchema } from './contact';

/** A visitor sent the contact form; the support address was mailed in the same batch. */
export const contactMessageReceivedSchema = v.object({
  ...contactMessageSchema.entries,
  /** The signed-in sender's user id, or null for a visitor. */
  senderId: v.nullable(v.pipe(v.string(), v.nonEmpty())),
});

/** An admin marked a message handled (answered or dealt with), or new again. */
export const contactMessageHandledSchema = v.object({ handled: v.boolean() });

/** The body of `POST /api/admin/contact-messages/:id/handled`. */
export const contactHandledRequestSchema = v.strictObject({ handled: v.boolean() });

/** `POST /api/contact` answers 202 with the message's id once it is stored and mailed. */
export interface ContactSentResponse {
  id: string;
}

/** One message of the admins' inbox. */
export interface ContactInboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  receivedAt: string;
  /** When an admin marked it handled; null while it is new. */
  handledAt: string | null;
}

/** `GET /api/admin/contact-messages`: newest first, new ones before handled ones. */
export interface ContactInboxResponse {
  messages: ContactInboxMessage[];
  newCount: number;
}
