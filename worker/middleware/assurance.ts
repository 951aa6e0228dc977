import type { Context } from 'hono';
import { apiError } from '../http/api-error';

/** What the check needs to know about the caller (a subset of `Caller`). */
export interface Assurance {
  aal: 'aal1' | 'aal2';
  mfaEnrolled: boolean;
}

/** The /api refusal for a session that still owes its two-factor code. */
export const MFA_REQUIRED_MESSAGE = 'Enter your two-factor code to continue.';

/**
 * Whether the caller must raise their session to aal2 first: they have a verified
 * two-factor factor and this session has not been verified with it (Supabase's "enforce
 * for users who have set up MFA").
 */
export function needsAal2(caller: Assurance): boolean {
  return caller.mfaEnrolled && caller.aal !== 'aal2';
}

export function mfaRequired(c: Context): Response {
  return apiError(c, 403, 'mfa_required', MFA_REQUIRED_MESSAGE);
}
