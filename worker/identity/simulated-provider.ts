/**
 * The simulated identity provider: no real verification happens. Like a payment
 * provider's test mode, it decides from the last four digits of the tax id
 * (docs/identity.md#test-inputs): 1111 fails, 2222 needs a manual review, anything else
 * (0000 is the documented one) is verified.
 */
import type { IdentityProvider } from './provider';

export const SIMULATED_IDENTITY_NOTICE =
  'Simulated identity check: no real verification happens. Use 0000 as the last four digits to be verified, 1111 to fail, 2222 to go to manual review.';

/** The documented test inputs: last four digits → outcome. */
export const SIMULATED_TEST_INPUTS = {
  verified: '0000',
  failed: '1111',
  review: '2222',
} as const;

export const SIMULATED_FAILURE_REASON =
  'The name and date of birth do not match the records for this tax id.';
export const SIMULATED_REVIEW_REASON =
  'The address could not be matched automatically; an admin will review the check.';

export const simulatedIdentityProvider: IdentityProvider = {
  id: 'simulated',
  simulated: true,
  notice: SIMULATED_IDENTITY_NOTICE,
  check(person) {
    const reference = `sim_${crypto.randomUUID()}`;
    if (person.taxIdLast4 === SIMULATED_TEST_INPUTS.failed) {
      return Promise.resolve({ outcome: 'failed', reference, reason: SIMULATED_FAILURE_REASON });
    }
    if (person.taxIdLast4 === SIMULATED_TEST_INPUTS.review) {
      return Promise.resolve({ outcome: 'review', reference, reason: SIMULATED_REVIEW_REASON });
    }
    return Promise.resolve({ outcome: 'verified', reference });
  },
};
