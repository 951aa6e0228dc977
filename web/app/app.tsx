import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { SessionStart } from '../../machines/session/session.types';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

export function App({
  router,
  queryClient,
  session,
}: {
  router: AppRouter;
  queryClient?: QueryClient;
  session?: SessionStart | undefined;
}) {
  return (
    <AppProviders queryClient={queryClient} sessionStart={session}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
