import { Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatDate } from '../../../../shared/format';
import { CANCELLATION_CLOSED_REASON, isOpenCommitment } from '../cancellation';
import { formatDateTimeUtc } from '../format-time';
import { formatCountdown } from '../use-now';

interface CancellationStatusProps {
  investment: InvestmentView;
  now: Date;
  cancellable: boolean;
}

/**
 * Until when this commitment can be cancelled, counting down to its own cut-off; after
 * the cut-off, why it can no longer be (17 CFR 227.304(a)).
 */
export function CancellationStatus({ investment, now, cancellable }: CancellationStatusProps) {
  if (cancellable) {
    const left = Date.parse(investment.cancellationCutoffAt) - now.getTime();
    return (
      <Text fontSize="sm" color="fg.muted">
        Cancel until {formatDateTimeUtc(investment.cancellationCutoffAt)}:{' '}
        <Text
          as="span"
          role="timer"
          fontWeight="medium"
          color="fg"
          fontVariantNumeric="tabular-nums"
        >
          {formatCountdown(left)} left
        </Text>
      </Text>
    );
  }
  if (isOpenCommitment(investment)) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {CANCELLATION_CLOSED_REASON}
      </Text>
    );
  }
  if (investment.status === 'cancelled' && investment.cancelledAt) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Cancelled on {formatDate(investment.cancelledAt)}; the money went back to your wallet.
      </Text>
    );
  }
  return null;
}
