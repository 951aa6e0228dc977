import { useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { AdminOfferingRow } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { ApiError } from '../../lib/api-client';
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
    <Dialog.Root
      placement="center"
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setDay(earliest);
          setFailure(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`Close ${offering.title} early`}>
          Close early
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Close {offering.title} early?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
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
                  {formatDate(offering.endsAt)}. All {investors} are notified now, and can still
                  cancel until 48 hours before the new deadline.
                </Text>
                <Text>
                  At the new deadline the offering closes: if commitments still meet the goal,{' '}
                  {raised} (today&apos;s figure) goes to the founder less the 5 % platform fee and
                  every commitment becomes a settled SAFE; otherwise everyone is refunded. This
                  cannot be undone.
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
                <Button variant="outline">Keep the current end</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="brand"
                onClick={confirm}
                loading={busy}
                loadingText="Closing..."
              >
                Notify investors and close early
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
