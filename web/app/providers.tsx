import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../theme/system';
import { Toaster } from '../components/ui/toaster';

/** Every app-wide provider, in one place, so tests can render with the same wrapper. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
