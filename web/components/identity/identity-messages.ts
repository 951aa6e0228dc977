import type { IdentityResponse } from '../../../shared/identity/check';

/** What the person is trying to do that waits for the check. */
export type GatedAction = 'money' | 'offering';

const WHAT: Record<GatedAction, string> = {
  money: 'add funds or invest',
  offering: 'submit your offering for review',
};

/** The sentence a screen shows for a status that blocks `action`; null once verified. */
export function identityBlockMessage(
  identity: IdentityResponse,
  action: GatedAction,
): string | null {
  const what = WHAT[action];
  switch (identity.status) {
    case 'verified':
      return null;
    case 'failed':
      return `Your identity check did not pass${identity.reason ? `: ${identity.reason}` : '.'} Check your details and verify again before you ${what}.`;
    case 'pending_review':
      return `Your identity check is waiting for a manual review by our team. You can ${what} once it is approved.`;
    case 'unverified':
      return `Verify your identity before you ${what}: we need your legal name, date of birth, address and the last four digits of your tax id.`;
  }
}
