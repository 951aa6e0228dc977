import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from '../../../components/icons/circle-check';
import { LuCircleDashed } from '../../../components/icons/circle-dashed';
import type { InvestmentClosingFields, RefundTimeline } from '../../../../shared/closing/api';
import type { Holding, HoldingStatus } from '../../../../shared/conversion/api';
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

function SettledOn({ at }: { at: string | undefined | null }) {
  if (!at) return null;
  return (
    <>
      , settled on <time dateTime={at}>{formatDate(at)}</time>,
    </>
  );
}

/**
 * What became of a settled SAFE after the raise, in the words of its portfolio line (the
 * same holding); a SAFE with no outcome yet is held until it converts.
 */
function SettledSafe({
  settledAt,
  holding,
}: {
  settledAt?: string | null;
  holding: Holding | null;
}) {
  if (holding === null || holding.status === 'safe_outstanding') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Settled SAFE
        {settledAt && (
          <>
            {' '}
            since <time dateTime={settledAt}>{formatDate(settledAt)}</time>
          </>
        )}
        : the offering was funded and you hold this SAFE until it converts.
      </Text>
    );
  }
  const returned = holding.payoutCents ? formatCents(holding.payoutCents) : null;
  const outcome: Record<Exclude<HoldingStatus, 'safe_outstanding'>, string> = {
    converted: ` converted to ${(holding.shares ?? 0).toLocaleString('en-US')} shares in a priced round.`,
    cashed_out: ` was cashed out in the sale of the company${returned ? ` for ${returned}` : ''}.`,
    written_off: ` was written off when the company dissolved (${returned ? `${returned} was` : 'nothing was'} returned).`,
  };
  return (
    <Text fontSize="sm" color="fg.muted">
      Your SAFE
      <SettledOn at={settledAt} />
      {outcome[holding.status]}
    </Text>
  );
}

/**
 * What closing did to one investment: a settled SAFE (and what became of it, from its
 * portfolio line), or its refund's timeline. Reads the closing fields each investment
 * gains (shared/closing/api.ts); nothing before a close.
 */
export function ClosingOutcome({
  investment,
  holding = null,
}: {
  investment: InvestmentView;
  holding?: Holding | null;
}) {
  const closing = investment as InvestmentView & Partial<InvestmentClosingFields>;
  if (closing.refund) return <RefundTimelineView refund={closing.refund} />;
  if (investment.status === 'settled') {
    return <SettledSafe settledAt={closing.settledAt} holding={holding} />;
  }
  return null;
}
