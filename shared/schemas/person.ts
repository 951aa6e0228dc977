/**
 * The facts about a person that travel from a form through the API into events: their
 * email address, full name and avatar. One schema each, used by the sign-up and profile
 * routes, the forms and the `user.joined` / project event payloads alike, so what the API
 * accepts is exactly what the event store will append (docs/security.md, hostile input).
 */
import * as v from 'valibot';
import { plainText } from './text';

/** The longest email address (RFC 5321's path limit less the angle brackets). */
export const EMAIL_MAX = 254;
/** The longest full name, in UTF-16 code units after trimming. */
export const FULL_NAME_MAX = 120;
/** The longest avatar URL (the hosted schema's column limit). */
export const AVATAR_URL_MAX = 2048;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const NON_ASCII_EMAIL_MESSAGE =
  'Email addresses with accents or non-Latin letters are not supported yet. Please use an address made of plain ASCII characters.';

/**
 * GoTrue's address format (what the hosted auth server accepts), narrowed to a domain
 * with at least one dot and no trailing dot. ASCII only: an internationalised address
 * (josé@example.com, user@bücher.de) is refused with its own message, everywhere, so
 * embedded and proxy mode agree and nothing the API takes is later refused by an event.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email address as stored: trimmed, at most 254 characters, ASCII (see above). */
export const emailSchema = v.pipe(
  v.string('Send the email address as text.'),
  v.trim(),
  v.nonEmpty('Please enter your email address.'),
  v.check((email) => /^[\x20-\x7E]*$/.test(email), NON_ASCII_EMAIL_MESSAGE),
  v.maxLength(EMAIL_MAX, `The email address must be at most ${EMAIL_MAX} characters.`),
  v.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
);

/** The first problem with an email address, or null when it can be stored. */
export function emailProblem(email: string): string | null {
  const result = v.safeParse(emailSchema, email);
  return result.success ? null : (result.issues[0]?.message ?? INVALID_EMAIL_MESSAGE);
}

/** A full name that may be blank (sign-up and profile: blank means "none given"). */
export const optionalFullNameSchema = v.pipe(
  v.string('Send the full name as text.'),
  v.trim(),
  plainText('full name'),
  v.maxLength(FULL_NAME_MAX, `The full name must be at most ${FULL_NAME_MAX} characters.`),
);

/** A person's name as events carry it (joined users, creators, investors, senders). */
export const fullNameSchema = v.pipe(
  optionalFullNameSchema,
  v.nonEmpty('Please enter your full name.'),
);

/** The first problem with a full name (blank allowed), or null. */
export function fullNameProblem(name: unknown): string | null {
  const result = v.safeParse(optionalFullNameSchema, name);
  return result.success ? null : (result.issues[0]?.message ?? 'The full name is not valid.');
}

/**
 * The name an event records for a user: their full name when it is one, else the part
 * of their email before the @. A profile written before these rules (or by a hosted
 * project that does not enforce them) then never blocks that user's commands.
 */
export function eventNameOf(user: { name: string | null; email: string }): string {
  const name = v.safeParse(fullNameSchema, user.name ?? '');
  if (name.success) return name.output;
  const local = user.email.split('@')[0] ?? '';
  const fallback = v.safeParse(fullNameSchema, local);
  return fallback.success ? fallback.output : 'Member';
}

export const AVATAR_URL_MESSAGE = 'The avatar must be an https:// address or a path on this site.';

/**
 * An https URL with a plain host (no user:password@, which hides the real host), or a
 * path on the app's own origin (/images/..., a storage path). One leading slash only:
 * '//host' and '/\host' are other origins to a browser.
 */
const AVATAR_LOCATION =
  /^(?:https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s\\]*)?|\/(?![/\\])[^\s\\]*)$/i;

/** A profile's avatar_url: null (none), an https URL or a same-origin path. */
export const avatarUrlSchema = v.nullable(
  v.pipe(
    v.string(AVATAR_URL_MESSAGE),
    v.maxLength(AVATAR_URL_MAX, `The avatar address must be at most ${AVATAR_URL_MAX} characters.`),
    plainText('avatar address'),
    v.regex(AVATAR_LOCATION, AVATAR_URL_MESSAGE),
  ),
);

/** The first problem with an avatar_url value, or null. */
export function avatarUrlProblem(url: unknown): string | null {
  const result = v.safeParse(avatarUrlSchema, url);
  return result.success ? null : (result.issues[0]?.message ?? AVATAR_URL_MESSAGE);
}
