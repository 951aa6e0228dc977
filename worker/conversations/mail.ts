/**
 * Emails that go with notifications, queued in the local outbox (embedded mode mails
 * nothing; /__dev/outbox shows them). Each statement reads the recipients from the
 * notification rows the projection wrote earlier in the same batch, so a mail exists
 * exactly when its notification does. Rebuilds replay events, not these statements, so
 * no mail is ever sent twice.
 */

export interface NotificationMail {
  subject: string;
  body: string;
  link: string;
  now: string;
}

/** A user's address: their platform profile's, else their embedded account's. */
const ADDRESSES = `SELECT id, email FROM platform_users
  UNION ALL SELECT id, email FROM auth_users WHERE id NOT IN (SELECT id FROM platform_users)`;

function insertMails(db: D1Database, where: string, params: unknown[], mail: NotificationMail) {
  return db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       SELECT a.email, 'notification', ?, ?, ?, ? FROM notifications n
       JOIN (${ADDRESSES}) a ON a.id = n.user_id WHERE ${where}`,
    )
    .bind(mail.subject, `${mail.body}\n\n${mail.link}\n`, mail.link, mail.now, ...params);
}

/** The mail of one notification (an answer, a message): its id is the post's or message's. */
export function mailForNotification(db: D1Database, id: string, mail: NotificationMail) {
  return insertMails(db, 'n.id = ?', [id], mail);
}

/** The mails of an update: one to every follower and backer the projection notified. */
export function mailsForUpdate(db: D1Database, updateId: string, mail: NotificationMail) {
  return insertMails(db, "n.kind = 'update' AND n.subject_id = ?", [updateId], mail);
}

/** The public origin links in mails point at: SITE_URL, else the request's own. */
export function siteOrigin(siteUrl: string | undefined, requestUrl: string): string {
  if (siteUrl) {
    try {
      return new URL(siteUrl).origin;
    } catch {
      // A malformed SITE_URL falls back to the request's origin rather than failing a post.
    }
  }
  return new URL(requestUrl).origin;
}
