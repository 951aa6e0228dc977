/**
 * The access matrix of the routes any signed-in user (or some roles) may call, which the
 * shared access-control suite leaves out (it covers single-role routes): anonymous and
 * every forged token 401/403, a genuine token of a role not allowed 403, an allowed one
 * through the guard; nothing written by a refused call.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../../shared/constants';
import { accessOf } from '../security/access-policy';
import { rowCounts } from '../security/db-snapshot';
import { forgeriesOf } from '../security/jwt-forgery';
import { buildCast, realParams, type Cast } from '../security/personas';
import { apiRoutes, urlFor, type RouteUnderTest } from '../security/route-inventory';
import { clientHeaders, errorMessage, isClearMessage, send } from '../security/wire';

const signedInRoutes = apiRoutes().filter((r) => accessOf(r).kind === 'signed-in');
const label = (r: RouteUnderTest) => `${r.method} ${r.path}`;

let cast: Cast;
beforeAll(async () => {
  cast = await buildCast();
});

function call(route: RouteUnderTest, authorization: string | null) {
  return send(route.method, urlFor(route, realParams(cast, route.path)), {
    headers: clientHeaders(authorization),
    body: route.method === 'GET' ? undefined : '{}',
    contentType: 'application/json',
  });
}

describe('signed-in routes', () => {
  it('covers every conversation and identity route that needs a session', () => {
    expect(signedInRoutes.map(label).sort()).toEqual(
      [
        'DELETE /api/projects/:slug/follow',
        'GET /api/me/following',
        'GET /api/me/notifications',
        'GET /api/me/notification-settings',
        'PATCH /api/posts/:id',
        'DELETE /api/posts/:id',
        'PUT /api/me/notification-settings',
        'GET /api/messages',
        'GET /api/messages/:threadId',
        'POST /api/me/notifications/read',
        'POST /api/messages',
        'POST /api/projects/:slug/follow',
        'POST /api/projects/:slug/questions',
        'GET /api/identity',
        'POST /api/identity/check',
        'GET /api/safes/:id/ocf.json',
        'GET /api/me/sessions',
        'DELETE /api/me/sessions/:id',
      ].sort(),
    );
  });

  describe.each(signedInRoutes.map((r) => ({ ...r, name: label(r) })))('$name', (route) => {
    const access = accessOf(route);
    const allowed = access.kind === 'signed-in' ? access.roles : [];

    it('refuses anonymous and every forged token with a clear 401/403, writing nothing', async () => {
      const forgeries = await forgeriesOf(
        cast.investor.accessToken,
        env.AUTH_JWT_SECRET ?? '',
        cast.admin,
      );
      const before = await rowCounts();
      const failures: string[] = [];
      for (const forged of [{ name: 'anonymous', authorization: null }, ...forgeries]) {
        const res = await call(route, forged.authorization);
        if (res.status !== 401 && res.status !== 403)
          failures.push(`${forged.name}: ${res.status}`);
        else if (!isClearMessage(errorMessage(res.text))) failures.push(`${forged.name}: unclear`);
      }
      expect(failures).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    });

    it.each(ROLES.filter((role) => !allowed.includes(role)))(
      'refuses a genuine %s token with 403',
      async (role) => {
        const before = await rowCounts();
        const res = await call(route, `Bearer ${cast[role].accessToken}`);
        expect(res.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
      },
    );

    it.each([...allowed])('lets a genuine %s token through the guard', async (role) => {
      const res = await call(route, `Bearer ${cast[role].accessToken}`);
      expect(res.status, res.text).not.toBe(401);
      expect(res.status, res.text).not.toBe(403);
      expect(res.status, res.text).toBeLessThan(500);
    });
  });
});
