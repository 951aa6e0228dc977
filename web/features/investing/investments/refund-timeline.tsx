import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleDashed } from '../../../components/icons';
import type { InvestmentClosingFields, RefundTimeline } from '../../../../shared/closing/api';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';

const REASONS: Record<RefundTimeline['reason'], string> = {
  offering_failed: 'The offering did not reach its goal, so no SAFE was issued.',
  offering_withdrawn:
    'The creator withdrew the offering before its deadline, so no SAFE was issued.',
  reconfirmation_lapsed:
    'The offering changed materially and the commitment was not reconfirmed in time, so it was cancelled.',
};

function Step({ done, label, at }: { done: boolean; label: string; at: string | null }) {
  const Icon = done ? LuCircleCheck : LuCircleDashed;
  return (
    <HStack as="li" gap="2" align="center">
      <Box as="span" color={done ? 'green.fg' : 'fg.muted'} aria-hidden="true">
        <Icon />
      </Box>
      <Text fontSize="sm">
        {label}:{' '}
        {at ? (
          <time dateTime={at}>{formatDate(at)}</time>
        ) : (
          <Text as="span" color="fg.muted">
            in progress
          </Text>
        )}
      </Text>
    </HStack>
  );
}

/** A refund's status for its investor: initiated → returned to the wallet, with dates. */
export function RefundTimelineView({ refund }: { refund: RefundTimeline }) {
  const amount = formatCents(refund.amountCents);
  return (
    <Stack gap="1" as="section" aria-label="Refund status">
      <Text fontSize="sm">{REASONS[refund.reason]}</Text>
      <Stack as="ol" gap="1" listStyleType="none">
        <Step done label={`Refund of ${amount} initiated`} at={refund.initiatedAt} />
        <Step
          done={refund.returnedAt !== null}
          label="Returned to your wallet"
          at={refund.returnedAt}
        />
      </Stack>
    </Stack>
  );
}

/**
 * What closing did to one investment: a settled SAFE, or its refund's timeline. Reads
 * the closing fields each investment gains (shared/closing/api.ts); nothing before a
 * close.
 */
export function ClosingOutcome({ investment }: { investment: InvestmentView }) {
  const closing = investment as InvestmentView & Partial<InvestmentClosingFields>;
  if (closing.refund) return <RefundTimelineView refund={closing.refund} />;
  if (investment.status === 'settled') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Settled SAFE
        {closing.settledAt && (
          <>
            {' '}
            since <time dateTime={closing.settledAt}>{formatDate(closing.settledAt)}</time>
          </>
        )}
        : the offering was funded and you hold this SAFE until it converts.
      </Text>
    );
  }
  return null;
}
