import { useRef, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { ApiError } from '../../../lib/api-client';
import { ActionDialog } from '../../../components/action-dialog';
import { toaster } from '../../../components/ui/toaster';
import { useCancelInvestment } from '../api/cancel-investment';
import { newIdempotencyKey } from '../idempotency-key';

/**
 * Cancel, after a confirmation that says what happens: the commitment ends and its
 * amount returns to the wallet. One idempotency key per opening of the dialog, reused
 * when the confirmation is pressed again after a failure.
 */
export function CancelDialog({ investment }: { investment: InvestmentView }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef('');
  const cancel = useCancelInvestment();
  const amount = formatCents(investment.amountCents);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      key.current = newIdempotencyKey();
      setFailure(null);
    }
  }

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await cancel({ id: investment.id, idempotencyKey: key.current });
      setOpen(false);
      toaster.success({
        title: 'Commitment cancelled',
        description: `${amount} is back in your wallet.`,
      });
    } catch (caught) {
      setFailure(
        caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

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
