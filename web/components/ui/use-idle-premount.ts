import { startTransition, useEffect, useState } from 'react';

/**
 * How long a premount waits for the page to go idle before it starts anyway. Short: on a
 * dashboard at 4x CPU the page is rarely idle in its first second (hydration, the charts),
 * and the premount, a transition, gives way to a click anyway.
 */
const IDLE_DEADLINE_MS = 500;

/** Runs `task` when the browser is idle (or after the deadline); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_DEADLINE_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, IDLE_DEADLINE_MS);
  return () => clearTimeout(handle);
}

/**
 * False until the page has gone idle after it started, then true, set as a transition.
 *
 * For a part that is hidden at first but costly to mount (a modal dialog's content):
 * mounted hidden in the background, so the click that shows it only shows it. As a
 * transition React renders it in slices and sets it aside for any input's own update, so
 * a click that comes meanwhile is not held back by it. Always false in the server's render
 * and the hydration, so the server's HTML does not carry the hidden part.
 */
export function useIdlePremount(enabled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [enabled]);
  return enabled && ready;
}
