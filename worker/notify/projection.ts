/**
 * Notifications and their mails, from the notices of worker/notify/rules.ts, as
 * statements of the event's own batch.
 *
 * - Notifications are a read model: `INSERT OR IGNORE` under ids made of the event's
 *   stream, version and recipient, so a replay writes exactly the rows the live append
 *   wrote, and never twice.
 * - Mails go to the outbox (`auth_outbox`), which is not a read model: each is keyed by
 *   its notification's id (`dedupe_key`), so no mail is ever queued twice, and a rebuild
 *   (`{ replay: true }`) queues none at all. A mail is queued only when its recipient
 *   has not turned that kind's email off.
 * - Recipients' names and addresses, and the project's title and slug, are read by id
 *   when the statement runs.
 */
import type { StoredEvent } from '../kernel/types';
import {
  AUDIENCES,
  SLUG_TOKEN,
  noticesOf,
  type MailOfNotifications,
  type NoticeMail,
  type OwnNotice,
} from './rules';

/** Every read model this domain writes (notifications are cleared with the conversations'). */
export const NOTIFY_TABLES = ['notification_email_settings'] as const;

/** A user's name and address: their platform profile's, else their embedded account's. */
const PEOPLE = `SELECT id, name, email FROM platform_users
  UNION ALL SELECT id, COALESCE(json_extract(raw_user_meta_data, '$.full_name'),
      json_extract(raw_user_meta_data, '$.name'), email), email
    FROM auth_users WHERE id NOT IN (SELECT id FROM platform_users)`;

function insertOwn(db: D1Database, notice: OwnNotice, at: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO notifications
         (id, user_id, kind, project_id, subject_id, actor_name, excerpt, created_at)
       SELECT ?3 || ':' || a.uid, a.uid, ?4, ?1, ?5, ?6, ?7, ?8
       FROM (${AUDIENCES[notice.audience]}) a WHERE a.uid IS NOT NULL`,
    )
    .bind(
      notice.projectId,
      notice.audienceKey,
      notice.idBase,
      notice.kind,
      notice.subjectId,
      notice.actorName,
      notice.excerpt,
      at,
    );
}

function bodyOf(mail: NoticeMail): string {
  return ['Hello {name},', '', ...mail.lines, ''].join('\n');
}

/**
 * The mails of the notifications `where` selects (an `n.`-qualified condition): one per
 * notification whose recipient has an address and has not turned its kind's email off.
 */
function insertMails(
  db: D1Database,
  where: string,
  params: unknown[],
  mail: NoticeMail,
): D1PreparedStatement {
  const fill = (text: string) =>
    `REPLACE(REPLACE(REPLACE(${text}, '{project}', p.title), '{name}', u.name), '${SLUG_TOKEN}', p.slug)`;
  return db
    .prepare(
      `INSERT OR IGNORE INTO auth_outbox
         (to_email, kind, subject, body, link, created_at, user_id, notification_kind, dedupe_key)
       SELECT u.email, n.kind, ${fill('?1')}, ${fill('?2')}, ${fill('?3')}, n.created_at,
         n.user_id, n.kind, 'notification:' || n.id
       FROM notifications n
       JOIN projects p ON p.id = n.project_id
       JOIN (${PEOPLE}) u ON u.id = n.user_id
       WHERE ${where}
         AND NOT EXISTS (SELECT 1 FROM notification_email_settings s
           WHERE s.user_id = n.user_id AND s.kind = n.kind AND s.email = 0)`,
    )
    .bind(mail.subject, bodyOf(mail), mail.path, ...params);
}

function mailsOfOwn(db: D1Database, notice: OwnNotice): D1PreparedStatement {
  // Every id of this notice starts with `<idBase>:` (':' sorts just before ';').
  return insertMails(
    db,
    'n.id >= ?4 AND n.id < ?5',
    [`${notice.idBase}:`, `${notice.idBase};`],
    notice.mail,
  );
}

function mailsOfOthers(db: D1Database, m: MailOfNotifications): D1PreparedStatement {
  // The rule's condition uses plain `?`: the three texts take ?1–?3, so they go first.
  let next = 4;
  const numbered = m.where.replace(/\?/g, () => `?${next++}`);
  return insertMails(db, `${numbered} AND n.kind = '${m.kind}'`, m.params, m.mail);
}

/**
 * The notification and mail statements of one event, after the statements of its
 * domain's projection (which wrote the answer, message and update notifications).
 */
export function notifyStatements(
  db: D1Database,
  event: StoredEvent,
  options: { replay?: boolean } = {},
): D1PreparedStatement[] {
  const notices = noticesOf(event);
  const statements = notices.own.map((notice) => insertOwn(db, notice, event.occurredAt));
  if (options.replay) return statements;
  return [
    ...statements,
    ...notices.own.map((notice) => mailsOfOwn(db, notice)),
    ...notices.mails.map((m) => mailsOfOthers(db, m)),
  ];
}

/** The read model of `notification_settings.email_set`. */
export function projectNotifySettingsEvent(
  db: D1Database,
  event: StoredEvent<'notification_settings.email_set'>,
): D1PreparedStatement[] {
  const p = event.payload;
  return [
    db
      .prepare(
        `INSERT INTO notification_email_settings (user_id, kind, email, updated_at)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, kind) DO UPDATE SET email = excluded.email,
           updated_at = excluded.updated_at`,
      )
      .bind(p.userId, p.kind, p.email ? 1 : 0, event.occurredAt),
  ];
}
