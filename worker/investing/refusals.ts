/**
 * The refusals of the money commands, each naming its rule and the figure that decided
 * it (docs/money.md#concurrency). The same sentence answers a pre-check and a race the
 * database caught, with the figure as it stands then.
 */
import { SIGNATURE_MISMATCH_MESSAGE } from '../../shared/investing/signature';
import { formatCents } from '../../shared/money/cents';
import { ApiError } from '../http/api-error';

export function belowMinimum(title: string, minimumCents: number): ApiError {
  return new ApiError(
    422,
    'below_minimum',
    `The minimum investment for ${title} is ${formatCents(minimumCents)}.`,
    { amountCents: `Invest at least ${formatCents(minimumCents)}.` },
  );
}

export function overMaximumRaise(remainingCents: number): ApiError {
  const message =
    remainingCents <= 0
      ? 'This offering is fully subscribed: nothing is left under its maximum raise.'
      : `Only ${formatCents(remainingCents)} is left under this offering's maximum raise.`;
  return new ApiError(409, 'over_maximum_raise', message, { amountCents: message });
}

export function overInvestorLimit(remainingCents: number): ApiError {
  const message = `Your Reg CF limit leaves ${formatCents(remainingCents)} for the next 12 months.`;
  return new ApiError(422, 'over_investor_limit', message, { amountCents: message });
}

export function insufficientFunds(balanceCents: number): ApiError {
  const message = `Your wallet has ${formatCents(balanceCents)}; add funds first.`;
  return new ApiError(422, 'insufficient_funds', message, { amountCents: message });
}

export function profileRequired(): ApiError {
  return new ApiError(
    409,
    'investor_profile_required',
    'State your annual income and net worth in your investor profile first: your Reg CF investment limit depends on them.',
  );
}

export function offeringClosed(endsAt: string): ApiError {
  return new ApiError(
    409,
    'offering_closed',
    `This offering is not taking commitments: it ended or closed (end date ${endsAt.slice(0, 10)}).`,
  );
}

export function offeringNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Project not found.');
}

export function investmentNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'Investment not found.');
}

export function keyReused(): ApiError {
  return new ApiError(
    422,
    'idempotency_key_reused',
    'This idempotency key was already used for a different request. Start a new attempt.',
  );
}

export function signatureMismatch(): ApiError {
  return new ApiError(422, 'validation_failed', 'Check the highlighted fields.', {
    signature: SIGNATURE_MISMATCH_MESSAGE,
  });
}

/** The constraint (or trigger) of migration 0007 a failed batch names, if any. */
export type MoneyConstraint =
  | 'once_per_key'
  | 'maximum_raise'
  | 'balance'
  | 'investor_limit'
  | 'offering_not_open'
  | 'stream_version';

export function constraintOf(error: unknown): MoneyConstraint | null {
  const message = error instanceof Error ? error.message : String(error);
  if (/UNIQUE constraint failed: (commitments|deposits)\.investor_id/.test(message))
    return 'once_per_key';
  if (message.includes('offering_within_maximum_raise')) return 'maximum_raise';
  if (message.includes('balance_not_negative')) return 'balance';
  if (message.includes('investor_limit_exceeded')) return 'investor_limit';
  // The offering's close started first (closeNotStarted in commit.ts).
  if (message.includes('offering_not_open') || message.includes('settlements.project_id'))
    return 'offering_not_open';
  if (message.includes('concurrency_conflict') || message.includes('events.stream_id')) {
    return 'stream_version';
  }
  return null;
}
