import type { Role } from './constants';

/** The one table of route paths (docs/product.md#screens). Screens link with these, never with literals. */
export const paths = {
  home: '/',
  projects: '/projects',
  project: (slug: string) => `/project/${encodeURIComponent(slug)}`,
  /** The invest flow of a live project (investors only, behind the route guard). */
  invest: (slug: string) => `/project/${encodeURIComponent(slug)}/invest`,
  howItWorks: '/how-it-works',
  about: '/about',
  faq: '/faq',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  signupAs: (role: 'creator' | 'investor') => `/signup?role=${role}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  terms: '/terms',
  privacy: '/privacy',
  legal: '/legal',
  pricing: '/pricing',
  blog: '/blog',
  guides: '/guides',
  creatorResources: '/creator-resources',
  community: '/community',
  careers: '/careers',
  press: '/press',
  accessibility: '/accessibility',
  admin: {
    home: '/admin',
    projects: '/admin/projects',
    /** Every offering's outcome and the platform's money against the ledger. */
    offerings: '/admin/offerings',
    users: '/admin/users',
    analytics: '/admin/analytics',
    settings: '/admin/settings',
    messages: '/admin/messages',
    /** The manual identity review queue (docs/identity.md#manual-review). */
    identity: '/admin/identity',
    /** The audit trail of admin actions (docs/identity.md#audit-trail). */
    audit: '/admin/audit',
    /** One person's identity check and accredited statement. */
    identityRecord: (id: string) => `/admin/identity/${encodeURIComponent(id)}`,
  },
  investor: {
    home: '/investor',
    investments: '/investor/investments',
    /** One SAFE's conversion statement (docs/after-the-raise.md). */
    conversion: (id: string) => `/investor/investments/${encodeURIComponent(id)}/conversion`,
    discover: '/investor/discover',
    /** The projects the investor follows. */
    watchlist: '/investor/watchlist',
    messages: '/investor/messages',
    settings: '/investor/settings',
    /** The identity check before money (docs/identity.md). */
    verifyIdentity: '/investor/verify-identity',
  },
  creator: {
    home: '/creator',
    projects: '/creator/projects',
    newProject: '/creator/new-project',
    messages: '/creator/messages',
    settings: '/creator/settings',
    /** The identity check before an offering goes to review (docs/identity.md). */
    verifyIdentity: '/creator/verify-identity',
    project: (id: string) => `/creator/projects/${encodeURIComponent(id)}`,
    editProject: (id: string) => `/creator/projects/${encodeURIComponent(id)}/edit`,
  },
  /** The public SAFE check (docs/reporting-and-verification.md). */
  verify: '/verify',
} as const;

/**
 * Where a signed-in user of this role belongs (docs/product.md#route-guard, step 3):
 * admin → /admin, investor → /investor, anything else → /creator.
 */
export function roleHome(role: Role | string | null | undefined): string {
  if (role === 'admin') return paths.admin.home;
  if (role === 'investor') return paths.investor.home;
  return paths.creator.home;
}

/**
 * Where the top bar's Dashboard button goes (docs/product.md#top-bar): the role's dashboard,
 * or / when the role is unknown.
 */
export function dashboardPathFor(role: Role | string | null | undefined): string {
  if (role === 'admin' || role === 'investor' || role === 'creator') return roleHome(role);
  return paths.home;
}

/** The product API's verdicts on a project in review, as the last segment of their path. */
export type ReviewVerdictKind = 'approve' | 'request-changes' | 'reject';

/**
 * The one table of the product API's paths (`/api`, see docs/architecture.md#the-product-api). The web
 * calls them through one module per endpoint; a page the worker renders inlines the
 * answers it used under these same keys (web/entry-server.tsx).
 */
export const apiPaths = {
  health: '/api/health',
  projects: '/api/projects',
  project: (slug: string) => `/api/projects/${encodeURIComponent(slug)}`,
  dashboard: (role: 'admin' | 'investor' | 'creator') => `/api/dashboards/${role}`,
  creatorProjects: '/api/creator/projects',
  creatorProject: (id: string) => `/api/creator/projects/${encodeURIComponent(id)}`,
  submitCreatorProject: (id: string) => `/api/creator/projects/${encodeURIComponent(id)}/submit`,
  reviews: '/api/admin/reviews',
  review: (id: string) => `/api/admin/reviews/${encodeURIComponent(id)}`,
  contact: '/api/contact',
  /** The Forgot password page's form when the browser sends it itself (no app). */
  forgotPasswordForm: '/api/forgot-password',
  /** The Log in page's form when the browser sends it itself (no app). */
  loginForm: '/api/login',
  /** The Sign up page's form when the browser sends it itself (no app). */
  signupForm: '/api/signup',
  contactMessages: '/api/admin/contact-messages',
  contactMessageHandled: (id: string) =>
    `/api/admin/contact-messages/${encodeURIComponent(id)}/handled`,
  withdrawCreatorProject: (id: string) =>
    `/api/creator/projects/${encodeURIComponent(id)}/withdraw`,
  identity: '/api/identity',
  identityCheck: '/api/identity/check',
  adminIdentity: '/api/admin/identity',
  adminIdentityUser: (id: string) => `/api/admin/identity/users/${encodeURIComponent(id)}`,
  adminIdentityDecision: (id: string) =>
    `/api/admin/identity/users/${encodeURIComponent(id)}/decision`,
  adminAudit: '/api/admin/audit',
  adminAuditCsv: '/api/admin/audit.csv',
  reviewVerdict: (id: string, verdict: ReviewVerdictKind) =>
    `/api/admin/reviews/${encodeURIComponent(id)}/${verdict}`,
  /** The caller's email setting per notification kind (GET, PUT one kind). */
  notificationSettings: '/api/me/notification-settings',
  /** A mail's one-click unsubscribe (RFC 8058): GET asks, POST turns the kind's email off. */
  unsubscribe: '/api/unsubscribe',
  /** The caller's sign-in sessions by device (GET), and one ended (DELETE). */
  deviceSessions: '/api/me/sessions',
  deviceSession: (id: string) => `/api/me/sessions/${encodeURIComponent(id)}`,
} as const;
