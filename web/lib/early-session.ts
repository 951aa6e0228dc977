/**
 * The session restore's profile request, started as the page starts. A signed-in page
 * otherwise asks for the profile only after the app, the router's chunks and supabase-js
 * have loaded and supabase-js has read its session; with a stored session that is still
 * good (web/lib/supabase.ts, storedSession) the request needs none of them, so it runs
 * while they download and the session machine's fetchProfile takes its answer
 * (web/lib/session-actors.ts). Nothing here decides who is signed in: the answer is used
 * only for the same user id, once, and a 401 ends the session as the normal request's would.
 */
import { PUBLIC_API_KEY } from '../../shared/constants';
import type { StoredSession } from './stored-session';

/** The profile request's outcome: its status and JSON body (null when none). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

/**
 * How long an early answer is the one to use. A dashboard drawn ahead of its app stays
 * until the visitor moves, which may be long after: an app started later asks again.
 */
export const EARLY_ANSWER_FRESH_MS = 30_000;

let early: { userId: string; startedAt: number; answer: Promise<EarlyAnswer> } | null = null;

/** The profile query supabase-js sends for `.from('profiles').select(…).eq('id', …).single()`. */
export function profileRequestPath(userId: string): string {
  const query = new URLSearchParams({ select: 'full_name,role,avatar_url', id: `eq.${userId}` });
  return `/rest/v1/profiles?${query.toString()}`;
}

/** GET `path` with the session's token; the answer's status and JSON body. */
export function fetchWithSession(
  path: string,
  session: StoredSession,
  headers: Record<string, string> = {},
): Promise<EarlyAnswer> {
  const answer = fetch(path, {
    headers: { Authorization: `Bearer ${session.accessToken}`, ...headers },
  }).then(async (res) => ({
    status: res.status,
    body: (await res.json().catch(() => null)) as unknown,
  }));
  // A failure is the taker's to handle (it asks again the normal way), never unhandled.
  answer.catch(() => {});
  return answer;
}

/** Starts the profile request for the stored session's user. */
export function startProfileEarly(session: StoredSession): void {
  early = {
    userId: session.user.id,
    startedAt: Date.now(),
    answer: fetchWithSession(profileRequestPath(session.user.id), session, {
      apikey: PUBLIC_API_KEY,
      Accept: 'application/vnd.pgrst.object+json',
    }),
  };
}

/** The early profile answer for `userId`, if one was started for them; it stays for the taker. */
export function peekEarlyProfile(userId: string): Promise<EarlyAnswer> | null {
  return early?.userId === userId ? early.answer : null;
}

/**
 * The early profile answer for `userId`, handed out once while it is fresh; null when
 * none was started for them or it is older (the session then asks the normal way).
 */
export function takeEarlyProfile(userId: string): Promise<EarlyAnswer> | null {
  if (early?.userId !== userId) return null;
  const { answer, startedAt } = early;
  early = null;
  return Date.now() - startedAt <= EARLY_ANSWER_FRESH_MS ? answer : null;
}
