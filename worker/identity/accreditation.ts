/**
 * The accredited self-certification as the money rules see it
 * (docs/identity.md#accredited-self-certification): a profile's "accredited" lifts the
 * Reg CF limit only while its certification is less than 12 months old.
 */
import {
  ACCREDITATION_STATEMENT,
  ACCREDITATION_WORDING_VERSION,
} from '../../shared/identity/accreditation';
import type { AccreditationView } from '../../shared/identity/check';
import type { InvestorProfile } from '../../shared/money/investor-profile';
import type { NewEvent } from '../event-store';
import { accreditationStreamId } from './projection';
import { accreditationOf } from './queries';

/** The profile the limit is computed from: accredited only with a current certification. */
export function effectiveProfile(
  profile: InvestorProfile,
  accreditation: AccreditationView | null,
): InvestorProfile {
  const current = accreditation !== null && !accreditation.lapsed;
  return { ...profile, accredited: profile.accredited && current };
}

/** The stated profile as the limit sees it at `now`, or null when none is stated. */
export async function effectiveProfileOf(
  db: D1Database,
  userId: string,
  profile: InvestorProfile | null,
  now: Date,
): Promise<InvestorProfile | null> {
  if (!profile) return null;
  if (!profile.accredited) return profile;
  return effectiveProfile(profile, await accreditationOf(db, userId, now));
}

/** True when stating `profile` must record a (new) certification. */
export function needsCertification(
  profile: InvestorProfile,
  accreditation: AccreditationView | null,
): boolean {
  if (!profile.accredited) return false;
  return (
    accreditation === null ||
    accreditation.lapsed ||
    accreditation.wordingVersion !== ACCREDITATION_WORDING_VERSION
  );
}

/** The append of a certification in today's wording, made by the investor. */
export function certificationAppend(userId: string, now: Date) {
  const event: NewEvent = {
    type: 'accreditation.certified',
    occurredAt: now.toISOString(),
    payload: { wordingVersion: ACCREDITATION_WORDING_VERSION, statement: ACCREDITATION_STATEMENT },
  };
  return {
    streamId: accreditationStreamId(userId),
    streamType: 'accreditation' as const,
    expectedVersion: 'any' as const,
    actorId: userId,
    events: [event],
  };
}
