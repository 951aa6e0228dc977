import type { ContactInboxMessage, ContactInboxResponse } from '../../shared/schemas/contact-api';

interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
  handled_at: string | null;
}

/** How many messages the inbox shows at once; older handled ones stay in the store. */
const INBOX_LIMIT = 200;

function toMessage(row: ContactRow): ContactInboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    receivedAt: row.received_at,
    handledAt: row.handled_at,
  };
}

/** The inbox: new messages first, then handled ones, newest first within each. */
export async function listContactMessages(db: D1Database): Promise<ContactInboxResponse> {
  const [rows, count] = await db.batch<ContactRow | { n: number }>([
    db
      .prepare(
        `SELECT * FROM contact_messages
         ORDER BY handled_at IS NOT NULL, received_at DESC, id LIMIT ?`,
      )
      .bind(INBOX_LIMIT),
    db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE handled_at IS NULL'),
  ]);
  return {
    messages: ((rows?.results ?? []) as ContactRow[]).map(toMessage),
    newCount: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** One message of the inbox, or null. */
export async function findContactMessage(
  db: D1Database,
  id: string,
): Promise<ContactInboxMessage | null> {
  const row = await db
    .prepare('SELECT * FROM contact_messages WHERE id = ?')
    .bind(id)
    .first<ContactRow>();
  return row ? toMessage(row) : null;
}
