/**
 * Identity before money (docs/identity.md#the-gate): a deposit or a commitment, and a
 * founder's submission for review, wait until the person's identity is verified. The
 * refusal says what to do next for each status, and the screen shows it with a link to
 * the verification page.
 */
import { ApiError } from '../http/api-error';
import { identityStatusOf } from './queries';

/** What the person is trying to do: move money, or put an offering up for review. */
export type GatedAction = 'money' | 'offering';

const WHAT: Record<GatedAction, string> = {
  money: 'add funds or invest',
  offering: 'submit your offering for review',
};

/** Throws a 403 naming the next step unless `userId`'s identity is verified. */
export async function requireVerifiedIdentity(
  db: D1Database,
  userId: string,
  action: GatedAction,
): Promise<void> {
  const { status, reason } = await identityStatusOf(db, userId);
  if (status === 'verified') return;
  const what = WHAT[action];
  if (status === 'failed') {
    throw new ApiError(
      403,
      'identity_check_failed',
      `Your identity check did not pass${reason ? ` (${reason.replace(/\.$/, '')})` : ''}. Check your details and verify your identity again before you ${what}.`,
    );
  }
  if (status === 'pending_review') {
    throw new ApiError(
      403,
      'identity_review_pending',
      `Your identity check is waiting for a manual review by our team. You can ${what} once it is approved; we will not ask you for anything else meanwhile.`,
    );
  }
  throw new ApiError(
    403,
    'identity_unverified',
    `Verify your identity before you ${what}: we need your legal name, date of birth, address and the last four digits of your tax id.`,
  );
}
