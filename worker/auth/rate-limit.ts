import type { Context } from 'hono';
import { ACCOUNT_WINDOW_SECONDS, RATE_LIMIT_WINDOW_SECONDS } from './config';
import { AuthError } from './errors';

export type RateLimitBucket = 'token' | 'email' | 'verify' | 'signup';

/** One fixed-window counter: what it counts, whose budget, how much, and for how long. */
export interface Limit {
  /** One window length per bucket name: old windows are trimmed per bucket. */
  bucket: string;
  /** An address from `clientAddress` or an account key from `accountKey`. */
  subject: string;
  limit: number;
  windowSeconds: number;
  /** What the person is told when over the limit; GoTrue's generic text by default. */
  message?: string;
}

const overLimit = (limit: Limit) =>
  new AuthError(429, 'over_request_rate_limit', limit.message ?? 'Request rate limit reached');

/** Expands an IPv6 address to its eight hextets, or null when it is not one. */
function ipv6Hextets(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(address)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const hextets = [...head, ...Array<string>(missing).fill('0'), ...tail];
  return hextets.every((part) => part.length >= 1 && part.length <= 4) ? hextets : null;
}

/**
 * The address a request is counted under. One IPv6 customer gets a whole /64, so IPv6
 * addresses count by their /64 prefix (otherwise every address would be a new budget).
 * A request without `CF-Connecting-IP` is counted under "unknown" rather than skipped:
 * on Cloudflare the header is always set, and elsewhere a missing header must not be a
 * way around the limits.
 */
export function clientAddress(c: Context): string {
  const raw = c.req.header('CF-Connecting-IP')?.trim().toLowerCase();
  if (!raw) return 'unknown';
  // An IPv4-mapped IPv6 address is the IPv4 client.
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(raw);
  if (mapped?.[1]) return mapped[1];
  if (raw.includes(':')) {
    const hextets = ipv6Hextets(raw);
    if (hextets)
      return `${hextets
        .slice(0, 4)
        .map((part) => part.replace(/^0+(?=.)/, ''))
        .join(':')}::/64`;
  }
  return raw.slice(0, 64);
}

/** The key of an account's per-account buckets: its normalized email, known or not. */
export function accountKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

function windowStart(limit: Limit, now: Date): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % limit.windowSeconds);
}

/** Adds one hit to the counter and answers the count in the current window. */
export async function countHit(db: D1Database, limit: Limit, now: Date): Promise<number> {
  const start = windowStart(limit, now);
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (bucket, subject, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(limit.bucket, limit.subject, start)
    .first<{ hits: number }>();
  // Old windows are useless; trim this bucket's now and then rather than on every request.
  if (row?.hits === 1) {
    await db
      .prepare('DELETE FROM auth_rate_limits WHERE bucket = ? AND window_start < ?')
      .bind(limit.bucket, start)
      .run();
  }
  return row?.hits ?? 0;
}

/** Counts a hit and throws 429 `over_request_rate_limit` when the window is over budget. */
export async function enforceLimit(db: D1Database, limit: Limit, now: Date): Promise<void> {
  if ((await countHit(db, limit, now)) > limit.limit) throw overLimit(limit);
}

/**
 * Takes back a hit counted by `enforceLimit`, for buckets that count failures only: the
 * hit is taken first (so concurrent guesses cannot all slip under the limit) and given
 * back when the attempt succeeds.
 */
export async function releaseHit(db: D1Database, limit: Limit, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE auth_rate_limits SET hits = MAX(hits - 1, 0)
       WHERE bucket = ? AND subject = ? AND window_start = ?`,
    )
    .bind(limit.bucket, limit.subject, windowStart(limit, now))
    .run();
}

/** A per-address limit over GoTrue's 5-minute window. */
export function addressLimit(c: Context, bucket: string, limit: number, message?: string): Limit {
  return {
    bucket,
    subject: clientAddress(c),
    limit,
    windowSeconds: RATE_LIMIT_WINDOW_SECONDS,
    ...(message ? { message } : {}),
  };
}

/** A per-account limit over the longer account window. */
export function accountLimit(
  bucket: string,
  email: string,
  limit: number,
  message?: string,
): Limit {
  return {
    bucket,
    subject: accountKey(email),
    limit,
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
    ...(message ? { message } : {}),
  };
}

/** Counts a request against its address's 5-minute budget and throws 429 over it. */
export async function enforceRateLimit(
  c: Context,
  db: D1Database,
  bucket: RateLimitBucket,
  limit: number,
  now: Date,
): Promise<void> {
  await enforceLimit(db, addressLimit(c, bucket, limit), now);
}
