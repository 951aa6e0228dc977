import {
  CONVERSATION_PATHS,
  type MarkNotificationsReadRequest,
  type NotificationsResponse,
} from '../../../../shared/conversations/api';
import { setApiData, useApiCommand } from '../../../lib/api-query';

/**
 * POST /api/me/notifications/read: everything up to `upTo` (the newest shown), or the
 * one `id` the user opened. The answer is the bell's new list, which replaces the cached one.
 */
export function useMarkNotificationsRead() {
  return useApiCommand<MarkNotificationsReadRequest, NotificationsResponse>(
    (body) => ({ path: CONVERSATION_PATHS.notificationsRead, method: 'POST', body }),
    (data, _body, cache) =>
      setApiData(cache.client, CONVERSATION_PATHS.notifications, cache.userId, data),
  );
}
