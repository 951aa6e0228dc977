import type {
  MarkNotificationsReadRequest,
  NotificationKind,
  NotificationsResponse,
} from '../../shared/conversations/api';
import { appendWith } from './append';
import { notFound } from './errors';

/** How many notifications the bell's list shows. */
const LATEST = 20;

interface NotificationRow {
  id: string;
  kind: string;
  project_id: string;
  project_slug: string;
  project_title: string;
  subject_id: string;
  actor_name: string;
  excerpt: string;
  created_at: string;
  read_at: string | null;
}

/** The caller's unread count and latest notifications, newest first. */
export async function listNotifications(
  db: D1Database,
  userId: string,
): Promise<NotificationsResponse> {
  const [latest, unread] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT n.*, p.slug AS project_slug, p.title AS project_title
         FROM notifications n JOIN projects p ON p.id = n.project_id
         WHERE n.user_id = ? ORDER BY n.created_at DESC, n.id LIMIT ?`,
      )
      .bind(userId, LATEST),
    db
      .prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL')
      .bind(userId),
  ]);
  const rows = (latest?.results ?? []) as NotificationRow[];
  return {
    unreadCount: (unread?.results[0] as { n: number } | undefined)?.n ?? 0,
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind as NotificationKind,
      projectId: r.project_id,
      projectSlug: r.project_slug,
      projectTitle: r.project_title,
      actorName: r.actor_name,
      excerpt: r.excerpt,
      subjectId: r.subject_id,
      createdAt: r.created_at,
      read: r.read_at !== null,
    })),
  };
}

/** Marks read what the user asked: everything up to a time, or the one they opened. */
export function markNotificationsRead(
  db: D1Database,
  userId: string,
  input: MarkNotificationsReadRequest,
): Promise<NotificationsResponse> {
  return 'id' in input ? markOpened(db, userId, input.id) : markReadUpTo(db, userId, input.upTo);
}

/**
 * Marks read every notification up to `upTo` (the newest one the user was shown), so
 * one that arrived after the list was drawn stays unread. Records nothing when none is.
 */
async function markReadUpTo(
  db: D1Database,
  userId: string,
  shownUpTo: string,
): Promise<NotificationsResponse> {
  // Stored times are toISOString()'s; an offset or a shorter form must compare as one.
  const upTo = new Date(shownUpTo).toISOString();
  const pending = await db
    .prepare(
      'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL AND created_at <= ?',
    )
    .bind(userId, upTo)
    .first<{ n: number }>();
  if ((pending?.n ?? 0) > 0) {
    await appendWith(db, {
      streamId: `notifications:${userId}`,
      streamType: 'notifications',
      actorId: userId,
      events: [{ type: 'notifications.read', payload: { userId, upTo } }],
    });
  }
  return listNotifications(db, userId);
}

/**
 * The user opened one of their notifications: it alone is read. Another user's is "not
 * found", as one that does not exist; an already read one records nothing.
 */
async function markOpened(
  db: D1Database,
  userId: string,
  notificationId: string,
): Promise<NotificationsResponse> {
  const row = await db
    .prepare('SELECT read_at FROM notifications WHERE id = ? AND user_id = ?')
    .bind(notificationId, userId)
    .first<{ read_at: string | null }>();
  if (!row) throw notFound('Notification');
  if (row.read_at === null) {
    await appendWith(db, {
      streamId: `notifications:${userId}`,
      streamType: 'notifications',
      actorId: userId,
      events: [{ type: 'notifications.opened', payload: { userId, notificationId } }],
    });
  }
  return listNotifications(db, userId);
}
