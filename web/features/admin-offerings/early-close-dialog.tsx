import { useState } from 'react';
import { Button, Field, Input, Text } from '@chakra-ui/react';
import type { AdminOfferingRow } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { ApiError } from '../../lib/api-client';
import { ActionDialog } from '../../components/action-dialog';
import { toaster } from '../../components/ui/toaster';
import { useEarlyClose } from './api/early-close';

/** The chosen calendar day as the deadline's instant: the end of that day (UTC). */
export function deadlineOf(day: string): string {
  return `${day}T23:59:59.000Z`;
}

/**
 * Close early: asks for the new deadline (no earlier than the rule allows) and spells
 * out what follows before anything is sent. The server decides; its refusal (with the
 * rule and figure) is shown as it is.
 */
export function EarlyCloseDialog({ offering }: { offering: AdminOfferingRow }) {
  const earliest = offering.earlyClose.earliestDeadline?.slice(0, 10) ?? '';
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(earliest);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const earlyClose = useEarlyClose();
  const raised = formatCents(offering.committedCents, { cents: 'auto' });
  const investors = `${offering.investorCount} ${offering.investorCount === 1 ? 'investor' : 'investors'}`;

  async function confirm() {
    if (!day) return setFailure('Choose the new deadline.');
    setBusy(true);
    setFailure(null);
    try {
      const answer = await earlyClose({
        projectId: offering.projectId,
        newEndsAt: deadlineOf(day),
      });
      setOpen(false);
      toaster.success({
        title: `${offering.title} closes early`,
        description: `New deadline ${formatDate(answer.offering.endsAt)}; ${answer.notifiedCount} notified.`,
      });
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Close ${offering.title} early`}>
          Close early
        </Button>
      }
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDay(earliest);
          setFailure(null);
        }
      }}
      title={<>Close {offering.title} early?</>}
      failure={failure}
      gap="4"
      cancelLabel="Keep the current end"
      confirmLabel="Notify investors and close early"
      busyLabel="Closing..."
      palette="brand"
      busy={busy}
      action={{ confirm }}
    >
      <Field.Root required invalid={Boolean(failure)}>
        <Field.Label>New deadline</Field.Label>
        <Input
          type="date"
          value={day}
          min={earliest}
          max={offering.endsAt.slice(0, 10)}
          onChange={(event) => setDay(event.target.value)}
        />
        <Field.HelperText>
          At least 5 business days from today (earliest {earliest && formatDate(earliest)}
          ), before the current end, {formatDate(offering.endsAt)}.
        </Field.HelperText>
      </Field.Root>
      <Text>
        The offering will end on {day ? formatDate(day) : 'the day you choose'} instead of{' '}
        {formatDate(offering.endsAt)}. All {investors} are notified now, and can still cancel until
        48 hours before the new deadline.
      </Text>
      <Text>
        At the new deadline the offering closes: if commitments still meet the goal, {raised}{' '}
        (today&apos;s figure) goes to the founder less the 5 % platform fee and every commitment
        becomes a settled SAFE; otherwise everyone is refunded. This cannot be undone.
      </Text>
    </ActionDialog>
  );
}
