/**
 * Answers to the GET requests a page started before its app (a dashboard's data, its
 * notifications, the investor's wallet, the admin's auth user:
 * web/features/dashboard/early-dashboard.ts), kept for the one user
 * whose stored session asked for them. The app takes each once, as its query's first
 * fetch (./seed-early-answer.ts); the dashboard's first frames read them without taking
 * them (web/app/static-dashboard.ts), so both show the same answer.
 */
import { PUBLIC_API_KEY } from '../../shared/constants';
import { EARLY_ANSWER_FRESH_MS, fetchWithSession, type EarlyAnswer } from './early-session';
import type { StoredSession } from './stored-session';

let early: {
  userId: string;
  startedAt: number;
  answers: Map<string, Promise<EarlyAnswer>>;
} | null = null;

/** The Supabase API's paths (the auth server, PostgREST) ask for the project's key too. */
const SUPABASE_PATH = /^\/(auth|rest)\/v1\//;

/** GETs each of `paths` now with the stored session's token (JSON), replacing any earlier ones. */
export function startEarlyAnswers(session: StoredSession, paths: readonly string[]): void {
  const answers = new Map<string, Promise<EarlyAnswer>>();
  for (const path of paths) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (SUPABASE_PATH.test(path)) headers.apikey = PUBLIC_API_KEY;
    answers.set(path, fetchWithSession(path, session, headers));
  }
  early = { userId: session.user.id, startedAt: Date.now(), answers };
}

/** The early answer for `path`, if one was started for `userId`; it stays for the taker. */
export function peekEarlyAnswer(path: string, userId: string): Promise<EarlyAnswer> | null {
  if (early?.userId !== userId) return null;
  return early.answers.get(path) ?? null;
}

/**
 * The early answer for `path`, handed out once, and only to the user whose session asked
 * for it while it is fresh (a different signed-in user, or a later start, gets null and
 * asks the normal way).
 */
export function takeEarlyAnswer(path: string, userId: string): Promise<EarlyAnswer> | null {
  const answer = peekEarlyAnswer(path, userId);
  if (!answer || !early) return null;
  early.answers.delete(path);
  return Date.now() - early.startedAt <= EARLY_ANSWER_FRESH_MS ? answer : null;
}
