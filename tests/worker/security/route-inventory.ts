/**
 * Which routes the security suites feed: every route the Hono app registers (read from
 * `app.routes`, so a new route is covered the day it lands) plus the Supabase wire
 * endpoints of docs/auth.md, which may sit behind one catch-all handler.
 */
import { app } from '../../../worker/app';

export interface RouteUnderTest {
  method: string;
  /** A Hono path pattern, e.g. /api/projects/:slug */
  path: string;
  /** Query string the endpoint needs to mean anything (e.g. the grant type). */
  query?: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function takesBody(route: RouteUnderTest): boolean {
  return METHODS_WITH_BODY.has(route.method);
}

/** The auth and REST calls supabase-js makes (docs/auth.md#calls and docs/auth.md#rest). */
export const WIRE_ROUTES: readonly RouteUnderTest[] = [
  { method: 'POST', path: '/auth/v1/signup' },
  { method: 'POST', path: '/auth/v1/token', query: 'grant_type=password' },
  { method: 'POST', path: '/auth/v1/token', query: 'grant_type=refresh_token' },
  { method: 'POST', path: '/auth/v1/token', query: 'grant_type=pkce' },
  { method: 'POST', path: '/auth/v1/token', query: 'grant_type=id_token' },
  { method: 'POST', path: '/auth/v1/token', query: 'grant_type=nonsense' },
  { method: 'POST', path: '/auth/v1/token' },
  { method: 'GET', path: '/auth/v1/user' },
  { method: 'PUT', path: '/auth/v1/user' },
  { method: 'POST', path: '/auth/v1/logout', query: 'scope=global' },
  { method: 'POST', path: '/auth/v1/recover' },
  { method: 'POST', path: '/auth/v1/verify' },
  { method: 'POST', path: '/auth/v1/otp' },
  { method: 'POST', path: '/auth/v1/resend' },
  { method: 'GET', path: '/auth/v1/settings' },
  { method: 'GET', path: '/auth/v1/health' },
  { method: 'GET', path: '/rest/v1/profiles', query: 'select=full_name,role,avatar_url' },
  {
    method: 'PATCH',
    path: '/rest/v1/profiles',
    query: 'id=eq.a0000000-0000-4000-8000-000000000003',
  },
  { method: 'POST', path: '/rest/v1/profiles' },
  {
    method: 'DELETE',
    path: '/rest/v1/profiles',
    query: 'id=eq.a0000000-0000-4000-8000-000000000003',
  },
];

/**
 * Routes the app registers itself. Middleware and catch-alls (`ALL`, or a bare `*`) are
 * left out; a route ending in a wildcard segment (the storage object routes,
 * `/storage/v1/object/:bucket/*`) is kept, its `*` filled like a path parameter.
 */
export function registeredRoutes(): RouteUnderTest[] {
  const seen = new Set<string>();
  const routes: RouteUnderTest[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || !/^[^*]*(\/\*)?$/.test(route.path) || route.path === '/*')
      continue;
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: route.method, path: route.path });
  }
  return routes;
}

/** Every route under test, wire routes first, without duplicates. */
export function allRoutes(): RouteUnderTest[] {
  const keys = new Set(WIRE_ROUTES.map((r) => `${r.method} ${r.path}?${r.query ?? ''}`));
  const extra = registeredRoutes().filter((r) => !keys.has(`${r.method} ${r.path}?`));
  return [...WIRE_ROUTES, ...extra];
}

/** The registered /api routes. */
export function apiRoutes(): RouteUnderTest[] {
  return registeredRoutes().filter((r) => r.path.startsWith('/api/'));
}

/**
 * Percent-encodes every byte of the UTF-8 form, so even lone surrogates (which
 * `encodeURIComponent` throws on) reach the server, as U+FFFD.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** A concrete URL for a route: path parameters filled from `params` (or a placeholder). */
export function urlFor(route: RouteUnderTest, params: Record<string, string> = {}): string {
  const path = route.path
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)(\{[^}]*\})?\??/g, (_, name: string) =>
      percentEncode(params[name] ?? params['*'] ?? 'no-such-thing'),
    )
    .replace(/\/\*$/, () => `/${percentEncode(params['*'] ?? 'no-such-thing')}`);
  return `https://app.test${path}${route.query ? `?${route.query}` : ''}`;
}

/** The path parameter names of a route pattern; a trailing wildcard is named `*`. */
export function paramNames(route: RouteUnderTest): string[] {
  const names = [...route.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] ?? '');
  return route.path.endsWith('/*') ? [...names, '*'] : names;
}
