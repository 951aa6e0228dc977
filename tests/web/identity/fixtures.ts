import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  AdminIdentityCheck,
  IdentityResponse,
  IdentityStatus,
} from '../../../shared/identity/check';

export const SIMULATED_NOTICE =
  'Simulated identity check: no real verification happens. Use 0000 as the last four digits to be verified, 1111 to fail, 2222 to go to manual review.';

const REASONS: Partial<Record<IdentityStatus, string>> = {
  failed: 'The name and date of birth do not match the records for this tax id.',
  pending_review: 'The address could not be matched automatically; an admin will review the check.',
};

/** GET /api/identity's answer for a person whose check stands at `status`. */
export function identityAnswer(status: IdentityStatus): IdentityResponse {
  return {
    status,
    reason: REASONS[status] ?? null,
    submittedAt: status === 'unverified' ? null : '2026-11-20T10:00:00.000Z',
    decidedAt: status === 'verified' || status === 'failed' ? '2026-11-20T10:00:01.000Z' : null,
    provider: { id: 'simulated', simulated: true, notice: SIMULATED_NOTICE },
  };
}

/** Answers GET /api/identity with `status` (verified unless a test says otherwise). */
export function identityHandler(status: IdentityStatus = 'verified'): RequestHandler {
  return http.get('*/api/identity', () => HttpResponse.json(identityAnswer(status)));
}

/** One person's check as the admin API answers it. */
export function adminCheck(extra: Partial<AdminIdentityCheck> = {}): AdminIdentityCheck {
  return {
    userId: '00000000-0000-4000-8000-000000000042',
    email: 'rae@example.com',
    role: 'investor',
    status: 'pending_review',
    legalName: 'Rae Reviewed',
    dateOfBirth: '1990-04-12',
    address: {
      line1: '1 Market Street',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'US',
    },
    taxIdLast4: '2222',
    provider: 'simulated',
    reason: REASONS.pending_review ?? null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...extra,
  };
}
