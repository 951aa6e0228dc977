import type { NotificationsResponse } from '../../../shared/conversations/api';

/** An unread update notification on CodeCanvas, created at `createdAt`. */
export const note = (id: string, createdAt: string) => ({
  id,
  kind: 'update' as const,
  projectId: 'p-1',
  projectSlug: 'codecanvas',
  projectTitle: 'CodeCanvas',
  actorName: 'Ada Park',
  excerpt: 'Series A closed',
  subjectId: 'u-1',
  createdAt,
  read: false,
});

/** Two unread notifications, newest first. */
export const LIST: NotificationsResponse = {
  unreadCount: 2,
  notifications: [note('n-2', '2026-11-20T10:00:00.000Z'), note('n-1', '2026-11-19T10:00:00.000Z')],
};
