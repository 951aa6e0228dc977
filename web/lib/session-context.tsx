import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';

export type SessionActorRef = ActorRefFrom<SessionMachine>;

export const SessionActorContext = createContext<SessionActorRef | null>(null);

/** The running session actor; throws outside SessionProvider so a missing provider is loud. */
export function useSessionActor(): SessionActorRef {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>.');
  return actor;
}
