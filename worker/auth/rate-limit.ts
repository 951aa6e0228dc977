import type { Context } from 'hono';
import { RATE_LIMIT_WINDOW_SECONDS } from './config';
import { AuthError } from './errors';

export type RateLimitBucket = 'token' | 'email' | 'verify';

/**
 * Counts a request against a per-IP fixed window and throws 429 over the limit. Keyed on
 * `CF-Connecting-IP`, which Cloudflare always sets; like GoTrue without a rate-limit
 * header, requests that carry no client IP are not limited.
 */
export async function enforceRateLimit(
  c: Context,
  db: D1Database,
  bucket: RateLimitBucket,
  limit: number,
  now: Date,
): Promise<void> {
  const ip = c.req.header('CF-Connecting-IP');
  if (!ip) return;
  const windowStart = Math.floor(now.getTime() / 1000 / RATE_LIMIT_WINDOW_SECONDS);
  const row = await db
    .prepare(
      `INSERT INTO auth_rate_limits (bucket, ip, window_start, hits) VALUES (?, ?, ?, 1)
       ON CONFLICT (bucket, ip, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(bucket, ip, windowStart)
    .first<{ hits: number }>();
  if (row && row.hits > limit) {
    throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }
  // Old windows are useless; trim them now and then rather than on every request.
  if (row?.hits === 1) {
    await db
      .prepare('DELETE FROM auth_rate_limits WHERE window_start < ?')
      .bind(windowStart - 1)
      .run();
  }
}
