/**
 * The identity check a person passes before money moves or an offering goes to review
 * (docs/identity.md): what they send, and what the API answers. Only the last four
 * digits of a tax id are ever accepted, so the whole number is never stored or logged.
 */
import * as v from 'valibot';
import { plainText } from '../schemas/text';

/** The youngest person who may invest or raise: 18 on the day of the check. */
export const MINIMUM_AGE_YEARS = 18;

function line(label: string, max: number) {
  return v.pipe(
    v.string(`Enter your ${label}.`),
    v.trim(),
    plainText(label),
    v.minLength(1, `Enter your ${label}.`),
    v.maxLength(max, `The ${label} is at most ${max} characters.`),
  );
}

/** True when a person born on `dateOfBirth` (YYYY-MM-DD) is at least 18 on `today`. */
export function isAdultOn(dateOfBirth: string, today: Date): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const eighteenth = Date.UTC(y + MINIMUM_AGE_YEARS, m - 1, d);
  return eighteenth <= today.getTime();
}

const dateOfBirthSchema = v.pipe(
  v.string('Enter your date of birth.'),
  v.isoDate('Enter your date of birth as YYYY-MM-DD.'),
  v.check((value) => Date.parse(value) >= Date.parse('1900-01-01'), 'Check the year of birth.'),
  v.check(
    (value) => isAdultOn(value, new Date()),
    `You must be at least ${MINIMUM_AGE_YEARS} to invest or raise on LaunchFund.`,
  ),
);

export const identityAddressSchema = v.strictObject(
  {
    line1: line('street address', 200),
    city: line('city', 100),
    region: line('state or region', 100),
    postalCode: v.pipe(
      v.string('Enter your postal code.'),
      v.trim(),
      v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, 'Enter a valid postal code.'),
    ),
    country: v.pipe(
      v.string('Enter your country.'),
      v.regex(/^[A-Z]{2}$/, 'Choose your country (a two-letter code such as US).'),
    ),
  },
  'Enter only the address fields: street address, city, state or region, postal code and country.',
);

/** The body of POST /api/identity/check. Unknown fields (a whole tax id) are refused. */
export const identityCheckRequestSchema = v.strictObject(
  {
    legalName: line('legal name', 120),
    dateOfBirth: dateOfBirthSchema,
    address: identityAddressSchema,
    taxIdLast4: v.pipe(
      v.string('Enter the last four digits of your tax id.'),
      v.regex(/^\d{4}$/, 'Enter only the last four digits of your tax id, never the whole number.'),
    ),
  },
  'Send only your legal name, date of birth, address and the last four digits of your tax id.',
);

export type IdentityCheckRequest = v.InferOutput<typeof identityCheckRequestSchema>;
export type IdentityAddress = v.InferOutput<typeof identityAddressSchema>;

/** Where a person's identity stands. `unverified`: no check sent yet. */
export type IdentityStatus = 'unverified' | 'verified' | 'failed' | 'pending_review';

/** GET /api/identity: the caller's own check. */
export interface IdentityResponse {
  status: IdentityStatus;
  /** Why it failed or waits for review; null otherwise. */
  reason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  provider: { id: string; simulated: boolean; notice: string };
}

/** The admin review body: approve or reject with a reason the person will read. */
export const identityDecisionSchema = v.strictObject(
  {
    decision: v.picklist(['approve', 'reject'], 'Choose approve or reject.'),
    reason: v.pipe(
      v.string('Give the reason for the decision.'),
      v.trim(),
      plainText('reason', 'multiline'),
      v.minLength(3, 'Give the reason for the decision.'),
      v.maxLength(500, 'The reason is at most 500 characters.'),
    ),
  },
  'Send only the decision and its reason.',
);

export type IdentityDecisionRequest = v.InferOutput<typeof identityDecisionSchema>;

/** One person's check as an admin sees it. */
export interface AdminIdentityCheck {
  userId: string;
  email: string | null;
  role: string | null;
  status: IdentityStatus;
  legalName: string | null;
  dateOfBirth: string | null;
  address: IdentityAddress | null;
  taxIdLast4: string | null;
  provider: string | null;
  reason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
}

/** GET /api/admin/identity: the manual review queue, oldest first. */
export interface IdentityQueueResponse {
  checks: AdminIdentityCheck[];
}

/** GET /api/admin/identity/users/:id: one person's check and accredited certification. */
export interface AdminIdentityUserResponse {
  identity: AdminIdentityCheck;
  accreditation: AccreditationView | null;
}

/** An investor's accredited self-certification (docs/identity.md#accredited-self-certification). */
export interface AccreditationView {
  certifiedAt: string;
  wordingVersion: string;
  statement: string;
  /** 12 months after `certifiedAt`: from then the Reg CF limit applies again. */
  expiresAt: string;
  lapsed: boolean;
}
