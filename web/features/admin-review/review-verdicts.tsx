import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ManagedProject } from '../../../shared/api';
import { ApiError } from '../../lib/api-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { ReviewVerdict } from './api/send-verdict';
import { VerdictForm } from './verdict-form';

export interface ReviewVerdictsProps {
  project: Pick<ManagedProject, 'title'>;
  /** Verdicts only while the lifecycle allows one, and only for an admin. */
  canReview: boolean;
  onVerdict: (verdict: ReviewVerdict) => Promise<void>;
}

type Open = 'none' | 'request-changes' | 'reject';

/**
 * A review's three verdicts, their note or reason, and the outcome of sending one. Its
 * own component with its own state, so opening "Request changes" or "Reject" draws this
 * part alone, not the project details above it (description, facts, terms, disclosures).
 */
export function ReviewVerdicts({ project, canReview, onVerdict }: ReviewVerdictsProps) {
  const [open, setOpen] = useState<Open>('none');
  // The reason of a rejection waiting for the admin's confirmation.
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const decide = async (verdict: ReviewVerdict) => {
    setBusy(true);
    setError(undefined);
    try {
      await onVerdict(verdict);
    } catch (err) {
      const details = err instanceof ApiError ? err.details : undefined;
      setError(
        details?.note ??
          details?.reason ??
          (err instanceof ApiError ? err.message : 'Something went wrong. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {open === 'none' && error && (
        <Text color="red.700" _dark={{ color: 'red.300' }} role="alert">
          {error}
        </Text>
      )}
      {open === 'none' && canReview && (
        <HStack gap="2" wrap="wrap">
          <ConfirmDialog
            title={`Approve ${project.title}?`}
            confirmLabel="Approve and go live"
            palette="green"
            onConfirm={() => void decide({ kind: 'approve' })}
            trigger={
              <Button
                colorPalette="green"
                // green.600 under white text is 3.3:1; green.700 reaches AA.
                bg="green.700"
                _hover={{ bg: 'green.800' }}
                size="sm"
                loading={busy}
              >
                Approve
              </Button>
            }
          >
            It goes live on Discover at once: anyone can see it and investors can commit money on
            its terms. The creator can no longer edit it.
          </ConfirmDialog>
          <Button variant="outline" size="sm" onClick={() => setOpen('request-changes')}>
            Request changes
          </Button>
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setOpen('reject')}>
            Reject
          </Button>
        </HStack>
      )}
      {open === 'request-changes' && (
        <VerdictForm
          label="Note to the creator"
          submitLabel="Send request"
          missingMessage="Write a note for the creator."
          palette="blue"
          error={error}
          busy={busy}
          onSubmit={(note) => void decide({ kind: 'request-changes', note })}
          onCancel={() => setOpen('none')}
        />
      )}
      {open === 'reject' && (
        <VerdictForm
          label="Reason for rejecting"
          submitLabel="Reject project"
          missingMessage="Write a reason for the creator."
          palette="red"
          error={error}
          busy={busy}
          onSubmit={setRejecting}
          onCancel={() => setOpen('none')}
        />
      )}
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(isOpen) => !isOpen && setRejecting(null)}
        title={`Reject ${project.title}?`}
        confirmLabel="Reject project"
        palette="red"
        onConfirm={() => rejecting && void decide({ kind: 'reject', reason: rejecting })}
      >
        It will not be listed, and the creator sees your reason. A rejection is final: the creator
        cannot resubmit this project.
      </ConfirmDialog>
    </>
  );
}
