import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { Toaster } from '../components/ui/toaster';
import { SessionProvider, type SessionActorRef } from '../lib/session';

/**
 * Every app-wide provider, in one place, so tests can render with the same wrapper.
 * `session` injects a pre-built session actor (tests); the app runs its own.
 */
export function AppProviders({
  children,
  session,
}: {
  children: ReactNode;
  session?: SessionActorRef;
}) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider {...(session ? { actor: session } : {})}>{children}</SessionProvider>
      <Toaster />
    </ChakraProvider>
  );
}
