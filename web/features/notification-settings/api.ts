import type { NotificationSettingsResponse } from '../../../shared/notify/kinds';
import type { SetNotificationEmailRequest } from '../../../shared/notify/events';
import { apiPaths } from '../../../shared/routes';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

/** GET /api/me/notification-settings: every kind with its email on or off. */
export function useNotificationSettings() {
  return useApiQuery<NotificationSettingsResponse>(apiPaths.notificationSettings, {
    signedIn: true,
  });
}

/** PUT /api/me/notification-settings: one kind's email; the answer replaces the cached list. */
export function useSetNotificationEmail() {
  return useApiCommand<SetNotificationEmailRequest, NotificationSettingsResponse>(
    (body) => ({ path: apiPaths.notificationSettings, method: 'PUT', body }),
    (data, _body, cache) =>
      setApiData(cache.client, apiPaths.notificationSettings, cache.userId, data),
  );
}
