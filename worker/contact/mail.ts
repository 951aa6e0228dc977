import type { ContactMessage } from '../../shared/schemas/contact';

/** Where contact messages are mailed: the support team's shared mailbox. */
export const SUPPORT_EMAIL = 'support@launchfund.com';

/**
 * The mail to the support address for one contact message, queued in the outbox in the
 * same batch as the event that stores the message, so a message is never stored without
 * its mail nor mailed without being stored. Replies go to the sender (named in the body).
 */
export function contactMailStatement(
  db: D1Database,
  input: { id: string; message: ContactMessage; now: string },
): D1PreparedStatement {
  const { name, email, subject, message } = input.message;
  const body = `Contact message ${input.id}\nFrom: ${name} <${email}>\nSubject: ${subject}\n\n${message}\n`;
  console.log(`[contact outbox] message ${input.id} from ${email} to ${SUPPORT_EMAIL}`);
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, 'contact', ?, ?, '', ?)`,
    )
    .bind(SUPPORT_EMAIL, `Contact form: ${subject}`, body, input.now);
}
