import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { formatCents } from '../../../shared/money/cents';
import { ApiError } from '../../lib/api-client';
import { ActionDialog } from '../../components/action-dialog';
import { IdentityGate } from '../../components/identity/identity-gate';
import { toaster } from '../../components/ui/toaster';
import { AmountField } from './amount-field';
import { parseAmount } from './amount';
import { useAddFunds } from './api/add-funds';
import { useWallet } from './api/get-wallet';
import { newIdempotencyKey } from './idempotency-key';

/** Said until the wallet (with the rail's own notice) has loaded: never pretend money moves. */
const FALLBACK_NOTICE = 'Simulated bank transfer: no real money moves.';

/** One attempt: its key, and the amount it was sent with (a new amount is a new attempt). */
interface Attempt {
  key: string;
  cents: number | null;
}

/**
 * Add Funds: a dialog that adds money to the wallet through the payment rail, which here
 * is a simulated bank transfer (docs/money.md#payment-rail), and says so. One idempotency
 * key per attempt: made when the dialog opens, reused when the same amount is retried.
 */
export function AddFundsDialog() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<Attempt>({ key: '', cents: null });
  const wallet = useWallet();
  const addFunds = useAddFunds();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      attempt.current = { key: newIdempotencyKey(), cents: null };
      setText('');
      setError(null);
      setFailure(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(text);
    setError(parsed.error);
    setFailure(null);
    if (parsed.cents === null) return;
    if (attempt.current.cents !== null && attempt.current.cents !== parsed.cents) {
      attempt.current = { key: newIdempotencyKey(), cents: null };
    }
    attempt.current.cents = parsed.cents;
    setBusy(true);
    try {
      await addFunds({ amountCents: parsed.cents, idempotencyKey: attempt.current.key });
      setOpen(false);
      toaster.success({
        title: 'Funds added',
        description: `${formatCents(parsed.cents)} is in your wallet (simulated bank transfer).`,
      });
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      const field = apiError?.details?.amountCents;
      if (field) setError(field);
      else setFailure(apiError?.message ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const notice = wallet.status === 'success' ? wallet.data.rail.notice : FALLBACK_NOTICE;
  return (
    <ActionDialog
      trigger={
        <Button size="sm" colorPalette="blue" alignSelf="flex-start">
          Add Funds
        </Button>
      }
      open={open}
      onOpenChange={onOpenChange}
      title="Add Funds"
      failure={failure}
      gap="4"
      cancelLabel="Close"
      confirmLabel="Add funds"
      busyLabel="Adding..."
      palette="brand"
      busy={busy}
      action={{ submit }}
      // The dashboard's first click is often this one: its dialog is ready before it.
      premount
    >
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No real money moves</Alert.Title>
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <IdentityGate action="money" />
      <AmountField
        label="Amount to add"
        value={text}
        onChange={setText}
        error={error}
        helper="From $1.00 to $1,000,000.00 per transfer."
      />
    </ActionDialog>
  );
}
