/**
 * The owner's warning that their account is being guessed at: once the unknown clients'
 * budget of failed passwords is spent (the account is refusing them), one mail per
 * account window, never one per attempt. It says what happened and that the owner's own
 * browser is not affected (worker/auth/device-cookie.ts).
 */
import { ACCOUNT_WINDOW_SECONDS } from './config';
import type { RequestScope } from './context';
import { accountKey, countHit, type Limit } from './rate-limit';

export const GUESSING_ALERT_SUBJECT = 'Someone is trying to sign in to your LaunchFund account';

async function hitsNow(db: D1Database, limit: Limit, now: Date): Promise<number> {
  const seconds = Math.floor(now.getTime() / 1000);
  const row = await db
    .prepare(
      'SELECT hits FROM auth_rate_limits WHERE bucket = ? AND subject = ? AND window_start = ?',
    )
    .bind(limit.bucket, limit.subject, seconds - (seconds % limit.windowSeconds))
    .first<{ hits: number }>();
  return row?.hits ?? 0;
}

/**
 * After a wrong password from an unknown client: when `accountLimit` (the unknown
 * clients' budget) is spent, mails the owner, at most once per window.
 */
export async function warnOwnerOfGuessing(
  scope: RequestScope,
  email: string,
  accountLimit: Limit | undefined,
): Promise<void> {
  if (!accountLimit) return;
  if ((await hitsNow(scope.db, accountLimit, scope.now)) < accountLimit.limit) return;
  const once: Limit = {
    bucket: 'signin-alert',
    subject: accountKey(email),
    limit: 1,
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
  };
  if ((await countHit(scope.db, once, scope.now)) !== 1) return;
  const minutes = ACCOUNT_WINDOW_SECONDS / 60;
  const body = [
    'Hello,',
    '',
    `${accountLimit.limit} wrong passwords were just tried for ${email} from browsers that have never signed in to your account.`,
    `Sign-ins from such browsers are paused for up to ${minutes} minutes. A browser where you signed in before is not affected: you can sign in there as usual.`,
    'If this was you, wait and try again, or reset your password from the Log in page.',
    'If it was not you, your password was not accepted. Make sure it is long and not used on any other site.',
    '',
  ].join('\n');
  console.log(`[auth outbox] sign-in guessing alert to ${email}`);
  await scope.db
    .prepare(
      `INSERT INTO auth_outbox (to_email, kind, subject, body, link, created_at)
       VALUES (?, 'signin_guessing', ?, ?, '', ?)`,
    )
    .bind(email, GUESSING_ALERT_SUBJECT, body, scope.now.toISOString())
    .run();
}
