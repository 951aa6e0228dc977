import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../web/app/routes';
import { prefetchRoutesOnIntent } from '../../../web/app/route-prefetch';
import { investFlowReads } from '../../../web/app/public-routes';
import { investmentsReads } from '../../../web/app/dashboard-routes';
import { InvestPage } from '../../../web/pages/investing/invest-page';
import { InvestmentsPage } from '../../../web/pages/investing/investments-page';
import { createQueryClient } from '../../../web/lib/query-client';
import { useApiQuery } from '../../../web/lib/api-query';
import { serveRouteData, startRouteReads, useServeRouteData } from '../../../web/lib/route-data';
import { warmRoute } from '../../../web/lib/route-warmup';
import { SessionHostContext } from '../../../web/lib/session-context';
import { SessionHost } from '../../../web/lib/session-host';
import { recordRequests, server } from '../msw';
import { clearToasts, createTestSession, renderRoutesWithSession } from '../session-test-utils';
import { investor, offering, profileAnswer, wallet } from '../investing/fixtures';
import { INVESTING_PATHS } from '../../../shared/investing/paths';

let stop = () => {};
afterEach(() => {
  stop();
  clearToasts();
});

const signedInInvestor = () => ({
  userId: investor.id,
  role: 'investor' as const,
  accessToken: 'test-access-token',
});

/** Answers every GET /api/* with an empty object, and records what was asked. */
function answerEverything() {
  const requests = recordRequests();
  server.use(http.get('*/api/*', () => HttpResponse.json({})));
  return () => requests.map((r) => new URL(r.url).pathname);
}

/** The app's route table with every lazy chunk on its way forever. */
function tableWithPendingCode(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    lazy: typeof route.lazy === 'function' ? () => new Promise<never>(() => {}) : route.lazy,
    children: route.children && tableWithPendingCode(route.children),
  })) as RouteObject[];
}

describe("a route's data starts with its code", () => {
  it('Invest Now: the invest flow’s reads start while its code is still on its way', async () => {
    const asked = answerEverything();
    stop = serveRouteData({ client: createQueryClient(), session: signedInInvestor });
    const router = createMemoryRouter(tableWithPendingCode(routes), {
      initialEntries: ['/project/ledger-lens'],
    });
    void router.navigate('/project/ledger-lens/invest');
    await waitFor(() =>
      expect(new Set(asked())).toEqual(
        new Set(investFlowReads({ slug: 'ledger-lens' }).map((r) => r.path)),
      ),
    );
    expect(router.state.navigation.state).toBe('loading');
    router.dispose();
  });

  it('My Investments: its reads start while its code is still on its way', async () => {
    const asked = answerEverything();
    stop = serveRouteData({ client: createQueryClient(), session: signedInInvestor });
    const router = createMemoryRouter(tableWithPendingCode(routes), {
      initialEntries: ['/investor'],
    });
    void router.navigate('/investor/investments');
    await waitFor(() =>
      expect(new Set(asked())).toEqual(new Set(investmentsReads().map((r) => r.path))),
    );
    expect(router.state.navigation.state).toBe('loading');
    router.dispose();
  });

  it('starts nothing for a user the route guard sends elsewhere, or before the app serves it', async () => {
    const asked = answerEverything();
    const router = createMemoryRouter(tableWithPendingCode(routes), {
      initialEntries: ['/project/ledger-lens'],
    });
    void router.navigate('/project/ledger-lens/invest');
    stop = serveRouteData({
      client: createQueryClient(),
      session: () => ({ ...signedInInvestor(), role: 'creator' }),
    });
    void router.navigate('/project/other/invest');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual([]);
    router.dispose();
  });
});

/** A link to `href` in the page, as the intent listener meets it. */
function linkTo(href: string) {
  const a = document.createElement('a');
  a.href = href;
  document.body.append(a);
  return a;
}

// A person points at a link before clicking it: the route's reads start then, and the
// navigation that follows finds them in the cache instead of asking again.
describe("a route's data starts on the intent to open it", () => {
  afterEach(() => document.body.replaceChildren());

  it.each([
    {
      screen: 'Invest Now',
      from: '/project/ledger-lens',
      to: '/project/ledger-lens/invest',
      reads: investFlowReads({ slug: 'ledger-lens' }),
    },
    {
      screen: 'My Investments',
      from: '/investor',
      to: '/investor/investments',
      reads: investmentsReads(),
    },
  ])('$screen: a pointer over its link starts its reads; the click asks none again', async (c) => {
    const asked = answerEverything();
    stop = serveRouteData({ client: createQueryClient(), session: signedInInvestor });
    const table = tableWithPendingCode(routes);
    const stopIntent = prefetchRoutesOnIntent({ routes: table }, document);
    linkTo(c.to).dispatchEvent(new Event('pointerover', { bubbles: true }));
    const wanted = c.reads.map((r) => r.path);
    await waitFor(() => expect(new Set(asked())).toEqual(new Set(wanted)));
    expect(asked()).toHaveLength(wanted.length);

    const router = createMemoryRouter(table, { initialEntries: [c.from] });
    void router.navigate(c.to);
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(wanted.length);
    stopIntent();
    router.dispose();
  });

  it('starts nothing for a user the route guard would send elsewhere', async () => {
    const asked = answerEverything();
    stop = serveRouteData({
      client: createQueryClient(),
      session: () => ({ ...signedInInvestor(), role: 'creator' }),
    });
    const stopIntent = prefetchRoutesOnIntent({ routes: tableWithPendingCode(routes) }, document);
    linkTo('/project/ledger-lens/invest').dispatchEvent(
      new Event('pointerover', { bubbles: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual([]);
    stopIntent();
  });
});

// The invest flow's first step shows nothing until its reads answer, and a project page
// warms its code for an investor as it hydrates: the reads start then too.
describe("a warmed route's reads, where its first step needs them", () => {
  it('Invest Now: warming its code starts its reads; the click asks none again', async () => {
    const asked = answerEverything();
    stop = serveRouteData({ client: createQueryClient(), session: signedInInvestor });
    const table = tableWithPendingCode(routes);
    const stopWarmups = prefetchRoutesOnIntent({ routes: table }, document);
    warmRoute('/project/ledger-lens/invest');
    const wanted = investFlowReads({ slug: 'ledger-lens' }).map((r) => r.path);
    await waitFor(() => expect(new Set(asked())).toEqual(new Set(wanted)));
    expect(asked()).toHaveLength(wanted.length);

    const router = createMemoryRouter(table, { initialEntries: ['/project/ledger-lens'] });
    void router.navigate('/project/ledger-lens/invest');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toHaveLength(wanted.length);
    stopWarmups();
    router.dispose();
  });

  it('My Investments draws its title without its reads: warming its code starts none', async () => {
    const asked = answerEverything();
    stop = serveRouteData({ client: createQueryClient(), session: signedInInvestor });
    const stopWarmups = prefetchRoutesOnIntent({ routes: tableWithPendingCode(routes) }, document);
    warmRoute('/investor/investments');
    warmRoute('/project/ledger-lens/invest', 'layouts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked()).toEqual([]);
    stopWarmups();
  });

  it('the app serves its reads before a screen hydrating with it warms a route', async () => {
    const asked = answerEverything();
    const session = createTestSession({ user: investor });
    const stopWarmups = prefetchRoutesOnIntent({ routes: tableWithPendingCode(routes) }, document);
    // As the project page's Invest Now does: a passive effect of the same first commit.
    function WarmsInvestNow() {
      useEffect(() => warmRoute('/project/ledger-lens/invest'), []);
      return null;
    }
    function Root() {
      useServeRouteData();
      return <WarmsInvestNow />;
    }
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionHostContext value={new SessionHost({ actor: session.actor })}>
          <Root />
        </SessionHostContext>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked()).toContain(INVESTING_PATHS.offering('ledger-lens')));
    stopWarmups();
  });
});

// A loader that names other reads than its screen makes would fetch in vain, or leave the
// screen to start its own after its code: the lists are checked against the screens.
describe('the reads a route starts are the ones its screen makes', () => {
  it('the invest flow', async () => {
    const o = offering();
    const asked = answerEverything();
    server.use(
      http.get(`*${INVESTING_PATHS.offering(o.slug)}`, () => HttpResponse.json({ offering: o })),
      http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profileAnswer())),
      http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(100_000))),
    );
    renderRoutesWithSession(
      [{ path: '/project/:slug/invest', element: <InvestPage /> }],
      `/project/${o.slug}/invest`,
      { user: investor },
    );
    await screen.findByLabelText(/Amount to invest/);
    expect(new Set(asked())).toEqual(new Set(investFlowReads({ slug: o.slug }).map((r) => r.path)));
  });

  it('My Investments', async () => {
    const asked = answerEverything();
    server.use(
      http.get('*/api/portfolio', () => HttpResponse.json({ holdings: [], totals: null })),
      http.get(`*${INVESTING_PATHS.investments}`, () => HttpResponse.json({ investments: [] })),
      http.get(`*${INVESTING_PATHS.investorProfile}`, () => HttpResponse.json(profileAnswer())),
      http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json(wallet(100_000))),
    );
    renderRoutesWithSession(
      [{ path: '/investor/investments', element: <InvestmentsPage /> }],
      '/investor/investments',
      { user: investor },
    );
    await screen.findByRole('heading', { name: 'My Investments' });
    await waitFor(() =>
      expect(new Set(asked())).toEqual(new Set(investmentsReads().map((r) => r.path))),
    );
  });
});

describe('a screen uses what its navigation fetched', () => {
  function Wallet() {
    const state = useApiQuery<{ balanceCents: number }>(INVESTING_PATHS.wallet, {
      signedIn: true,
    });
    return <p>{state.status === 'success' ? `balance ${state.data.balanceCents}` : 'loading'}</p>;
  }

  it('does not ask again as it mounts on the URL it was fetched for; elsewhere it does', async () => {
    const requests = recordRequests();
    server.use(
      http.get(`*${INVESTING_PATHS.wallet}`, () => HttpResponse.json({ balanceCents: 7 })),
    );
    const client = createQueryClient();
    const session = createTestSession({ user: investor });
    stop = serveRouteData({ client, session: signedInInvestor });
    startRouteReads(
      [{ path: INVESTING_PATHS.wallet, signedIn: true }],
      new URL(window.location.href),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const view = render(
      <QueryClientProvider client={client}>
        <SessionHostContext value={new SessionHost({ actor: session.actor })}>
          <Wallet />
        </SessionHostContext>
      </QueryClientProvider>,
    );
    await screen.findByText('balance 7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(1);
    view.unmount();

    // The same answer, fetched for another screen: an ordinary cache entry, asked again.
    startRouteReads(
      [{ path: INVESTING_PATHS.wallet, signedIn: true }],
      new URL('/somewhere-else', window.location.href),
    );
    await waitFor(() => expect(client.isFetching()).toBe(0));
    render(
      <QueryClientProvider client={client}>
        <SessionHostContext value={new SessionHost({ actor: session.actor })}>
          <Wallet />
        </SessionHostContext>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(requests).toHaveLength(3));
  });
});
