import { ApiError } from '../http/api-error';

export interface RateLimit {
  /** What is counted, for the message ("posts", "messages"). */
  noun: string;
  max: number;
  windowMinutes: number;
  /** Returns the caller's items since `since` (ISO), oldest first, as `created_at`. */
  recent: (since: string) => D1PreparedStatement;
}

function clock(date: Date): string {
  return `${date.toISOString().slice(11, 16)} UTC`;
}

/**
 * Refuses a write when the caller already made `max` in the last `windowMinutes`, with
 * a 429 that says when they can write again (when their oldest one leaves the window)
 * and a Retry-After header. A soft limit: two requests racing may both pass.
 */
export async function enforceRateLimit(
  limit: RateLimit,
  now: Date,
  setHeader: (name: string, value: string) => void,
): Promise<void> {
  const windowMs = limit.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs).toISOString();
  const { results } = await limit.recent(since).all<{ created_at: string }>();
  if (results.length < limit.max) return;
  const oldest = results[results.length - limit.max]?.created_at ?? since;
  const again = new Date(new Date(oldest).getTime() + windowMs);
  const seconds = Math.max(1, Math.ceil((again.getTime() - now.getTime()) / 1000));
  setHeader('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  throw new ApiError(
    429,
    'rate_limited',
    `You can send at most ${limit.max} ${limit.noun} every ${limit.windowMinutes} minutes. ` +
      `You can post again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${clock(again)}).`,
    { retryAfter: again.toISOString() },
  );
}
