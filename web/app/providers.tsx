import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { system } from '../theme/system';
import { providedSystem } from '../theme/provided-system';
import { Toaster } from '../components/ui/toaster';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider, type SessionActorRef } from '../lib/session';
import type { SessionStart } from '../../machines/session/session.types';

/**
 * Every app-wide provider, in one place, so tests can render with the same wrapper.
 * `session` injects a pre-built session actor (tests); the app runs its own. Each mount
 * owns one server-state cache (`queryClient` injects one), so a prerender or a test never
 * shares cached responses with another.
 */
export function AppProviders({
  children,
  session,
  sessionStart,
  rendering = false,
  queryClient,
}: {
  children: ReactNode;
  session?: SessionActorRef;
  /** The session the page was rendered with (web/main.tsx): the app's own session starts as it. */
  sessionStart?: SessionStart | undefined;
  /** The server's render (web/entry-server.tsx): the session is read as rendered, nothing runs. */
  rendering?: boolean;
  queryClient?: QueryClient | undefined;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [chakraSystem] = useState(() =>
    providedSystem(system, typeof document === 'undefined' ? undefined : document),
  );
  return (
    <ChakraProvider value={chakraSystem}>
      <QueryClientProvider client={client}>
        <SessionProvider actor={session} start={sessionStart} rendering={rendering}>
          {children}
        </SessionProvider>
      </QueryClientProvider>
      <Toaster />
    </ChakraProvider>
  );
}
