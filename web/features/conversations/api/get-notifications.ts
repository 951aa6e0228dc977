import {
  CONVERSATION_PATHS,
  type NotificationsResponse,
} from '../../../../shared/conversations/api';
import { useEarlySeededQuery } from '../../../lib/seed-early-answer';

/**
 * GET /api/me/notifications: the unread count and the latest notifications. On a
 * dashboard's load its first fetch is the page's early request.
 */
export function useNotifications() {
  return useEarlySeededQuery<NotificationsResponse>(CONVERSATION_PATHS.notifications);
}
