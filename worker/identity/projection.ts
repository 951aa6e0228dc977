/**
 * Projection of the identity and accreditation streams (docs/events.md#identity-events)
 * into `identity_checks` and `accreditation_certifications`. Self-contained: the app's
 * projector hands it every event of those two stream types.
 */
import type { StoredEvent, StoredEventOf } from '../kernel/types';

type IdentityEvent = StoredEventOf<'identity'> | StoredEventOf<'accreditation'>;

/** The read models this projection writes, cleared by a rebuild. */
export const IDENTITY_TABLES = ['identity_checks', 'accreditation_certifications'] as const;

export const identityStreamId = (userId: string) => `identity:${userId}`;
export const accreditationStreamId = (userId: string) => `accreditation:${userId}`;
const userOf = (streamId: string) => streamId.replace(/^(identity|accreditation):/, '');

export function isIdentityEvent(event: StoredEvent): event is IdentityEvent {
  return event.streamType === 'identity' || event.streamType === 'accreditation';
}

function decided(db: D1Database, event: IdentityEvent, status: string, reason: string | null) {
  return db
    .prepare(
      `UPDATE identity_checks SET status = ?, reason = ?, decided_at = ?, decided_by = ?, version = ?
       WHERE user_id = ?`,
    )
    .bind(
      status,
      reason,
      event.occurredAt,
      event.type === 'identity.review_decided' ? event.actorId : null,
      event.version,
      userOf(event.streamId),
    );
}

export function projectIdentityEvent(db: D1Database, event: IdentityEvent): D1PreparedStatement[] {
  switch (event.type) {
    case 'identity.check_submitted': {
      const p = event.payload;
      // A new check replaces the last one (a failed check may be tried again).
      return [
        db
          .prepare(
            `INSERT INTO identity_checks (user_id, status, legal_name, date_of_birth, address,
               tax_id_last4, provider, reason, submitted_at, decided_at, decided_by, version)
             VALUES (?, 'submitted', ?, ?, ?, ?, ?, NULL, ?, NULL, NULL, ?)
             ON CONFLICT (user_id) DO UPDATE SET status = 'submitted',
               legal_name = excluded.legal_name, date_of_birth = excluded.date_of_birth,
               address = excluded.address, tax_id_last4 = excluded.tax_id_last4,
               provider = excluded.provider, reason = NULL, submitted_at = excluded.submitted_at,
               decided_at = NULL, decided_by = NULL, version = excluded.version`,
          )
          .bind(
            p.userId,
            p.legalName,
            p.dateOfBirth,
            JSON.stringify(p.address),
            p.taxIdLast4,
            p.provider,
            event.occurredAt,
            event.version,
          ),
      ];
    }
    case 'identity.verified':
      return [decided(db, event, 'verified', null)];
    case 'identity.failed':
      return [decided(db, event, 'failed', event.payload.reason)];
    case 'identity.review_required':
      return [decided(db, event, 'pending_review', event.payload.reason)];
    case 'identity.review_decided':
      return [
        decided(
          db,
          event,
          event.payload.decision === 'approve' ? 'verified' : 'failed',
          event.payload.reason,
        ),
      ];
    case 'accreditation.certified':
      return [
        db
          .prepare(
            `INSERT INTO accreditation_certifications (investor_id, wording_version, statement, certified_at)
             VALUES (?, ?, ?, ?)
             ON CONFLICT (investor_id) DO UPDATE SET wording_version = excluded.wording_version,
               statement = excluded.statement, certified_at = excluded.certified_at`,
          )
          .bind(
            userOf(event.streamId),
            event.payload.wordingVersion,
            event.payload.statement,
            event.occurredAt,
          ),
      ];
  }
}
