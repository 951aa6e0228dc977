import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { sessionMachine } from '../../machines/session/session.machine';
import type { SessionStart } from '../../machines/session/session.types';
import type { SignupPayload } from '../../shared/schemas/signup';
import type { SessionUser } from '../../shared/session';
import { createSessionActors, logSessionError, type LoadAuthClient } from './session-actors';
import { inspectOptions } from './inspector';
import { authStateInBrowser, loadSupabase } from './supabase';
import { SessionActorContext, useSessionActor, type SessionActorRef } from './session-context';
import { useSessionToasts } from './session-toasts';

export { useSessionActor, type SessionActorRef };

interface SessionProviderProps {
  children: ReactNode;
  /** A pre-built (started) session actor, e.g. one with fake actors in a test. */
  actor?: SessionActorRef;
  /** Where the supabase-js client comes from; defaults to the lazily loaded app client. */
  loadClient?: LoadAuthClient;
  /** The session the server rendered the page with (web/main.tsx); the machine starts as it. */
  start?: SessionStart | undefined;
}

/**
 * Runs the session machine for the whole app and shows its toasts. supabase-js is loaded
 * by the machine's first actor, after the first render, so public pages paint without it.
 */
export function SessionProvider({ children, actor, loadClient, start }: SessionProviderProps) {
  if (actor) return <ProvidedSession actor={actor}>{children}</ProvidedSession>;
  return (
    <OwnedSession loadClient={loadClient ?? loadSupabase} start={start}>
      {children}
    </OwnedSession>
  );
}

function OwnedSession({
  children,
  loadClient,
  start,
}: {
  children: ReactNode;
  loadClient: LoadAuthClient;
  start: SessionStart | undefined;
}) {
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        // The app's own client loads only when needed (a signed-out visitor signs in);
        // an injected one (tests) is there from the start.
        actors: createSessionActors(
          loadClient,
          loadClient === loadSupabase ? { clientNeededAtStart: authStateInBrowser } : {},
        ),
        actions: { logError: (_, { what, error }) => logSessionError(what, error) },
      }),
    [loadClient],
  );
  const actor = useActorRef(logic, { ...inspectOptions(), input: { start } });
  return <ProvidedSession actor={actor}>{children}</ProvidedSession>;
}

function ProvidedSession({ children, actor }: { children: ReactNode; actor: SessionActorRef }) {
  useSessionToasts(actor);
  return <SessionActorContext value={actor}>{children}</SessionActorContext>;
}

/** The signed-in user, or null when signed out or still restoring. */
export function useSessionUser(): SessionUser | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.user);
}

/** Loading flag (docs/product.md#loading-flag): sign-in, sign-up, sign-out and the initial restore/profile fetch. */
export function useSessionLoading(): boolean {
  return useSelector(useSessionActor(), (snapshot) => snapshot.hasTag('loading'));
}

/** True once the session restore has finished and the user (if any) is known. */
export function useAuthResolved(): boolean {
  return useSelector(useSessionActor(), (snapshot) => !snapshot.hasTag('resolving'));
}

/** The access token for signed-in /api calls, or null. */
export function useAccessToken(): string | null {
  return useSelector(useSessionActor(), (snapshot) => snapshot.context.accessToken);
}

export interface SessionActions {
  signIn(email: string, password: string): void;
  signOut(): void;
  signUp(payload: SignupPayload): void;
  updatePassword(password: string): void;
}

/** Commands for the session machine; outcomes arrive as toasts and state changes. */
export function useSessionActions(): SessionActions {
  const actor = useSessionActor();
  return useMemo(
    () => ({
      signIn: (email, password) => actor.send({ type: 'session.signIn', email, password }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      signUp: (payload) => actor.send({ type: 'session.signUp', payload }),
      updatePassword: (password) => actor.send({ type: 'session.updatePassword', password }),
    }),
    [actor],
  );
}
