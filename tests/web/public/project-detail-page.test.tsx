import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ProjectDetailPage } from '../../../web/pages/public/project-detail-page';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession, testUser, type SessionOptions } from '../session-test-utils';
import { seriousAxeViolations } from './axe';
import { makeDetail } from './fixtures';

function renderDetail(slug = 'codecanvas', session: SessionOptions = {}) {
  server.use(apiTable({ '/api/projects/codecanvas': { project: makeDetail() } }));
  return renderRoutesWithSession(
    [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
    `/project/${slug}`,
    session,
  );
}

describe('ProjectDetailPage', () => {
  it('shows a skeleton, then the header and the funding sidebar', async () => {
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading project');
    expect(await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' })).toBeVisible();
    expect(screen.getByText('Visual pair programming for remote teams')).toBeVisible();
    expect(screen.getByRole('img', { name: 'CodeCanvas cover' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Funding summary' });
    expect(within(sidebar).getByText('$75,000')).toBeVisible();
    expect(within(sidebar).getByText('raised of $150,000 goal')).toBeVisible();
    expect(within(sidebar).getByText('50% funded')).toBeVisible();
    expect(within(sidebar).getByRole('progressbar', { name: '50% funded' })).toBeInTheDocument();
    for (const label of ['Days left', 'Minimum investment', 'Equity offered', 'Investors']) {
      expect(within(sidebar).getByText(label)).toBeVisible();
    }
    expect(within(sidebar).getByText('$500')).toBeVisible();
    expect(within(sidebar).getByText('8%')).toBeVisible();
    expect(within(sidebar).getByText('Austin, TX')).toBeVisible();
    expect(within(sidebar).getByText('Sep 1, 2026')).toBeVisible();
    expect(within(sidebar).getByRole('link', { name: /Visit website/ })).toHaveAttribute(
      'href',
      'https://codecanvas.example.com/',
    );
  });

  it('switches between Overview, Team, Updates and Discussion', async () => {
    const user = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Overview',
      'Team',
      'Updates',
      'History',
      'Discussion',
      'Disclosures',
      'SAFE simulator',
    ]);

    expect(screen.getByText('It runs in the browser.')).toBeVisible();
    const screenshot = screen.getByRole('img', { name: 'CodeCanvas screenshot 1 of 2' });
    // Below the fold: lazy, with intrinsic size attributes so the layout does not shift.
    expect(screenshot).toHaveAttribute('loading', 'lazy');
    expect(screenshot).toHaveAttribute('width', '800');
    expect(screenshot).toHaveAttribute('height', '500');

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const team = screen.getByRole('tabpanel', { name: 'Team' });
    expect(within(team).getByRole('heading', { name: 'Ada Park' })).toBeVisible();
    expect(within(team).getByText('CEO')).toBeVisible();
    expect(within(team).getByText(/developer tools at a large cloud company/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Updates' }));
    const updates = screen.getByRole('tabpanel', { name: 'Updates' });
    expect(
      within(updates).getByRole('heading', { name: 'We passed 100 paying teams' }),
    ).toBeVisible();
    expect(within(updates).getByText('Oct 15, 2026')).toBeVisible();
    expect(within(updates).getByText('Thanks to our early investors.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Discussion' }));
    const discussion = screen.getByRole('tabpanel', { name: 'Discussion' });
    // The thread's code loads when the tab is first pointed at or opened.
    expect(await within(discussion).findByText(/sign in to join the discussion/i)).toBeVisible();
    // After signing in, the visitor comes back to this project.
    expect(within(discussion).getByRole('link', { name: 'Log in to comment' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproject%2Fcodecanvas',
    );
  });

  it('holds what the page shows in each tab that fetches until it is opened', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' });
    const panel = (name: string) => {
      const tab = screen.getByRole('tab', { name });
      return document.querySelector(
        `[role="tabpanel"][aria-labelledby="${tab.id}"]`,
      ) as HTMLElement;
    };
    expect(panel('History')).not.toBeVisible();
    expect(
      within(panel('Updates')).getByRole('heading', {
        name: 'We passed 100 paying teams',
        hidden: true,
      }),
    ).toBeInTheDocument();
    expect(panel('History')).toHaveTextContent('Loading the offering history…');
    expect(panel('Discussion')).toHaveTextContent('Loading the discussion…');
    expect(panel('SAFE simulator')).toHaveTextContent('Loading the SAFE simulator…');
  });

  it('asks visitors to Sign Up to Invest, as investors', async () => {
    renderDetail();
    const link = await screen.findByRole('link', { name: 'Sign Up to Invest' });
    expect(link).toHaveAttribute('href', '/signup?role=investor&next=%2Fproject%2Fcodecanvas');
    expect(screen.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
  });

  it('offers Invest Now to a signed-in user, leading to the invest flow', async () => {
    renderDetail('codecanvas', { user: testUser() });
    expect(await screen.findByRole('link', { name: 'Invest Now' })).toHaveAttribute(
      'href',
      '/project/codecanvas/invest',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up to Invest' })).not.toBeInTheDocument();
  });

  it("offers no invest action on the founder's own project", async () => {
    renderDetail('codecanvas', { user: testUser({ id: 'c-1', role: 'creator' }) });
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    expect(within(sidebar).getByText('50% funded')).toBeVisible();
    for (const name of [
      'Invest Now',
      'Sign Up to Invest',
      'Investing needs an investor account.',
    ]) {
      expect(within(sidebar).queryByText(name)).not.toBeInTheDocument();
    }
  });

  it("tells a founder on someone else's project that investing needs an investor account", async () => {
    renderDetail('codecanvas', { user: testUser({ id: 'c-2', role: 'creator' }) });
    expect(await screen.findByRole('link', { name: 'Invest Now' })).toBeVisible();
    expect(screen.getByText('Investing needs an investor account.')).toBeVisible();
  });

  // Only a session the server could not read (an expired token) is restored in the
  // browser: until it is known, neither the signed-in nor the signed-out buttons show.
  it('while the session is being restored, shows neither Invest Now nor Sign Up to Invest', async () => {
    renderDetail('codecanvas', {
      state: 'restoring',
      auth: { restoreSession: () => new Promise(() => {}) },
    });
    const sidebar = await screen.findByRole('complementary', { name: 'Funding summary' });
    for (const name of ['Invest Now', 'Follow', 'Sign Up to Invest', 'Log in to follow']) {
      expect(within(sidebar).queryByText(name)).not.toBeInTheDocument();
    }
  });

  it('says Project not found. for an unknown slug', async () => {
    renderDetail('no-such-project');
    expect(await screen.findByRole('heading', { name: 'Project not found.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  it('explains other failures and loads again on Retry', async () => {
    const user = userEvent.setup();
    // The first request fails as if offline; later ones are answered.
    server.use(
      http.get('*/api/projects/codecanvas', () => HttpResponse.error(), { once: true }),
      apiTable({ '/api/projects/codecanvas': { project: makeDetail() } }),
    );
    renderRoutesWithSession(
      [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
      '/project/codecanvas',
    );
    expect(await screen.findByText(/could not reach the server/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' })).toBeVisible();
  });

  it('never links a website that is not http(s)', async () => {
    server.use(
      apiTable({
        '/api/projects/codecanvas': { project: makeDetail({ website: 'javascript:alert(1)' }) },
      }),
    );
    renderRoutesWithSession(
      [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
      '/project/codecanvas',
    );
    await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' });
    expect(screen.queryByRole('link', { name: /Visit website/ })).not.toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
