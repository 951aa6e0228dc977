/**
 * Who may call which /api route. Public routes are listed by name; every other route's
 * role comes from its prefix. A new route with neither fails the matrix until someone
 * decides who may call it.
 */
import type { Role } from '../../../shared/constants';
import type { RouteUnderTest } from './route-inventory';

export const PUBLIC_API_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/projects',
  'GET /api/projects/:slug',
  'GET /api/projects/:slug/offering',
];

const ROLE_PREFIXES: readonly [prefix: string, role: Role][] = [
  ['/api/admin/', 'admin'],
  ['/api/dashboards/admin', 'admin'],
  ['/api/creator/', 'creator'],
  ['/api/dashboards/creator', 'creator'],
  ['/api/investor/', 'investor'],
  ['/api/dashboards/investor', 'investor'],
  ['/api/wallet', 'investor'],
  ['/api/investments', 'investor'],
];

export type Access = { kind: 'public' } | { kind: 'role'; role: Role } | { kind: 'unclassified' };

export function accessOf(route: RouteUnderTest): Access {
  if (PUBLIC_API_ROUTES.includes(`${route.method} ${route.path}`)) return { kind: 'public' };
  const match = ROLE_PREFIXES.find(([prefix]) => route.path.startsWith(prefix));
  return match ? { kind: 'role', role: match[1] } : { kind: 'unclassified' };
}
