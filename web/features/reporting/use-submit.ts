import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api-client';

/** The server's sentence for a refusal (a refused field's own message first). */
function errorText(caught: unknown): string {
  if (!(caught instanceof ApiError)) return 'Something went wrong. Please try again.';
  const fields = Object.values(caught.details ?? {});
  return fields.length > 0 ? fields.join(' ') : caught.message;
}

/** One request at a time; on failure its sentence, with what was typed kept. */
export function useSubmit<T>(send: () => Promise<T>, onSent: (result: T) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      onSent(await send());
    } catch (caught) {
      setFailure(errorText(caught));
    } finally {
      setBusy(false);
    }
  }
  return { submit, busy, failure };
}
