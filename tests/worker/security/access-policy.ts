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
  'GET /api/projects/:slug/discussion',
  'GET /api/projects/:slug/updates',
  'GET /api/projects/:slug/follow',
  // The offering history: public and read-only (no route edits or removes an entry).
  'GET /api/projects/:slug/history',
  // A reservation round's totals (docs/before-the-raise.md): no reserver is named.
  'GET /api/projects/:slug/reservations',
  // A project's lead investor, once they accepted (docs/before-the-raise.md).
  'GET /api/projects/:slug/lead',
  // A live offering's disclosures and their Form C export (docs/before-the-raise.md);
  // before going live only the founder and admins get them (404 for anyone else).
  'GET /api/projects/:slug/disclosures',
  'GET /api/projects/:slug/disclosures/form-c',
  'POST /api/contact',
  // The Forgot password page's form without the app: it asks /auth/v1/recover, public too.
  'POST /api/forgot-password',
  // The Log in page's form without the app: it asks /auth/v1/token, public too.
  'POST /api/login',
  // The Sign up page's form without the app: it asks /auth/v1/signup, public too.
  'POST /api/signup',
  // A mail's one-click unsubscribe (RFC 8058): its signed token is the only credential;
  // GET only asks, POST turns that person's kind of mail off.
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  // The public SAFE check (docs/reporting-and-verification.md): the investor's name masked,
  // no amount; rate-limited per address.
  'POST /api/verify/safe',
  // A funded project's annual-report status and filed reports (Form C-AR is public).
  'GET /api/projects/:slug/annual-reports',
  // The SAFEs a founder entered from outside the platform, without their holders
  // (docs/after-the-raise.md): the offering page's simulator counts them.
  'GET /api/projects/:slug/outside-safes',
];

/**
 * Routes any signed-in user may call, or only some roles; the matrix for them is in
 * tests/worker/conversations/access.test.ts (401 anonymous and forged, 403 other roles).
 */
export const SIGNED_IN_API_ROUTES: readonly [route: string, roles: readonly Role[]][] = [
  ['POST /api/projects/:slug/questions', ['admin', 'investor', 'creator']],
  ['POST /api/projects/:slug/follow', ['admin', 'investor', 'creator']],
  ['DELETE /api/projects/:slug/follow', ['admin', 'investor', 'creator']],
  ['GET /api/me/following', ['admin', 'investor', 'creator']],
  ['GET /api/me/notifications', ['admin', 'investor', 'creator']],
  ['POST /api/me/notifications/read', ['admin', 'investor', 'creator']],
  // Its author only (403 for anyone else's post, checked by the command).
  ['PATCH /api/posts/:id', ['admin', 'investor', 'creator']],
  ['DELETE /api/posts/:id', ['admin', 'investor', 'creator']],
  ['GET /api/me/notification-settings', ['admin', 'investor', 'creator']],
  ['PUT /api/me/notification-settings', ['admin', 'investor', 'creator']],
  ['GET /api/messages', ['investor', 'creator']],
  ['POST /api/messages', ['investor', 'creator']],
  ['GET /api/messages/:threadId', ['investor', 'creator']],
  // Identity before money (docs/identity.md): investors and founders check their own.
  ['GET /api/identity', ['investor', 'creator']],
  ['POST /api/identity/check', ['investor', 'creator']],
  // The caller's own sign-in sessions by device (docs/auth.md#sessions-and-devices).
  ['GET /api/me/sessions', ['admin', 'investor', 'creator']],
  ['DELETE /api/me/sessions/:id', ['admin', 'investor', 'creator']],
  // A signed SAFE as OCF data: its investor (404 for anyone else's) and admins.
  ['GET /api/safes/:id/ocf.json', ['investor', 'admin']],
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
  // An investor's own reservation (docs/before-the-raise.md); the creator's round
  // commands are under /api/creator/.
  ['/api/reservations/', 'investor'],
  // The named lead investor's invitation and answer.
  ['/api/lead/', 'investor'],
  // An investor's own portfolio, conversion statements and cost-basis CSV
  // (docs/after-the-raise.md); the founder's records are under /api/creator/.
  ['/api/portfolio', 'investor'],
  ['/api/questions/', 'creator'],
  ['/api/posts/', 'admin'],
];

export type Access =
  | { kind: 'public' }
  | { kind: 'role'; role: Role }
  | { kind: 'signed-in'; roles: readonly Role[] }
  | { kind: 'unclassified' };

export function accessOf(route: RouteUnderTest): Access {
  const key = `${route.method} ${route.path}`;
  if (PUBLIC_API_ROUTES.includes(key)) return { kind: 'public' };
  const signedIn = SIGNED_IN_API_ROUTES.find(([name]) => name === key);
  if (signedIn) return { kind: 'signed-in', roles: signedIn[1] };
  const match = ROLE_PREFIXES.find(([prefix]) => route.path.startsWith(prefix));
  return match ? { kind: 'role', role: match[1] } : { kind: 'unclassified' };
}
