import { Hono } from 'hono';
import type { DeviceSessionsResponse } from '../../shared/api';
import { authMode } from '../auth/mode';
import { bearerToken, verifyAccessToken } from '../auth/jwt';
import { endDeviceSession, listDeviceSessions } from '../auth/device-sessions';
import { apiError } from '../http/api-error';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { isUuid } from '../../shared/uuid';

const PRIVATE = 'private, no-store';

/** The session the request's access token belongs to (requireUser has checked the token). */
async function currentSessionId(env: CallerEnv['Bindings'], header: string | undefined) {
  const token = bearerToken(header);
  if (!token) return null;
  const verified = await verifyAccessToken(env, token);
  return verified.ok ? verified.claims.session_id : null;
}

/**
 * /api/me/sessions: the caller's sign-in sessions by device, and one of them ended
 * (docs/auth.md#sessions-and-devices). Embedded auth only: hosted Supabase keeps its
 * sessions to itself (supabase-js offers `signOut({scope: 'others'})`, no list).
 */
export const deviceSessionRoutes = new Hono<CallerEnv>()
  .use('*', requireUser())
  .get('/', async (c) => {
    c.header('Cache-Control', PRIVATE);
    if (authMode(c.env) === 'proxy') {
      return c.json({ listed: false, sessions: [] } satisfies DeviceSessionsResponse);
    }
    const current = await currentSessionId(c.env, c.req.header('Authorization'));
    const sessions = await listDeviceSessions(c.env.DB, c.get('caller').id, current ?? '');
    return c.json({ listed: true, sessions } satisfies DeviceSessionsResponse);
  })
  .delete('/:id', async (c) => {
    if (authMode(c.env) === 'proxy') {
      return apiError(
        c,
        409,
        'sessions_not_listed',
        'This platform signs in through hosted Supabase, which ends sessions one by one only from its own dashboard. Use "Sign out everywhere else".',
      );
    }
    const id = c.req.param('id');
    if (!isUuid(id)) return apiError(c, 404, 'not_found', 'No such session.');
    const current = await currentSessionId(c.env, c.req.header('Authorization'));
    if (id === current) {
      return apiError(
        c,
        422,
        'current_session',
        'This is the session you are using: sign out from the menu instead.',
      );
    }
    const ended = await endDeviceSession(c.env.DB, c.get('caller').id, id);
    if (!ended) return apiError(c, 404, 'not_found', 'No such session.');
    return c.body(null, 204);
  });
