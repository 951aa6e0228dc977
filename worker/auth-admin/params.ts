import * as v from 'valibot';
import type { Role } from '../../shared/constants';
import { ROLES } from '../../shared/constants';
import { fullNameProblem } from '../../shared/schemas/person';
import { AuthError, validationFailed } from '../auth/errors';
import type { JsonObject } from '../auth/user-json';
import type { AdminCaller } from './guard';

const optionalString = v.optional(v.nullable(v.string()));
const optionalObject = v.optional(v.nullable(v.record(v.string(), v.unknown())));

/** GoTrue's AdminUserParams (the fields this server honours; unknown keys are ignored). */
export const adminUserBody = v.looseObject({
  id: optionalString,
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  password_hash: optionalString,
  email_confirm: v.optional(v.nullable(v.boolean())),
  user_metadata: optionalObject,
  app_metadata: optionalObject,
  ban_duration: optionalString,
  role: optionalString,
});
export type AdminUserBody = v.InferOutput<typeof adminUserBody>;

export const adminDeleteBody = v.looseObject({
  should_soft_delete: v.optional(v.nullable(v.boolean())),
});

export const inviteBody = v.looseObject({ email: optionalString, data: optionalObject });

export const generateLinkBody = v.looseObject({
  type: optionalString,
  email: optionalString,
  password: optionalString,
  data: optionalObject,
  new_email: optionalString,
});

const UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * Go's time.ParseDuration (what GoTrue applies to `ban_duration`), in milliseconds:
 * "24h", "1h30m", "90s", "-1h", "0"; null when the text is not a duration.
 */
export function parseGoDuration(text: string): number | null {
  const match = /^([-+]?)((?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|ms|s|m|h))+$/.exec(text);
  if (text === '0' || text === '+0' || text === '-0') return 0;
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  let total = 0;
  for (const part of text
    .slice(match[1]?.length ?? 0)
    .matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    total += Number(part[1]) * (UNITS[part[2] ?? ''] ?? 0);
  }
  return Number.isFinite(total) ? sign * total : null;
}

/**
 * The `ban_duration` of a request as the new `banned_until`: undefined when absent,
 * null for "none" (lift the suspension), else now + the duration (GoTrue's User.Ban; a
 * duration of 0 also lifts it). 400 `validation_failed` for anything else.
 */
export function bannedUntilOf(
  raw: string | null | undefined,
  now: Date,
): string | null | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === 'none') return null;
  const ms = parseGoDuration(raw);
  if (ms === null) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${raw}"`);
  }
  if (ms === 0) return null;
  const until = now.getTime() + ms;
  // Beyond what a Date can hold (a 100-year ban is fine; 10^12 hours is not).
  if (!Number.isFinite(until) || Math.abs(until) > 8.64e15) {
    throw validationFailed(`invalid format for ban duration: time: invalid duration "${raw}"`);
  }
  return new Date(until).toISOString();
}

/** User metadata an admin may write: any keys, but never a role, and a valid name. */
export function checkUserMetadata(data: JsonObject): void {
  if ('role' in data) {
    throw validationFailed(
      'user_metadata.role is not accepted: roles live in the profile; set app_metadata.role',
    );
  }
  if ('full_name' in data && data.full_name !== null) {
    const problem = fullNameProblem(data.full_name);
    if (problem) throw validationFailed(`user_metadata.full_name: ${problem}`);
  }
  if (JSON.stringify(data).length > 16_384) {
    throw validationFailed('user_metadata is larger than 16 KiB');
  }
}

/**
 * The product role an admin asks for through `app_metadata.role`, checked: one of the
 * roles, and `admin` only when the caller is a signed-in admin (never the service key,
 * never the user themself). Returns the role and the app_metadata without it: the role is
 * stored in the profile row only, which is where authorization reads it.
 */
export function splitRole(
  appMetadata: JsonObject | null | undefined,
  caller: AdminCaller,
): { role: Role | undefined; rest: JsonObject | undefined } {
  if (!appMetadata) return { role: undefined, rest: undefined };
  const { role, ...rest } = appMetadata;
  if (role === undefined) return { role: undefined, rest };
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw validationFailed('app_metadata.role must be "investor", "creator" or "admin"');
  }
  if (role === 'admin' && caller.kind !== 'admin') {
    throw new AuthError(403, 'not_admin', 'Only another admin can make a user an admin');
  }
  return { role: role as Role, rest };
}

/** An admin never suspends, deletes or changes the role of their own account. */
export function refuseSelf(caller: AdminCaller, userId: string, what: string): void {
  if (caller.kind === 'admin' && caller.userId === userId) {
    throw new AuthError(403, 'not_admin', `You cannot ${what} your own account`);
  }
}
