/**
 * Every /auth/v1, /rest/v1 and /api route × the bad-input corpus: each answer is a 4xx
 * with a readable message, never a 5xx, and no table gains or loses a row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_BODIES, BAD_PATH_VALUES } from './bad-input-corpus';
import { rowCounts } from './db-snapshot';
import { buildCast, realParams, type Cast } from './personas';
import {
  allRoutes,
  paramNames,
  percentEncode,
  takesBody,
  urlFor,
  type RouteUnderTest,
} from './route-inventory';
import { clientHeaders, errorMessage, isClearMessage, send } from './wire';

const routes = allRoutes();

/**
 * Action routes that read no body (submit, approve, follow): the body is not input there,
 * so only the anonymous pass applies to them.
 */
const IGNORES_BODY = /\/(submit|approve|follow)$/;
const SIGNED_IN = ['admin', 'investor', 'creator'] as const;

let cast: Cast;
beforeAll(async () => {
  cast = await buildCast();
});
const label = (r: RouteUnderTest) => `${r.method} ${r.path}${r.query ? `?${r.query}` : ''}`;

/** What went wrong with one answer, or null when it is a clear 4xx. */
function verdict(status: number, text: string): string | null {
  if (status >= 500) return `${status} (server error): ${text.slice(0, 160)}`;
  if (status < 400) return `${status} (accepted)`;
  if (!isClearMessage(errorMessage(text)))
    return `${status} without a clear message: ${text.slice(0, 160)}`;
  return null;
}

describe('unknown paths under the Worker’s own prefixes', () => {
  const paths = [
    '/api/nope',
    '/auth/v1/nope',
    '/rest/v1/nope',
    '/auth/v1/token/extra',
    '/__dev/nope',
  ];
  it.each(paths.flatMap((path) => ['GET', 'POST'].map((method) => ({ path, method }))))(
    '$method $path answers a clear 4xx',
    async ({ method, path }) => {
      const res = await send(method, `https://app.test${path}`, {
        headers: clientHeaders(),
        body: '{}',
        contentType: 'application/json',
      });
      expect(verdict(res.status, res.text)).toBeNull();
    },
  );
});

describe('the bad-input corpus', () => {
  it('covers every route the app registers plus the Supabase wire endpoints', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const names = routes.map((r) => `${r.method} ${r.path}`);
    // The storage object routes end in a wildcard and the admin user routes live under
    // /auth/v1: both easy to lose from an inventory read off the router.
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /storage/v1/object/:bucket/*',
        'GET /storage/v1/object/authenticated/:bucket/*',
        'POST /storage/v1/object/sign/:bucket',
        'POST /storage/v1/object/move',
        'POST /storage/v1/object/copy',
        'POST /storage/v1/object/list-v2/:bucket',
        'POST /storage/v1/object/upload/sign/:bucket/*',
        'PUT /storage/v1/object/upload/sign/:bucket/*',
        'GET /auth/v1/admin/users/:id/factors',
        'PUT /auth/v1/admin/users/:id/factors/:factorId',
        'DELETE /auth/v1/admin/users/:id/factors/:factorId',
        'PUT /auth/v1/admin/users/:id',
        'POST /api/investments/:id/cancel',
        'POST /api/admin/offerings/:projectId/early-close',
        'POST /api/messages',
        'POST /api/contact',
      ]),
    );
    expect(BAD_BODIES.length).toBeGreaterThanOrEqual(40);
  });
});

describe.each(routes.filter(takesBody).map((r) => ({ ...r, name: label(r) })))(
  '$name with a bad body',
  (route) => {
    it('answers every corpus entry with a clear 4xx and writes nothing', async () => {
      const before = await rowCounts();
      const failures: string[] = [];
      for (const bad of BAD_BODIES) {
        const res = await send(route.method, urlFor(route), {
          headers: clientHeaders(),
          body: bad.body,
          contentType: bad.contentType,
        });
        const problem = verdict(res.status, res.text);
        if (problem) failures.push(`${bad.name}: ${problem}`);
      }
      expect(failures).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    });
  },
);

describe.each(
  routes.filter((r) => paramNames(r).length > 0).map((r) => ({ ...r, name: label(r) })),
)('$name with hostile path parameters', (route) => {
  it('answers every value with a clear 4xx and writes nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const value of BAD_PATH_VALUES) {
      const params = Object.fromEntries(paramNames(route).map((name) => [name, value]));
      const res = await send(route.method, urlFor(route, params), {
        headers: clientHeaders(),
        body: '{}',
        contentType: 'application/json',
      });
      const problem = verdict(res.status, res.text);
      if (problem) failures.push(`${JSON.stringify(value).slice(0, 40)}: ${problem}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe.each(routes.filter((r) => r.method === 'GET').map((r) => ({ ...r, name: label(r) })))(
  '$name with a hostile query string',
  (route) => {
    it('never answers 5xx and writes nothing', async () => {
      const before = await rowCounts();
      const failures: string[] = [];
      for (const value of BAD_PATH_VALUES) {
        const q = percentEncode(value);
        const url = `${urlFor(route)}${route.query ? '&' : '?'}q=${q}&sort=${q}&category=${q}&select=${q}&id=eq.${q}&limit=${q}`;
        const res = await send('GET', url, { headers: clientHeaders() });
        if (res.status >= 500)
          failures.push(`${JSON.stringify(value).slice(0, 40)}: ${res.status}`);
      }
      expect(failures).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    });
  },
);

describe.each(
  routes
    .filter((r) => r.path.startsWith('/api/') && takesBody(r) && r.method !== 'DELETE')
    .filter((r) => !IGNORES_BODY.test(r.path))
    .flatMap((r) => SIGNED_IN.map((role) => ({ ...r, role, name: `${label(r)} as ${role}` }))),
)('$name with a bad body', (route) => {
  it('answers every corpus entry with a clear 4xx and writes nothing', async () => {
    const persona = cast[route.role];
    const before = await rowCounts();
    const failures: string[] = [];
    for (const bad of BAD_BODIES) {
      const res = await send(route.method, urlFor(route, realParams(cast, route.path)), {
        headers: clientHeaders(`Bearer ${persona.accessToken}`),
        body: bad.body,
        contentType: bad.contentType,
      });
      const problem = verdict(res.status, res.text);
      if (problem) failures.push(`${bad.name}: ${problem}`);
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});
