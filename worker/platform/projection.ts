/** Projections of users, messages and page views. */
import type { StoredEventOf } from '../kernel/types';
import { bumpMonthly, monthOf } from './monthly';

type PlatformEvent = StoredEventOf<'user' | 'message' | 'project-views'>;

export function projectPlatformEvent(db: D1Database, event: PlatformEvent): D1PreparedStatement[] {
  const at = event.occurredAt;
  switch (event.type) {
    case 'user.joined': {
      const p = event.payload;
      return [
        db
          .prepare(
            'INSERT INTO platform_users (id, name, email, role, joined_at) VALUES (?, ?, ?, ?, ?)',
          )
          .bind(event.streamId, p.name, p.email, p.role, at),
        bumpMonthly(db, monthOf(at), 'users_joined', 1),
      ];
    }
    case 'user.profile_updated':
      return [
        db
          .prepare('UPDATE platform_users SET name = ? WHERE id = ?')
          .bind(event.payload.name, event.streamId),
      ];
    // Admin user management (worker/auth-admin): the role and the account's removal
    // show in the admin's user list; the other facts are the audit trail only.
    case 'user.role_changed':
      return [
        db
          .prepare('UPDATE platform_users SET role = ? WHERE id = ?')
          .bind(event.payload.role, event.streamId),
      ];
    case 'user.deleted':
      return [db.prepare('DELETE FROM platform_users WHERE id = ?').bind(event.streamId)];
    case 'user.suspended':
    case 'user.restored':
    case 'user.invited':
    case 'user.updated_by_admin':
    case 'user.link_generated':
      return [];
    case 'message.sent': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO messages (id, sender_id, sender_name, recipient_id, project_id, text, sent_at)
             VALUES (?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(
            event.streamId,
            p.senderId,
            p.senderName,
            p.recipientId,
            p.projectId ?? null,
            p.text,
            at,
          ),
      ];
    }
    case 'project.viewed': {
      const { projectId, count } = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO project_daily_views (project_id, day, views) VALUES (?, ?, ?)
             ON CONFLICT (project_id, day) DO UPDATE SET views = views + excluded.views`,
          )
          .bind(projectId, at.slice(0, 10), count),
        db.prepare('UPDATE projects SET views = views + ? WHERE id = ?').bind(count, projectId),
      ];
    }
  }
}
