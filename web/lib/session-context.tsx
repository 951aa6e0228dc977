import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/session.machine';
import type { SessionHost } from './session-host';

export type SessionActorRef = ActorRefFrom<SessionMachine>;

export const SessionHostContext = createContext<SessionHost | null>(null);

/** The app's session; throws outside SessionProvider so a missing provider is loud. */
export function useSessionHost(): SessionHost {
  const host = useContext(SessionHostContext);
  if (!host) throw new Error('The session is read inside <SessionProvider> only.');
  return host;
}
