import { Button, Text } from '@chakra-ui/react';
import { investmentSnapshotOf } from '../../../../machines/investment';
import {
  INVESTING_PATHS,
  type InvestmentView,
  type InvestmentResponse,
} from '../../../../shared/investing/api';
import { formatDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import { useApiCommand } from '../../../lib/api-query';
import { ActionDialog } from '../../../components/action-dialog';
import { refreshInvestorFigures, storeInvestmentAnswer } from '../api/cache';
import { useCommitmentCommand } from './use-commitment-command';

/** 'Dec 1, 2026, 17:09 UTC': the deadline to the minute, in the zone the server counts in. */
function formatDateTime(iso: string): string {
  return `${formatDate(iso)}, ${iso.slice(11, 16)} UTC`;
}

/** POST /api/investments/:id/reconfirm: the commitment stands on the changed terms. */
export function useReconfirmInvestment() {
  return useApiCommand<{ id: string; idempotencyKey: string }, InvestmentResponse>(
    ({ id, idempotencyKey }) => ({
      path: INVESTING_PATHS.reconfirmInvestment(id),
      method: 'POST',
      body: { idempotencyKey },
    }),
    (answer, _command, cache) => {
      storeInvestmentAnswer(cache.client, cache.userId, answer);
      refreshInvestorFigures(cache);
    },
  );
}

/** Whether the investor may reconfirm at `now`: the investment machine decides, as the server will. */
export function canReconfirm(investment: InvestmentView, investorId: string, now: Date): boolean {
  return investmentSnapshotOf({
    status: investment.status,
    investorId,
    offeringEndsAt: investment.offeringEndsAt,
    reconfirmBy: investment.reconfirmBy ?? null,
  }).can({
    type: 'investment.reconfirm',
    actor: { id: investorId, role: 'investor' },
    at: now.toISOString(),
  });
}

interface ReconfirmDialogProps {
  investment: InvestmentView;
  investorId: string;
  now: Date;
}

/**
 * After a material change of the offering (its terms or its disclosures): why the commitment waits, by when,
 * and a Reconfirm action with a confirmation (Cancel stays beside it). One idempotency
 * key per opening of the dialog, reused when the confirmation is retried.
 */
export function ReconfirmDialog({ investment, investorId, now }: ReconfirmDialogProps) {
  const reconfirm = useReconfirmInvestment();
  const amount = formatCents(investment.amountCents);
  const { open, onOpenChange, busy, failure, confirm } = useCommitmentCommand(
    (idempotencyKey) => reconfirm({ id: investment.id, idempotencyKey }),
    { title: 'Commitment reconfirmed', description: `${amount} stays invested.` },
  );
  if (!canReconfirm(investment, investorId, now) || !investment.reconfirmBy) return null;
  const deadline = formatDateTime(investment.reconfirmBy);

  return (
    <ActionDialog
      alert
      trigger={
        <Button size="sm" colorPalette="blue">
          Reconfirm
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title={<>Reconfirm your commitment to {investment.projectTitle}?</>}
      failure={failure}
      cancelLabel="Not now"
      confirmLabel="Reconfirm commitment"
      busyLabel="Reconfirming..."
      palette="blue"
      busy={busy}
      action={{ confirm }}
    >
      <Text>
        The founder made a material change to the offering (its terms or its disclosures). Your{' '}
        {amount} stays invested only if you reconfirm by {deadline}; otherwise it is cancelled then
        and returns to your wallet. The changes are listed in the email we sent you.
      </Text>
    </ActionDialog>
  );
}

/** The line under a commitment that waits for reconfirmation: by when, and what happens otherwise. */
export function ReconfirmNotice({ investment }: { investment: InvestmentView }) {
  if (investment.status !== 'reconfirmation_required' || !investment.reconfirmBy) return null;
  return (
    <Text fontSize="sm" color="orange.700" _dark={{ color: 'orange.300' }}>
      The offering changed: reconfirm by {formatDateTime(investment.reconfirmBy)} or this commitment
      is cancelled and refunded.
    </Text>
  );
}
