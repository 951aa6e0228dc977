import { CONVERSATION_PATHS } from '../../../../shared/conversations/api';
import { useApiCommand } from '../../../lib/api-query';
import { refresh } from './cache';

/** POST /api/me/notifications/read: everything up to `upTo` (the newest shown) is read. */
export function useMarkNotificationsRead() {
  return useApiCommand<{ upTo: string }, unknown>(
    (body) => ({ path: CONVERSATION_PATHS.notificationsRead, method: 'POST', body }),
    (_data, _body, cache) => refresh(cache.client, CONVERSATION_PATHS.notifications, cache.userId),
  );
}
