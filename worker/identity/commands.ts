/**
 * The identity commands (docs/identity.md): a person sends a check, the provider decides
 * it, an admin decides one in manual review. Each appends at the version it read, so of
 * two concurrent commands on one person's stream one lands and the other is refused.
 */
import type { IdentityCheckRequest, IdentityDecisionRequest } from '../../shared/identity/check';
import { appendToStream, ConcurrencyConflictError, type NewEvent } from '../event-store';
import { ApiError } from '../http/api-error';
import type { IdentityProvider, IdentityVerdict } from './provider';
import { identityStreamId } from './projection';
import { identityStatusOf } from './queries';

function verdictEvent(provider: IdentityProvider, verdict: IdentityVerdict, at: string): NewEvent {
  const base = { provider: provider.id, reference: verdict.reference };
  switch (verdict.outcome) {
    case 'verified':
      return { type: 'identity.verified', occurredAt: at, payload: base };
    case 'failed':
      return {
        type: 'identity.failed',
        occurredAt: at,
        payload: { ...base, reason: verdict.reason },
      };
    case 'review':
      return {
        type: 'identity.review_required',
        occurredAt: at,
        payload: { ...base, reason: verdict.reason },
      };
  }
}

function raced(): ApiError {
  return new ApiError(
    409,
    'identity_check_conflict',
    'Your identity check changed while this request was sent. Reload the page and check its status.',
  );
}

/**
 * Sends `person` to the provider and records the check with its verdict. Refused while a
 * check waits for review or once verified; a failed check may be tried again.
 */
export async function submitIdentityCheck(
  db: D1Database,
  provider: IdentityProvider,
  userId: string,
  person: IdentityCheckRequest,
  now: Date,
) {
  const current = await identityStatusOf(db, userId);
  if (current.status === 'verified') {
    throw new ApiError(409, 'identity_already_verified', 'Your identity is already verified.');
  }
  if (current.status === 'pending_review') {
    throw new ApiError(
      409,
      'identity_review_pending',
      'Your identity check is waiting for a manual review by our team; there is nothing to send until it is decided.',
    );
  }
  const verdict = await provider.check({ ...person, userId });
  const at = now.toISOString();
  try {
    await appendToStream(db, {
      streamId: identityStreamId(userId),
      streamType: 'identity',
      expectedVersion: current.version,
      actorId: userId,
      events: [
        {
          type: 'identity.check_submitted',
          occurredAt: at,
          payload: { userId, provider: provider.id, simulated: provider.simulated, ...person },
        },
        verdictEvent(provider, verdict, at),
      ],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) throw raced();
    throw error;
  }
  return identityStatusOf(db, userId);
}

/** An admin approves or rejects a check in manual review, with the reason recorded. */
export async function decideIdentityReview(
  db: D1Database,
  adminId: string,
  userId: string,
  decision: IdentityDecisionRequest,
  now: Date,
) {
  const current = await identityStatusOf(db, userId);
  if (current.status !== 'pending_review') {
    throw new ApiError(
      409,
      'identity_not_in_review',
      current.status === 'unverified'
        ? 'This person has not sent an identity check.'
        : 'This identity check is no longer waiting for review: another admin may have decided it. Reload the queue.',
    );
  }
  try {
    await appendToStream(db, {
      streamId: identityStreamId(userId),
      streamType: 'identity',
      expectedVersion: current.version,
      actorId: adminId,
      events: [
        {
          type: 'identity.review_decided',
          occurredAt: now.toISOString(),
          payload: { decision: decision.decision, reason: decision.reason },
        },
      ],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) throw raced();
    throw error;
  }
}
