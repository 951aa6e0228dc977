import { AuthError } from '../auth/errors';

/**
 * Suspension (GoTrue's ban): a user whose `banned_until` lies in the future cannot sign
 * in, refresh or use an emailed link. Suspending also deletes the user's sessions, so
 * access tokens already issued stop at once wherever a live session is required.
 */
export function suspendedUntil(user: { banned_until?: string | null }, now: Date): string | null {
  const until = user.banned_until ?? null;
  return until && Date.parse(until) > now.getTime() ? until : null;
}

export type SuspensionCheckpoint = 'sign_in' | 'refresh' | 'link';

/**
 * Throws GoTrue's `user_banned` when the user is suspended: 400 "User is banned" for a
 * password or PKCE sign-in, 400 "Invalid Refresh Token: User Banned" for a refresh, 403
 * for an emailed link. One call in each token path of worker/auth.
 */
export async function assertNotSuspended(
  db: D1Database,
  userId: string,
  now: Date,
  checkpoint: SuspensionCheckpoint,
): Promise<void> {
  const row = await db
    .prepare('SELECT banned_until FROM auth_users WHERE id = ?')
    .bind(userId)
    .first<{ banned_until: string | null }>();
  if (!row || !suspendedUntil(row, now)) return;
  if (checkpoint === 'refresh') {
    throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  }
  throw new AuthError(checkpoint === 'link' ? 403 : 400, 'user_banned', 'User is banned');
}
