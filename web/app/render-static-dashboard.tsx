/**
 * Renders a dashboard home to HTML as the app draws it once its data is in: the frame
 * (sidebar, top bar) and the page, with the same components, from the answers the page
 * requested early. Run in a Web Worker (./static-dashboard.worker.ts), off the main thread.
 */
import { prerender } from 'react-dom/static';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { paths } from '../../shared/routes';
import type { SessionUser } from '../../shared/session';
import { StaticChartWidths } from '../components/charts/static-chart-widths';
import { NotificationsBell } from '../features/conversations/notifications/notifications-bell';
import { DashboardFrame } from '../features/dashboard/dashboard-frame';
import { apiQueryKey } from '../lib/api-query';
import { createQueryClient } from '../lib/query-client';
import { SessionActorContext } from '../lib/session-context';
import { staticSessionActor } from '../lib/static-session';
import {
  StaticDashboardPage,
  type StaticDashboardData,
} from '../pages/dashboard/static-dashboard-page';
import { system } from '../theme/system';
import { withoutGlobalCss } from '../theme/provided-system';

export interface StaticDashboardInput {
  page: StaticDashboardData;
  user: SessionUser;
  /** Every answer the page's components read from the query cache, by API path. */
  answers: Record<string, unknown>;
  /** Each chart's width by its label, once the frames' layout has measured them. */
  chartWidths: Record<string, number>;
}

// The page (the SPA shell) brings Chakra's global CSS; each component's own CSS comes
// inline with it, as a server render writes it.
const pageSystem = withoutGlobalCss(system);
const drawnOnly = () => {};

function tree({ page, user, answers, chartWidths }: StaticDashboardInput): ReactElement {
  const client = createQueryClient();
  for (const [path, answer] of Object.entries(answers)) {
    client.setQueryData(apiQueryKey(path, user.id), answer);
  }
  return (
    <ChakraProvider value={pageSystem}>
      <QueryClientProvider client={client}>
        <SessionActorContext value={staticSessionActor(user)}>
          <StaticChartWidths value={chartWidths}>
            <MemoryRouter initialEntries={[paths[page.role].home]}>
              <DashboardFrame
                user={user}
                topBarExtra={<NotificationsBell />}
                menuOpen={false}
                onOpenMenu={drawnOnly}
              >
                <StaticDashboardPage {...page} />
              </DashboardFrame>
            </MemoryRouter>
          </StaticChartWidths>
        </SessionActorContext>
      </QueryClientProvider>
    </ChakraProvider>
  );
}

/**
 * The dashboard's HTML. The charts' code is loaded on demand (`lazy`): a first pass
 * (prerender, which waits for it) loads it, and the second draws them in one string;
 * prerender's own output would leave them to an inline script to put in place.
 */
export async function renderStaticDashboard(input: StaticDashboardInput): Promise<string> {
  if (Object.keys(input.chartWidths).length > 0) await prerender(tree(input));
  return renderToString(tree(input));
}
