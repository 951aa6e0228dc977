/** Business constants of the product. Each names its source in docs/product.md. */

/** Notifications (docs/product.md#notifications): default toast duration. */
export const TOAST_DURATION_MS = 4000;
/** Notifications (docs/product.md#notifications): at most this many toasts visible at once. */
export const TOAST_MAX_VISIBLE = 3;
/** Contact form simulated delay (docs/product.md#timing). */
export const CONTACT_SEND_DELAY_MS = 1000;
/** Recommended projects (docs/product.md#dashboard-figures) on the investor dashboard. */
export const RECOMMENDED_PROJECT_COUNT = 3;
/** Funding percent (docs/product.md#funding-progress) is capped at 100. */
export const FUNDING_PERCENT_CAP = 100;
/** Platform fee (docs/product.md#fees): 5% of the amount successfully raised, only on success. */
export const PLATFORM_FEE_PERCENT = 5;
/** Landing page claims (docs/product.md#landing-claims). */
export const LANDING_STATS = {
  raised: '$2.4M',
  fundedProjects: '150+',
  angelInvestors: '1,200+',
  activePercent: '85%',
} as const;
/** Roles (docs/product.md#roles-and-permissions). */
export const ROLES = ['admin', 'investor', 'creator'] as const;
export type Role = (typeof ROLES)[number];
/** Roles (docs/product.md#roles-and-permissions) a user may choose at sign-up; admin is never selectable. */
export const SIGNUP_ROLES = ['investor', 'creator'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
/** Signup (docs/product.md#signup): the role radio group defaults to investor. */
export const DEFAULT_SIGNUP_ROLE: SignupRole = 'investor';
/**
 * The public key the SPA hands to supabase-js. The worker injects the real key in proxy
 * mode and embedded mode does not check it, so the browser never holds a secret.
 */
export const PUBLIC_API_KEY = 'sb_publishable_launchfund_local';
