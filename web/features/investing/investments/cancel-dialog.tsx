import { Button, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { ActionDialog } from '../../../components/action-dialog';
import { useCancelInvestment } from '../api/cancel-investment';
import { useCommitmentCommand } from './use-commitment-command';

/**
 * Cancel, after a confirmation that says what happens: the commitment ends and its
 * amount returns to the wallet. One idempotency key per opening of the dialog, reused
 * when the confirmation is pressed again after a failure.
 */
export function CancelDialog({ investment }: { investment: InvestmentView }) {
  const cancel = useCancelInvestment();
  const amount = formatCents(investment.amountCents);
  const { open, onOpenChange, busy, failure, confirm } = useCommitmentCommand(
    (idempotencyKey) => cancel({ id: investment.id, idempotencyKey }),
    { title: 'Commitment cancelled', description: `${amount} is back in your wallet.` },
  );

  return (
    <ActionDialog
      alert
      trigger={
        <Button size="sm" variant="outline" colorPalette="red">
          Cancel
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title={<>Cancel your commitment to {investment.projectTitle}?</>}
      failure={failure}
      cancelLabel="Keep it"
      confirmLabel="Cancel commitment"
      busyLabel="Cancelling..."
      palette="red"
      busy={busy}
      action={{ confirm }}
    >
      <Text>
        Your SAFE is cancelled and {amount} returns to your wallet. You can invest again while the
        offering is open.
      </Text>
    </ActionDialog>
  );
}
