/**
 * Returning a user to the page they were on after they sign in, or sign up and confirm
 * their email (docs/product.md#login). Links to /login and /signup carry the page as
 * `?next=`; sign-up also remembers it in this browser, because the confirmation link in
 * the email opens /login without it.
 */
import { paths } from '../../shared/routes';

const STORAGE_KEY = 'launchfund.returnTo';
/** A remembered page is used within a day of signing up, then forgotten. */
const REMEMBER_MS = 24 * 60 * 60 * 1000;

/** True for a plain path on this site: `/project/x`, never `//host`, `/\host` or a URL. */
export function isSafeReturnPath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    ![...value].some((char) => char.charCodeAt(0) < 0x20)
  );
}

function withNext(base: string, next: string | undefined): string {
  // Home, and the auth pages themselves, are no place to return to.
  const pointless: string[] = [paths.home, paths.login, paths.signup, paths.forgotPassword];
  if (!isSafeReturnPath(next) || pointless.includes(next)) return base;
  const url = new URL(base, 'http://x');
  url.searchParams.set('next', next);
  return `${url.pathname}${url.search}`;
}

/** /login that returns to `here` (a path inside the app) after signing in. */
export function loginPathFrom(here: string | undefined): string {
  return withNext(paths.login, here);
}

/** A signup path (`/signup` or `/signup?role=…`) that returns to `here` afterwards. */
export function signupPathFrom(base: string, here: string | undefined): string {
  return withNext(base, here);
}

/** Remembers `next` for the confirmation link that will open /login without it. */
export function rememberReturnTo(next: unknown, now = Date.now()): void {
  if (!isSafeReturnPath(next)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ next, at: now }));
  } catch {
    // Storage may be full or disabled: the user then lands on their dashboard.
  }
}

/** Forgets the remembered page once the user has been sent there. */
export function forgetReturnTo(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget when storage is unavailable.
  }
}

/** The remembered page, within a day of remembering it. */
export function readReturnTo(now = Date.now()): string | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as { next?: unknown; at?: unknown };
    const fresh = typeof stored.at === 'number' && now - stored.at < REMEMBER_MS;
    return fresh && isSafeReturnPath(stored.next) ? stored.next : undefined;
  } catch {
    return undefined;
  }
}
