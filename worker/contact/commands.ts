import type { ContactMessage } from '../../shared/schemas/contact';
import type { ContactInboxMessage } from '../../shared/schemas/contact-api';
import {
  ConcurrencyConflictError,
  appendToStream,
  prepareAppend,
  readStream,
  toAppendError,
} from '../event-store';
import { ApiError } from '../http/api-error';
import { contactMailStatement } from './mail';
import { findContactMessage } from './queries';

const STREAM_PREFIX = 'contact:';

/**
 * Stores a contact message as `contact.message_received` (its own stream) and queues its
 * mail to the support address in the same D1 batch. Returns the message's id.
 */
export async function receiveContactMessage(
  db: D1Database,
  input: { message: ContactMessage; senderId: string | null; now: Date },
): Promise<string> {
  const id = `${STREAM_PREFIX}${crypto.randomUUID()}`;
  const append = {
    streamId: id,
    streamType: 'contact' as const,
    expectedVersion: 0,
    actorId: input.senderId,
    events: [
      {
        type: 'contact.message_received' as const,
        payload: { ...input.message, senderId: input.senderId },
      },
    ],
  };
  const statements = prepareAppend(db, append, input.now);
  const mail = contactMailStatement(db, {
    id,
    message: input.message,
    now: input.now.toISOString(),
  });
  try {
    await db.batch([...statements, mail]);
  } catch (error) {
    throw toAppendError(error, [append]);
  }
  return id;
}

function messageNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Contact message not found.');
}

/**
 * An admin marks a message handled (or new again) with `contact.message_handled`. Marking
 * it as it already is records nothing and answers the message as it is.
 */
export async function handleContactMessage(
  db: D1Database,
  input: { id: string; handled: boolean; adminId: string },
): Promise<ContactInboxMessage> {
  const current = input.id.startsWith(STREAM_PREFIX)
    ? await findContactMessage(db, input.id)
    : null;
  if (!current) throw messageNotFound();
  if ((current.handledAt !== null) === input.handled) return current;
  const events = await readStream(db, input.id);
  try {
    await appendToStream(db, {
      streamId: input.id,
      streamType: 'contact',
      expectedVersion: events.length,
      actorId: input.adminId,
      events: [{ type: 'contact.message_handled', payload: { handled: input.handled } }],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(409, 'conflict', 'Another admin changed this message. Reload the inbox.');
    }
    throw error;
  }
  const updated = await findContactMessage(db, input.id);
  if (!updated) throw messageNotFound();
  return updated;
}
