/**
 * The page's boot payload: what the worker's render used (shared/document-render.ts),
 * inlined as `<script type="application/json">` (data, not code: the CSP's script-src
 * does not apply), read once by web/main.tsx.
 */
import type { DehydratedState } from '@tanstack/react-query';
import {
  BOOT_PAYLOAD_ID,
  type BootPayload,
  type RenderedSession,
} from '../../shared/document-render';
import type { SessionStart } from '../../machines/session/session.types';
import { storedSession } from './stored-session';

/** A page without a payload (a test's bare shell): a restoring session, an empty cache. */
const EMPTY: BootPayload = {
  session: { kind: 'restoring' },
  queries: { queries: [], mutations: [] },
};

export function readBootPayload(document: Document): BootPayload & { queries: DehydratedState } {
  const text = document.getElementById(BOOT_PAYLOAD_ID)?.textContent;
  const payload = text ? (JSON.parse(text) as BootPayload) : EMPTY;
  return {
    session: payload.session,
    queries: (payload.queries ?? EMPTY.queries) as DehydratedState,
  };
}

/**
 * The session machine's start for the rendered session. Signed in: the page's user, with
 * the stored session's token for the app's own requests when it is still that user's
 * (supabase-js restores and refreshes it in the background either way).
 */
export function sessionStartOf(session: RenderedSession): SessionStart | undefined {
  if (session.kind === 'signedOut') return { kind: 'signedOut' };
  if (session.kind === 'restoring') return undefined;
  const stored = storedSession();
  const accessToken = stored?.user.id === session.user.id ? stored.accessToken : null;
  return { kind: 'signedIn', user: session.user, accessToken };
}
