/**
 * The accredited investor self-certification (docs/identity.md#accredited-self-certification).
 * Reg CF lets a portal rely on the investor's own representation (17 CFR 227.303(b)(1)),
 * so ticking "accredited" stays a statement, but the statement, its wording's version and
 * its date are recorded as an event, and it lapses after 12 months: the Reg CF limit
 * (227.100(a)(2)) applies again until the investor certifies again.
 */
import * as v from 'valibot';

/** Bump the version whenever the wording changes: events keep the version they were given. */
export const ACCREDITATION_WORDING_VERSION = '2026-11-v1';

export const ACCREDITATION_STATEMENT =
  'I certify that I am an accredited investor as defined in Rule 501(a) of Regulation D ' +
  '(for example, income over $200,000, or $300,000 with a spouse, in each of the last two ' +
  'years, or a net worth over $1 million excluding my primary residence), and I will tell ' +
  'LaunchFund if that changes.';

/** How long a certification holds. */
export const ACCREDITATION_VALID_MONTHS = 12;

/** When a certification made at `certifiedAt` lapses. */
export function accreditationExpiresAt(certifiedAt: string): string {
  const at = new Date(certifiedAt);
  at.setUTCMonth(at.getUTCMonth() + ACCREDITATION_VALID_MONTHS);
  return at.toISOString();
}

/** Stream type `accreditation`, id `accreditation:<userId>`; the investor is the actor. */
export const accreditationCertifiedSchema = v.object({
  wordingVersion: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  statement: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});

export const ACCREDITATION_EVENT_SCHEMAS = {
  'accreditation.certified': { streamType: 'accreditation', schema: accreditationCertifiedSchema },
} as const;
