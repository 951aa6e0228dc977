import { useState, type FormEvent } from 'react';
import { errorText } from './error-text';

/**
 * The submit of a form that sends one command: one request at a time, the button loading while it
 * runs, and the server's sentence shown on failure with what was typed kept, so the user
 * can change it and send again.
 */
export function useSendForm<T>(send: () => Promise<T>, onSent: (result: T) => void) {
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
