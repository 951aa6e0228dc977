import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { Holding } from '../../../../shared/conversion/api';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatDate, formatEquity } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import { paths } from '../../../../shared/routes';
import { RouterLink } from '../../../components/router-link';
import { CoverThumbnail } from '../../../components/cover-thumbnail';
import { canCancel } from '../cancellation';
import { CancelDialog } from './cancel-dialog';
import { CancellationStatus } from './cancellation-status';
import { CommitmentStatusBadge } from './commitment-status-badge';
import { ReconfirmDialog, ReconfirmNotice } from './reconfirm-dialog';
import { SafeDialog } from './safe-dialog';
import { ClosingOutcome } from './refund-timeline';
import { useSafeHolding } from '../api/get-safe-holding';

interface InvestmentItemProps {
  investment: InvestmentView;
  investorId: string;
  now: Date;
}

/**
 * One commitment: project, status, amount, date, its cancellation countdown and actions.
 * A settled SAFE also reads its portfolio line, so the row names what became of it.
 */
export function InvestmentItem(props: InvestmentItemProps) {
  return props.investment.status === 'settled' ? (
    <SettledInvestmentItem {...props} />
  ) : (
    <InvestmentRow {...props} holding={null} />
  );
}

/** Only a settled SAFE has a portfolio line: other rows never ask for the portfolio. */
function SettledInvestmentItem(props: InvestmentItemProps) {
  const holding = useSafeHolding(props.investment.id);
  return <InvestmentRow {...props} holding={holding} />;
}

function InvestmentRow({
  investment,
  investorId,
  now,
  holding,
}: InvestmentItemProps & { holding: Holding | null }) {
  const cancellable = canCancel(investment, investorId, now);
  return (
    <Flex as="li" gap="4" align="flex-start" py="4" borderBottomWidth="1px" flexWrap="wrap">
      <CoverThumbnail src={investment.coverImage} width="20" />
      <Stack gap="1" flex="1" minW="14rem">
        <HStack gap="3" flexWrap="wrap">
          <RouterLink to={paths.project(investment.projectSlug)} fontWeight="semibold">
            {investment.projectTitle}
          </RouterLink>
          <CommitmentStatusBadge status={investment.status} outcome={holding?.status ?? null} />
        </HStack>
        <Text fontSize="sm">
          <Text as="span" fontWeight="medium">
            {formatCents(investment.amountCents)}
          </Text>{' '}
          committed on {formatDate(investment.committedAt)}
          {investment.equityPercent !== null &&
            ` · ${formatEquity(investment.equityPercent)} equity at the cap`}
        </Text>
        <CancellationStatus investment={investment} now={now} cancellable={cancellable} />
        <ReconfirmNotice investment={investment} />
        <ClosingOutcome investment={investment} holding={holding} />
      </Stack>
      <HStack gap="2" flexShrink="0">
        <SafeDialog investment={investment} />
        <ReconfirmDialog investment={investment} investorId={investorId} now={now} />
        {cancellable && <CancelDialog investment={investment} />}
      </HStack>
    </Flex>
  );
}
