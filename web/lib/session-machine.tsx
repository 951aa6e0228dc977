/**
 * The session machine itself, for the screens that work through it (the sign-in, sign-up
 * and new-password pages, the route guard): importing this module brings its code with
 * the screen, so the machine is there at the screen's first render. Everything else reads
 * the session through web/lib/session.tsx, which does not need it.
 */
import { useEffect } from 'react';
import type { SessionActorRef } from './session-context';
import { useSessionHost } from './session-context';
import { createSessionActor } from './session-runtime';

export type { SessionActorRef };

/** The running session actor (created at this render, started after its commit). */
export function useSessionActor(): SessionActorRef {
  const host = useSessionHost();
  const actor = host.machine({ createSessionActor });
  useEffect(() => host.start(), [host]);
  return actor;
}
