/** Business constants of the product. Each names its source in ../shared/product-spec.md. */

/** §9 Notifications: default toast duration. */
export const TOAST_DURATION_MS = 4000;
/** §9 Notifications: at most this many toasts visible at once. */
export const TOAST_MAX_VISIBLE = 3;
/** §9 Contact form simulated delay. */
export const CONTACT_SEND_DELAY_MS = 1000;
/** §9 Recommended projects on the investor dashboard. */
export const RECOMMENDED_PROJECT_COUNT = 3;
/** §9 Funding percent is capped at 100. */
export const FUNDING_PERCENT_CAP = 100;
/** §9 Platform fee: 5% of the amount successfully raised, only on success. */
export const PLATFORM_FEE_PERCENT = 5;
/** §1 Landing page claims. */
export const LANDING_STATS = {
  raised: '$2.4M',
  fundedProjects: '150+',
  angelInvestors: '1,200+',
  activePercent: '85%',
} as const;
/** §6 Roles. */
export const ROLES = ['admin', 'investor', 'creator'] as const;
export type Role = (typeof ROLES)[number];
/** §6 Roles a user may choose at sign-up; admin is never selectable. */
export const SIGNUP_ROLES = ['investor', 'creator'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
/** §2 Signup: the role radio group defaults to investor. */
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'investor';
/**
 * The public key the SPA hands to supabase-js. The worker injects the real key in proxy
 * mode and embedded mode does not check it, so the browser never holds a secret.
 */
export const PUBLIC_API_KEY = 'sb_publishable_launchfund_local';
