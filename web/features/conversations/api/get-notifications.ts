import {
  CONVERSATION_PATHS,
  type NotificationsResponse,
} from '../../../../shared/conversations/api';
import { useApiQuery } from '../../../lib/api-query';

/**
 * GET /api/me/notifications: the unread count and the latest notifications.
 */
export function useNotifications() {
  return useApiQuery<NotificationsResponse>(CONVERSATION_PATHS.notifications, { signedIn: true });
}
