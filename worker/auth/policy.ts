import { emailProblem, INVALID_EMAIL_MESSAGE } from '../../shared/schemas/person';
import { AuthError, validationFailed } from './errors';
import { utf8 } from './crypto';

/** bcrypt's limit, which GoTrue enforces for every new password. */
const MAX_PASSWORD_BYTES = 72;

/** Checks a new password against the policy (sign-up and password change). */
export function checkNewPassword(password: string, minLength: number): void {
  if (utf8(password).length > MAX_PASSWORD_BYTES) {
    throw validationFailed('Password cannot be longer than 72 characters');
  }
  if ([...password].length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}

/** The `weak_password` note a sign-in carries when the password fails today's policy. */
export function weakPasswordNote(password: string, minLength: number) {
  return [...password].length < minLength
    ? { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] }
    : null;
}

/**
 * GoTrue's email format check, with its message; the rule is the one the forms and the
 * user.joined event use (shared/schemas/person.ts), so an address the API takes is
 * never refused by the event store afterwards.
 */
export function checkEmail(email: string): void {
  const problem = emailProblem(email);
  if (problem === null) return;
  throw validationFailed(
    problem === INVALID_EMAIL_MESSAGE
      ? 'Unable to validate email address: invalid format'
      : problem,
  );
}

/**
 * Whether `requested` may be used as a redirect target (GoTrue's SITE_URL + URI allow
 * list): only http(s) URLs on `origin` (the configured site) or matching an entry of the
 * comma-separated `allowList`. An entry matches URLs on its origin whose path starts with
 * the entry's path, segment by segment (`https://app.example/` allows that whole origin); there are no
 * wildcards, so an allow-list can never be broader than its author wrote.
 */
export function redirectAllowed(
  requested: string,
  origin: string,
  allowList: string | undefined,
): boolean {
  if (!URL.canParse(requested)) return false;
  const target = new URL(requested);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (target.username !== '' || target.password !== '') return false;
  if (target.origin === origin) return true;
  return (allowList ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => URL.canParse(entry))
    .some((entry) => {
      const allowed = new URL(entry);
      const base = allowed.pathname.endsWith('/') ? allowed.pathname : `${allowed.pathname}/`;
      return (
        target.origin === allowed.origin &&
        (target.pathname === allowed.pathname || target.pathname.startsWith(base))
      );
    });
}
