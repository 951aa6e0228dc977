import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Role } from '../../shared/constants';
import type { SessionEmitted, SessionStart } from '../../machines/session/session.types';
import type { SignupPayload } from '../../shared/schemas/signup';
import type { SessionUser } from '../../shared/session';
import type { LoadAuthClient } from './session-actors';
import { SessionHostContext, useSessionHost, type SessionActorRef } from './session-context';
import { SessionHost, type SessionHostOptions, type SessionView } from './session-host';

export type { SessionActorRef };

interface SessionProviderProps {
  children: ReactNode;
  /** A pre-built (started) session actor, e.g. one with fake actors in a test. */
  actor?: SessionActorRef | undefined;
  /** Where the supabase-js client comes from; defaults to the lazily loaded app client. */
  loadClient?: LoadAuthClient | undefined;
  /** The session the server rendered the page with (web/main.tsx); the session starts as it. */
  start?: SessionStart | undefined;
  /** The server's render (web/entry-server.tsx): the session is read, nothing runs. */
  rendering?: boolean | undefined;
  /** How the machine's code loads (tests). */
  loadRuntime?: SessionHostOptions['loadRuntime'];
}

/**
 * The app's session (web/lib/session-host.ts), and its toasts once the session machine
 * runs. A signed-out visitor's page reads it without loading the machine or supabase-js.
 */
export function SessionProvider({ children, ...options }: SessionProviderProps) {
  const [host] = useState(() => new SessionHost(options));
  useEffect(() => host.mount(), [host]);
  return <SessionHostContext value={host}>{children}</SessionHostContext>;
}

function useSessionView<T>(select: (view: SessionView) => T): T {
  const host = useSessionHost();
  const read = () => select(host.getView());
  return useSyncExternalStore(host.subscribe, read, read);
}

/** The signed-in user, or null when signed out or still restoring. */
export function useSessionUser(): SessionUser | null {
  return useSessionView((view) => view.user);
}

/** Loading flag (docs/product.md#loading-flag): sign-in, sign-up, sign-out and the initial restore/profile fetch. */
export function useSessionLoading(): boolean {
  return useSessionView((view) => view.loading);
}

/** True once the session restore has finished and the user (if any) is known. */
export function useAuthResolved(): boolean {
  return useSessionView((view) => view.resolved);
}

/** The access token for signed-in /api calls, or null. */
export function useAccessToken(): string | null {
  return useSessionView((view) => view.accessToken);
}

/**
 * The signed-in user's role once signed in with their profile read (null: a role the
 * profile does not give), undefined while not signed in.
 */
export function useSignedInRole(): Role | null | undefined {
  return useSessionView((view) => (view.signedIn ? (view.user?.role ?? null) : undefined));
}

/** A sign-in is under way, from the moment it is sent until it succeeded or failed. */
export function useSigningIn(): boolean {
  return useSessionView((view) => view.signingIn);
}

/**
 * Calls `handler` with each of the session machine's outcomes of `type` while the
 * component is mounted, without loading the machine for it (it waits for the machine).
 */
export function useSessionOutcome<T extends SessionEmitted['type']>(
  type: T,
  handler: (event: Extract<SessionEmitted, { type: T }>) => void,
): void {
  const host = useSessionHost();
  useEffect(() => host.on(type, handler), [host, type, handler]);
}

/** The session machine, loaded and running (for a screen's command that must await it). */
export function useLoadSessionMachine(): () => Promise<SessionActorRef> {
  const host = useSessionHost();
  return useMemo(() => () => host.loadMachine(), [host]);
}

export interface SessionActions {
  signIn(email: string, password: string): void;
  signOut(): void;
  signUp(payload: SignupPayload): void;
  updatePassword(password: string): void;
}

/**
 * Commands for the session machine (loaded first if it is not running); outcomes arrive
 * as toasts and state changes.
 */
export function useSessionActions(): SessionActions {
  const host = useSessionHost();
  return useMemo(
    () => ({
      signIn: (email, password) => host.send({ type: 'session.signIn', email, password }),
      signOut: () => host.send({ type: 'session.signOut' }),
      signUp: (payload) => host.send({ type: 'session.signUp', payload }),
      updatePassword: (password) => host.send({ type: 'session.updatePassword', password }),
    }),
    [host],
  );
}
