import { ApiError } from '../../../lib/api-client';

/**
 * What a failed commitment tells the investor: whether money moved and whether trying
 * again is safe. A refusal (4xx) is the server's decision, written in one batch with
 * nothing else: no money moved. A failure without an answer (network, 5xx) may or may
 * not have reached the ledger, but the command is idempotent: the retry sends the same
 * attempt's key, so it either records the commitment once or returns the one made.
 */
export function commitFailureText(caught: unknown): string {
  const apiError = caught instanceof ApiError ? caught : null;
  if (apiError && apiError.status >= 400 && apiError.status < 500) {
    return `${apiError.message} No money moved.`;
  }
  return (
    'We could not confirm your commitment, so we cannot yet say whether it went through. ' +
    'Trying again is safe: it sends the same signed attempt, so you are never charged twice, ' +
    'and if the first one went through you will see that commitment, not a second one.'
  );
}
