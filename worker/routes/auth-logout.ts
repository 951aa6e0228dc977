import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authenticate } from '../auth/authenticate';
import { requestScope } from '../auth/context';
import { validationFailed } from '../auth/errors';
import { deleteSessions } from '../auth/sessions';

const SCOPES = ['global', 'local', 'others'] as const;
type LogoutScope = (typeof SCOPES)[number];

function isScope(value: string): value is LogoutScope {
  return (SCOPES as readonly string[]).includes(value);
}

/** POST /auth/v1/logout?scope=global|local|others — 204, no body (GoTrue logout.go). */
export const logoutRoutes = new Hono<AppEnv>().post('/logout', async (c) => {
  const requested = c.req.query('scope') ?? 'global';
  if (!isScope(requested)) throw validationFailed(`Unsupported logout scope "${requested}"`);
  const scope = requestScope(c);
  const { user, session } = await authenticate(c, scope);
  await deleteSessions(scope.db, user.id, requested, session.id);
  return c.body(null, 204);
});
