import type { DeviceSessionsResponse } from '../../../shared/api';
import { apiPaths } from '../../../shared/routes';
import { setApiData, useApiCommand, useApiQuery } from '../../lib/api-query';

/** GET /api/me/sessions: the caller's sign-in sessions by device. */
export function useDeviceSessions() {
  return useApiQuery<DeviceSessionsResponse>(apiPaths.deviceSessions, { signedIn: true });
}

/** DELETE /api/me/sessions/:id: that device is signed out; the list drops it. */
export function useEndDeviceSession() {
  return useApiCommand<string, null>(
    (id) => ({ path: apiPaths.deviceSession(id), method: 'DELETE' }),
    (_data, id, cache) =>
      setApiData<DeviceSessionsResponse>(
        cache.client,
        apiPaths.deviceSessions,
        cache.userId,
        (old) =>
          old?.listed ? { ...old, sessions: old.sessions.filter((s) => s.id !== id) } : old,
      ),
  );
}
