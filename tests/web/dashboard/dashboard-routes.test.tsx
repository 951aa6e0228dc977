import { beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { Navigate, type RouteObject } from 'react-router';
import { useSelector } from '@xstate/react';
import { roleHome } from '../../../shared/routes';
import { useSessionActor } from '../../../web/lib/session-machine';
import { dashboardRoutes } from '../../../web/app/dashboard-routes';
import { apiTable, recordRequests, server } from '../msw';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { adminFixture, creatorFixture, investorFixture, project } from './fixtures';

/** Like the real /login: a still signed-in user is sent back to their home. */
function LoginStandIn() {
  const role = useSelector(useSessionActor(), (snapshot) =>
    snapshot.matches('signedIn') ? (snapshot.context.user?.role ?? null) : undefined,
  );
  if (role !== undefined) return <Navigate to={roleHome(role)} replace />;
  return <p>Login page</p>;
}

// The first render of a lazy route compiles its chunk, which can take over a second.
configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  {
    HydrateFallback: () => <p>Loading page</p>,
    children: [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <LoginStandIn /> },
      ...dashboardRoutes,
    ],
  },
];

const admin = testUser({ id: 'a1', email: 'admin@example.com', name: 'Ada Admin', role: 'admin' });
const investor = testUser();
const creator = testUser({ id: 'c1', email: 'creator@example.com', name: null, role: 'creator' });

const fixtures: Record<string, JsonBodyType> = {
  '/api/dashboards/admin': adminFixture,
  '/api/dashboards/investor': investorFixture,
  '/api/dashboards/creator': creatorFixture,
  // The investing screens: the wallet (Available Balance), commitments and the profile.
  '/api/wallet': {
    balanceCents: 2_500_000,
    entries: [],
    rail: { id: 'simulated-bank-transfer', simulated: true, notice: 'Simulated bank transfer.' },
  },
  '/api/investments': { investments: [] },
  // Discover inside the investor's shell: one live project.
  '/api/projects': {
    projects: [project({ id: 'p9', slug: 'sheetsync', title: 'SheetSync' })],
    total: 1,
    nextCursor: null,
  },
  '/api/investor/profile': {
    profile: null,
    limitCents: 0,
    investedLast12MonthsCents: 0,
    remainingLimitCents: 0,
  },
};

beforeEach(() =>
  server.use(
    apiTable(fixtures),
    // /admin/users lists the auth server's users; an empty page is enough here.
    http.get('*/auth/v1/admin/users', () => HttpResponse.json({ users: [] })),
  ),
);

const pathname = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

describe('dashboard routes', () => {
  it.each([
    ['/admin', 'Admin Dashboard', admin],
    ['/admin/projects', 'Project Reviews', admin],
    ['/admin/users', 'Users', admin],
    ['/admin/analytics', 'Platform analytics', admin],
    ['/admin/settings', 'Settings', admin],
    ['/investor', 'Investor Dashboard', investor],
    ['/investor/investments', 'My Investments', investor],
    ['/investor/discover', 'Discover Projects', investor],
    ['/investor/messages', 'Messages', investor],
    ['/investor/settings', 'Settings', investor],
    ['/creator', 'Creator Dashboard', creator],
    ['/creator/projects', 'My Projects', creator],
    ['/creator/new-project', 'New Project', creator],
    ['/creator/messages', 'Messages', creator],
    ['/creator/settings', 'Settings', creator],
  ])('%s shows the %s', async (path, title, user) => {
    renderRoutesWithSession(routes, path, { user });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // /admin/projects and /creator/new-project get their own pages (project lifecycle), so
  // only their place in the shell is asserted here.
  it.each([
    ['/admin/projects', 'Projects', admin],
    ['/creator/new-project', 'New Project', creator],
    ['/creator/settings', 'Settings', creator],
    ['/investor/discover', 'Discover', investor],
  ])('%s is inside the shell with its "%s" entry highlighted', async (path, entry, user) => {
    renderRoutesWithSession(routes, path, { user });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it("/investor/discover is Discover itself, inside the investor's shell, not a dashboard copy", async () => {
    renderRoutesWithSession(routes, '/investor/discover', { user: investor });
    expect(await screen.findByRole('link', { name: 'SheetSync' })).toHaveAttribute(
      'href',
      '/project/sheetsync',
    );
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Investment Portfolio' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it("/creator/projects lists the creator's projects by state with their actions", async () => {
    renderRoutesWithSession(routes, '/creator/projects', { user: creator });
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    for (const title of creatorFixture.projects.map((p) => p.title)) {
      expect(await screen.findByText(title)).toBeInTheDocument();
    }
    const live = screen.getByRole('region', { name: /^Live \(\d+\)$/ });
    expect(within(live).getAllByRole('link', { name: /^View / }).length).toBeGreaterThan(0);
    const action = screen.getByRole('region', { name: /^Needs your action \(\d+\)$/ });
    expect(within(action).getAllByRole('link', { name: /^Edit / }).length).toBeGreaterThan(0);
    // Not the dashboard: no stat cards, no views chart.
    expect(screen.queryByText('Total Raised')).toBeNull();
    expect(screen.queryByRole('img', { name: /views per day/ })).toBeNull();
  });

  it('loads the role dashboard with the session token and shows it', async () => {
    const requests = recordRequests();
    renderRoutesWithSession(routes, '/admin', { user: admin, token: 'admin-token' });
    expect(await screen.findByText('$1,254,300')).toBeInTheDocument();
    const dashboard = requests.find(
      (request) => new URL(request.url).pathname === '/api/dashboards/admin',
    );
    expect(dashboard?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('shows the role sidebar with each entry its own URL, the current one highlighted', async () => {
    renderRoutesWithSession(routes, '/admin/users', { user: admin });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Projects', '/admin/projects'],
      ['Offerings', '/admin/offerings'],
      ['Users', '/admin/users'],
      ['Analytics', '/admin/analytics'],
      ['Messages', '/admin/messages'],
      ['Identity reviews', '/admin/identity'],
      ['Audit', '/admin/audit'],
      ['Settings', '/admin/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Analytics' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it("shows the investor's and the creator's own navigation", async () => {
    const { unmount } = renderRoutesWithSession(routes, '/investor', { user: investor });
    let nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/investor',
      '/investor/investments',
      '/investor/discover',
      '/investor/watchlist',
      '/investor/messages',
      '/investor/settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();

    renderRoutesWithSession(routes, '/creator/messages', { user: creator });
    nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/creator',
      '/creator/projects',
      '/creator/new-project',
      '/creator/messages',
      '/creator/settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("shows the user's initial, name and role in the top bar, or the email without a name", async () => {
    const { unmount } = renderRoutesWithSession(routes, '/admin', { user: admin });
    const bar = within(await screen.findByTestId('dashboard-user'));
    expect(bar.getByText('A')).toBeInTheDocument();
    expect(bar.getByText('Ada Admin')).toBeInTheDocument();
    expect(bar.getByText('Admin')).toBeInTheDocument();
    unmount();

    renderRoutesWithSession(routes, '/creator', { user: creator });
    const creatorBar = within(await screen.findByTestId('dashboard-user'));
    expect(creatorBar.getByText('C')).toBeInTheDocument();
    expect(creatorBar.getByText('creator@example.com')).toBeInTheDocument();
    expect(creatorBar.getByText('Creator')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and a wrong role to its own home', async () => {
    const signedOut = renderRoutesWithSession(routes, '/investor/settings', { user: null });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(pathname(signedOut.router)).toBe('/login');
    signedOut.unmount();

    const wrongRole = renderRoutesWithSession(routes, '/admin/users', { user: investor });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Investor Dashboard' }),
    ).toBeInTheDocument();
    expect(pathname(wrongRole.router)).toBe('/investor');
    wrongRole.unmount();

    const creatorAtInvestor = renderRoutesWithSession(routes, '/investor', { user: creator });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Creator Dashboard' }),
    ).toBeInTheDocument();
    expect(pathname(creatorAtInvestor.router)).toBe('/creator');
  });

  it('signs out from the sidebar, goes to / and says so', async () => {
    const { router, session } = renderRoutesWithSession(routes, '/creator', { user: creator });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(pathname(router)).toBe('/');
    await waitFor(() => expect(session.actor.getSnapshot().context.user).toBeNull());
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('opens the navigation in a drawer on small screens and closes it on navigation', async () => {
    const { router } = renderRoutesWithSession(routes, '/investor', { user: investor });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Investor Dashboard' });
    // jsdom's 1024px window is the lg breakpoint, where CSS hides the toggle.
    await user.click(screen.getByLabelText('Open navigation'));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Messages' }));
    await waitFor(() => expect(pathname(router)).toBe('/investor/messages'));
    await waitFor(() => expect(drawer).toHaveAttribute('data-state', 'closed'));
  });
});

describe('dashboard data states', () => {
  it('shows a skeleton while the dashboard loads', async () => {
    // No request is ever answered.
    server.use(
      http.all('*', async () => {
        await delay('infinite');
      }),
    );
    renderRoutesWithSession(routes, '/investor', { user: investor });
    expect(await screen.findByRole('status', { name: 'Loading dashboard' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Investor Dashboard' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message and retries on request", async () => {
    // The wallet card's own request is answered from the table; only the dashboard's counts.
    let calls = 0;
    server.use(
      http.get('*/api/dashboards/investor', () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            { error: { code: 'unavailable', message: 'The database is busy.' } },
            { status: 503 },
          );
        }
        return HttpResponse.json(investorFixture);
      }),
    );
    renderRoutesWithSession(routes, '/investor', { user: investor });
    expect(await screen.findByText('We could not load your dashboard.')).toBeInTheDocument();
    expect(screen.getByText('The database is busy.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Across 3 projects')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('tells the user when the session expired and offers to sign in again', async () => {
    server.use(
      http.all('*', () =>
        HttpResponse.json(
          { error: { code: 'unauthorized', message: 'Invalid token' } },
          { status: 401 },
        ),
      ),
    );
    const { router, session } = renderRoutesWithSession(routes, '/creator', { user: creator });
    expect(await screen.findByText('Your session has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(pathname(router)).toBe('/login');
    await waitFor(() => expect(session.actor.getSnapshot().context.user).toBeNull());
  });
});
