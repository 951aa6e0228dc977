import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../shared/money/cents';
import type { OwnReservationView } from '../../../shared/reservations/api';
import { FormAlert } from '../../components/form-alert';
import { ApiError } from '../../lib/api-client';
import { useReserve, useWithdrawReservation } from './api';

/** Whole dollars, or dollars and cents: "1500" or "1,500.50". Else null. */
export function centsOfDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole = '0', part = ''] = clean.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';
}

/** What the investor's place means, in words. */
function placeText(own: OwnReservationView): string {
  if (own.status === 'confirmed') return 'You confirmed your reservation with a commitment.';
  if (own.place === 'waitlisted') {
    return `You are number ${own.waitlistPosition ?? 1} on the waitlist: you will be offered room in order as it is freed.`;
  }
  if (own.place === 'offered') return 'Room is held for your reservation: confirm it by investing.';
  return '';
}

/** The investor's reserve, change and withdraw (no money moves). */
export function ReservationForm({
  slug,
  projectId,
  own,
  acceptsNew,
}: {
  slug: string;
  projectId: string;
  own: OwnReservationView | null;
  /** False once the offering opened: a standing reservation may still change. */
  acceptsNew: boolean;
}) {
  const reserve = useReserve(slug, projectId);
  const withdraw = useWithdrawReservation(slug, projectId);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(step: () => Promise<unknown>, success: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await step();
      setDone(success);
      setAmount('');
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const cents = centsOfDollars(amount);
    if (cents === null || cents <= 0) {
      setError('Enter an amount in dollars, such as 500 or 1,250.50.');
      return;
    }
    void run(
      () => reserve({ amountCents: cents }),
      `Reserved ${formatCents(cents)}. Nothing was charged.`,
    );
  }

  if (!own && !acceptsNew) return null;
  return (
    <Stack gap="3">
      {own && (
        <Text fontWeight="medium">
          Your reservation: {formatCents(own.amountCents)}. {placeText(own)}
        </Text>
      )}
      {own?.status !== 'confirmed' && (
        <form onSubmit={submit} noValidate aria-label="Reserve an amount">
          <Stack gap="3">
            <Field.Root invalid={Boolean(error)}>
              <Field.Label>{own ? 'New amount (USD)' : 'Amount to reserve (USD)'}</Field.Label>
              <Input
                name="amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                autoComplete="off"
              />
            </Field.Root>
            <HStack gap="2" flexWrap="wrap">
              <Button type="submit" colorPalette="brand" loading={busy}>
                {own ? 'Change reservation' : 'Reserve'}
              </Button>
              {own && (
                <Button
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run(() => withdraw(), 'Your reservation is withdrawn.')}
                >
                  Withdraw reservation
                </Button>
              )}
            </HStack>
          </Stack>
        </form>
      )}
      <FormAlert message={error} />
      <FormAlert message={done} status="success" />
    </Stack>
  );
}
