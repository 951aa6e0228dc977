import type { InspectionEvent } from 'xstate';

/**
 * True when the developer asked for the Stately inspector: development builds only, and
 * only with `?inspect` in the URL or `VITE_INSPECT=true`.
 */
function isInspectorRequested(): boolean {
  if (!import.meta.env.DEV) return false;
  if (import.meta.env.VITE_INSPECT === 'true') return true;
  return new URLSearchParams(window.location.search).has('inspect');
}

const SECRET_KEYS = new Set(['password', 'confirm', 'accessToken']);

/** Passwords and tokens never leave the page, not even to a local inspector window. */
function redactSecrets<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = SECRET_KEYS.has(key) && item ? '[redacted]' : redactSecrets(item);
  }
  return copy as T;
}

/**
 * The `inspect` option for `createActor`/`useActorRef`, or undefined. `@statelyai/inspect`
 * is imported dynamically inside a development-only branch, so production bundles never
 * contain it. Events that happen before it loads are buffered, then replayed.
 */
export function devInspector(): ((event: InspectionEvent) => void) | undefined {
  if (!isInspectorRequested()) return undefined;
  const buffered: InspectionEvent[] = [];
  let forward: ((event: InspectionEvent) => void) | null = null;
  if (import.meta.env.DEV) {
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector({
        sanitizeEvent: redactSecrets,
        sanitizeContext: redactSecrets,
      });
      forward = (event) => inspector.inspect.next?.(event);
      for (const event of buffered.splice(0)) forward(event);
    });
  }
  return (event) => {
    if (forward) forward(event);
    else buffered.push(event);
  };
}

let appInspector: { inspect: ReturnType<typeof devInspector> } | null = null;

/**
 * Actor options that attach the page's one inspector (StrictMode renders twice, and two
 * inspector windows would open): spread into `useActorRef`/`useMachine` options.
 */
export function inspectOptions(): { inspect?: (event: InspectionEvent) => void } {
  // A production build folds this to `return {}` and drops the rest of the module: the
  // form pages that import it (forgot password, sign-up) do not fetch a development tool.
  if (!import.meta.env.DEV) return {};
  appInspector ??= { inspect: devInspector() };
  return appInspector.inspect ? { inspect: appInspector.inspect } : {};
}
