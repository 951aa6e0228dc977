import { Stack, Text } from '@chakra-ui/react';
import { ROUNDING_NOTE } from '../../../shared/conversion/statement';
import { formatCents } from '../../../shared/money/cents';
import { CapTableView } from './cap-table-view';
import type { ConversionPreview } from './preview';
import { SafeResults } from './safe-results';

/** What the event would do, computed exactly as the record will be. */
export function ConversionPreviewView({ preview }: { preview: ConversionPreview }) {
  const round = preview.outcome.pricedRound;
  const paid = preview.outcome.safes.reduce((sum, s) => sum + (s.payoutCents ?? 0), 0);
  return (
    <Stack gap="3">
      {round ? (
        <Text>
          The round&apos;s price is ${preview.roundPricePerShare} a share; its new investors receive{' '}
          {round.newMoneyShares.toLocaleString('en-US')} shares, for{' '}
          {round.sharesAfterRound.toLocaleString('en-US')} shares after the round.
        </Text>
      ) : (
        <Text>The SAFEs are paid {formatCents(paid)} in all.</Text>
      )}
      <SafeResults outcome={preview.outcome} />
      {preview.capTable && (
        <CapTableView capTable={preview.capTable} afterLabel="After the round" />
      )}
      {round && (
        <Text fontSize="sm" color="fg.muted">
          {ROUNDING_NOTE}
        </Text>
      )}
    </Stack>
  );
}
