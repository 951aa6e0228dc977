import { useRef, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { InvestmentView } from '../../../../shared/investing/api';
import { formatCents } from '../../../../shared/money/cents';
import { ApiError } from '../../../lib/api-client';
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
    <Dialog.Root
      placement="center"
      role="alertdialog"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          Cancel
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel your commitment to {investment.projectTitle}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Your SAFE is cancelled and {amount} returns to your wallet. You can invest again
                  while the offering is open.
                </Text>
                {failure && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep it</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                onClick={confirm}
                loading={busy}
                loadingText="Cancelling..."
              >
                Cancel commitment
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
