/**
 * Each person's email setting per notification kind: read from
 * notification_email_settings (no row: on), changed by `notification_settings.email_set`
 * events (from Settings or a mail's one-click unsubscribe). In-app notifications are
 * always on.
 */
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type NotificationSettingsResponse,
} from '../../shared/notify/kinds';
import { appendToStream } from '../event-store';

export async function notificationSettings(
  db: D1Database,
  userId: string,
): Promise<NotificationSettingsResponse> {
  const { results } = await db
    .prepare('SELECT kind, email FROM notification_email_settings WHERE user_id = ?')
    .bind(userId)
    .all<{ kind: string; email: number }>();
  const off = new Set(results.filter((r) => r.email === 0).map((r) => r.kind));
  return {
    settings: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      label: NOTIFICATION_KIND_LABELS[kind],
      email: !off.has(kind),
    })),
  };
}

/**
 * Turns one kind's email on or off. Records nothing when it already is as asked, so a
 * repeated unsubscribe (a mail client's retry) changes nothing.
 */
export async function setNotificationEmail(
  db: D1Database,
  change: {
    userId: string;
    kind: NotificationKind;
    email: boolean;
    via: 'settings' | 'unsubscribe';
  },
): Promise<void> {
  const current = await db
    .prepare('SELECT email FROM notification_email_settings WHERE user_id = ? AND kind = ?')
    .bind(change.userId, change.kind)
    .first<{ email: number }>();
  const isOn = current ? current.email === 1 : true;
  if (isOn === change.email) return;
  const streamId = `notification-settings:${change.userId}`;
  await appendToStream(db, {
    streamId,
    streamType: 'notification-settings',
    // Settings never conflict: the latest change wins.
    expectedVersion: 'any',
    actorId: change.via === 'settings' ? change.userId : null,
    events: [{ type: 'notification_settings.email_set', payload: change }],
  });
}
