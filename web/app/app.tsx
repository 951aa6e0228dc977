import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { SessionStart } from '../../machines/session/session.types';
import { AppProviders } from './providers';
import { router } from './router';

export function App({
  queryClient,
  session,
}: {
  queryClient?: QueryClient;
  session?: SessionStart | undefined;
}) {
  return (
    <AppProviders queryClient={queryClient} sessionStart={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
