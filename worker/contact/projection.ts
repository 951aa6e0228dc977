/** Projection of the contact streams into the admins' inbox (`contact_messages`). */
import type { StoredEvent } from '../kernel/types';
import type { StoredEventOf } from '../kernel/types';

type ContactEvent = StoredEventOf<'contact'>;

/** The read models this projection writes, cleared by a rebuild. */
export const CONTACT_TABLES = ['contact_messages'] as const;

/** True for an event of a contact stream. */
export function isContactEvent(event: StoredEvent): event is ContactEvent {
  return event.streamType === 'contact';
}

export function projectContactEvent(db: D1Database, event: ContactEvent): D1PreparedStatement[] {
  switch (event.type) {
    case 'contact.message_received': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO contact_messages (id, name, email, subject, message, sender_id, received_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            event.streamId,
            p.name,
            p.email,
            p.subject,
            p.message,
            p.senderId,
            event.occurredAt,
          ),
      ];
    }
    case 'contact.message_handled':
      return [
        db
          .prepare('UPDATE contact_messages SET handled_at = ?, handled_by = ? WHERE id = ?')
          .bind(
            event.payload.handled ? event.occurredAt : null,
            event.payload.handled ? event.actorId : null,
            event.streamId,
          ),
      ];
  }
}
