import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../components/ui/toaster';
import { newIdempotencyKey } from '../idempotency-key';

/** The toast once the command has gone through. */
interface Done {
  title: string;
  description: string;
}

/**
 * The state of a dialog that confirms one command on a commitment (cancel, reconfirm).
 * One idempotency key per opening of the dialog, reused when the confirmation is pressed
 * again after a failure, so a retry never acts twice (docs/money.md#idempotency). The
 * dialog closes with a toast on success and shows the server's refusal otherwise.
 */
export function useCommitmentCommand(
  send: (idempotencyKey: string) => Promise<unknown>,
  done: Done,
) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef('');

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
      await send(key.current);
      setOpen(false);
      toaster.success(done);
    } catch (caught) {
      setFailure(
        caught instanceof ApiError ? caught.message : 'Something went wrong. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return { open, onOpenChange, busy, failure, confirm };
}
