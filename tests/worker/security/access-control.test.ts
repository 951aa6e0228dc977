/**
 * The access-control matrix: every protected /api route × anonymous, a forged token of
 * every kind, each wrong role, and another user's resource. Only the right role with a
 * genuine token gets through; nothing is written by a refused call.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { accessOf } from './access-policy';
import { rowCounts } from './db-snapshot';
import { forgeriesOf, type ForgedToken } from './jwt-forgery';
import { buildCast, realParams, type Cast, type Persona } from './personas';
import { apiRoutes, urlFor, type RouteUnderTest } from './route-inventory';
import { clientHeaders, errorMessage, isClearMessage, send } from './wire';
import { ROLES } from '../../../shared/constants';

const routes = apiRoutes();
const protectedRoutes = routes.filter((r) => accessOf(r).kind === 'role');
const label = (r: RouteUnderTest) => `${r.method} ${r.path}`;
const secret = env.AUTH_JWT_SECRET ?? '';

let cast: Cast;
beforeAll(async () => {
  cast = await buildCast();
});

function call(route: RouteUnderTest, authorization: string | null, params: Record<string, string>) {
  return send(route.method, urlFor(route, params), {
    headers: clientHeaders(authorization),
    body: route.method === 'GET' ? undefined : '{}',
    contentType: 'application/json',
  });
}

describe('route classification', () => {
  it('knows who may call every /api route', () => {
    const unclassified = routes.filter((r) => accessOf(r).kind === 'unclassified').map(label);
    expect(unclassified).toEqual([]);
    expect(protectedRoutes.length).toBeGreaterThan(0);
  });

  // Decided by name, so a moved prefix or a dropped route shows here rather than passing
  // silently: closing, terms, reconfirmation, history, money, Q&A, messages and contact.
  it.each([
    ['GET /api/projects/:slug/history', { kind: 'public' }],
    ['GET /api/admin/offerings', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/offerings/outcomes', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/analytics', { kind: 'role', role: 'admin' }],
    ['POST /api/admin/offerings/:projectId/early-close', { kind: 'role', role: 'admin' }],
    ['POST /api/creator/projects/:id/terms', { kind: 'role', role: 'creator' }],
    ['POST /api/investments/:id/reconfirm', { kind: 'role', role: 'investor' }],
    ['POST /api/investments/:id/cancel', { kind: 'role', role: 'investor' }],
    ['GET /api/investments/:id', { kind: 'role', role: 'investor' }],
    ['GET /api/investments/:id/safe.pdf', { kind: 'role', role: 'investor' }],
    ['POST /api/investments', { kind: 'role', role: 'investor' }],
    ['POST /api/wallet/deposits', { kind: 'role', role: 'investor' }],
    ['PUT /api/investor/profile', { kind: 'role', role: 'investor' }],
    ['POST /api/questions/:id/answers', { kind: 'role', role: 'creator' }],
    ['POST /api/posts/:id/hide', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/contact-messages', { kind: 'role', role: 'admin' }],
    ['POST /api/admin/contact-messages/:id/handled', { kind: 'role', role: 'admin' }],
    ['POST /api/contact', { kind: 'public' }],
    ['GET /api/admin/identity', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/identity/users/:id', { kind: 'role', role: 'admin' }],
    ['POST /api/admin/identity/users/:id/decision', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/audit', { kind: 'role', role: 'admin' }],
    ['GET /api/admin/audit.csv', { kind: 'role', role: 'admin' }],
    ['GET /api/identity', { kind: 'signed-in', roles: ['investor', 'creator'] }],
    ['POST /api/identity/check', { kind: 'signed-in', roles: ['investor', 'creator'] }],
    ['GET /api/unsubscribe', { kind: 'public' }],
    ['POST /api/unsubscribe', { kind: 'public' }],
    [
      'PUT /api/me/notification-settings',
      { kind: 'signed-in', roles: ['admin', 'investor', 'creator'] },
    ],
    ['GET /api/messages/:threadId', { kind: 'signed-in', roles: ['investor', 'creator'] }],
    [
      'POST /api/projects/:slug/questions',
      { kind: 'signed-in', roles: ['admin', 'investor', 'creator'] },
    ],
  ] as const)('%s is registered and classified', (name, expected) => {
    const route = routes.find((r) => label(r) === name);
    expect(route, `${name} is not registered`).toBeDefined();
    if (route) expect(accessOf(route)).toEqual(expected);
  });
});

describe.each(protectedRoutes.map((r) => ({ ...r, name: label(r) })))('$name', (route) => {
  const access = accessOf(route);
  const role = access.kind === 'role' ? access.role : 'admin';

  it('refuses anonymous and every forged token with a clear 401/403, writing nothing', async () => {
    const owner: Persona = cast[role === 'creator' ? 'creator' : role];
    const impostor = role === 'admin' ? cast.investor : cast.admin;
    const forgeries: ForgedToken[] = await forgeriesOf(impostor.accessToken, secret, owner);
    const before = await rowCounts();
    const failures: string[] = [];
    for (const forged of forgeries) {
      const res = await call(route, forged.authorization, realParams(cast, route.path));
      if (res.status !== 401 && res.status !== 403) failures.push(`${forged.name}: ${res.status}`);
      else if (!isClearMessage(errorMessage(res.text)))
        failures.push(`${forged.name}: unclear ${res.text}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it.each(ROLES.filter((r) => r !== role))('refuses a genuine %s token with 403', async (other) => {
    const before = await rowCounts();
    const res = await call(
      route,
      `Bearer ${cast[other].accessToken}`,
      realParams(cast, route.path),
    );
    expect(res.status).toBe(403);
    expect(isClearMessage(errorMessage(res.text))).toBe(true);
    expect(await rowCounts()).toEqual(before);
  });

  it(`lets a genuine ${role} token through the guard`, async () => {
    const owner = cast[role];
    const res = await call(route, `Bearer ${owner.accessToken}`, realParams(cast, route.path));
    expect(res.status, res.text).not.toBe(401);
    expect(res.status, res.text).not.toBe(403);
    expect(res.status, res.text).toBeLessThan(500);
  });
});

describe('another user’s resource', () => {
  const ownedRoutes = protectedRoutes.filter(
    (r) =>
      accessOf(r).kind === 'role' && r.path.startsWith('/api/creator/') && r.path.includes(':id'),
  );

  it.each(ownedRoutes.map((r) => ({ ...r, name: label(r) })))(
    '$name answers another creator 404, revealing and writing nothing',
    async (route) => {
      const before = await rowCounts();
      const res = await call(route, `Bearer ${cast.otherCreator.accessToken}`, {
        id: cast.draftId,
      });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('Draft One');
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('covers the creator routes that take a project id', () => {
    expect(ownedRoutes.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the Supabase user endpoint', () => {
  it('refuses every forged token on GET /auth/v1/user', async () => {
    const forgeries = await forgeriesOf(cast.investor.accessToken, secret, cast.admin);
    const failures: string[] = [];
    for (const forged of forgeries) {
      const res = await send('GET', 'https://app.test/auth/v1/user', {
        headers: clientHeaders(forged.authorization),
      });
      if (res.status !== 401 && res.status !== 403) failures.push(`${forged.name}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('never returns another user’s profile row through /rest/v1 with a forged token', async () => {
    const forgeries = await forgeriesOf(cast.investor.accessToken, secret, cast.admin);
    for (const forged of forgeries) {
      const res = await send(
        'GET',
        `https://app.test/rest/v1/profiles?select=full_name,role&id=eq.${cast.admin.id}`,
        { headers: clientHeaders(forged.authorization) },
      );
      expect(res.status, forged.name).toBeLessThan(500);
      expect(res.text, forged.name).not.toContain('"role":"admin"');
    }
  });
});
