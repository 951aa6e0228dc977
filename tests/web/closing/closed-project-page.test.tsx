/** A funded or failed project's page: the closed banner, no invest button, the close in History. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectDetail } from '../../../shared/api';
import type { HistoryResponse } from '../../../shared/history/api';
import { ProjectDetailPage } from '../../../web/pages/public/project-detail-page';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession, testUser, type SessionOptions } from '../session-test-utils';
import { seriousAxeViolations } from '../public/axe';
import { makeDetail } from '../public/fixtures';

const history: HistoryResponse = {
  slug: 'codecanvas',
  entries: [
    { kind: 'listed', at: '2026-01-05T10:00:00.000Z' },
    { kind: 'closed', at: '2026-03-02T12:00:00.000Z', outcome: 'funded' },
  ],
};

function renderProject(project: ProjectDetail, session: SessionOptions = {}) {
  server.use(
    apiTable({
      '/api/projects/codecanvas': { project },
      '/api/projects/codecanvas/history': history,
    }),
  );
  return renderRoutesWithSession(
    [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
    '/project/codecanvas',
    session,
  );
}

const funded = makeDetail({
  status: 'funded',
  fundingRaised: 152_340,
  fundingGoal: 150_000,
  investors: 41,
  closedAt: '2026-03-02T12:00:00.000Z',
});

describe('a closed project page', () => {
  it('funded: says when it closed, how much it raised from how many, and offers no Invest Now', async () => {
    const { container } = renderProject(funded, { user: testUser() });
    const banner = await screen.findByRole('region', { name: 'Offering closed' });
    expect(banner).toHaveTextContent(
      'Funded: this offering closed on Mar 2, 2026 having raised $152,340 from 41 investors',
    );
    expect(within(banner).getByText('Mar 2, 2026')).toHaveAttribute(
      'datetime',
      '2026-03-02T12:00:00.000Z',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'CodeCanvas' })).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Funding summary' });
    expect(within(sidebar).getByText('Closed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up to Invest' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('funded: the History tab shows the close', async () => {
    const user = userEvent.setup();
    renderProject(funded);
    await screen.findByRole('region', { name: 'Offering closed' });
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const panel = screen.getByRole('tabpanel', { name: 'History' });
    expect(await within(panel).findByRole('heading', { name: 'Closed: funded' })).toBeVisible();
  });

  it('failed: says every commitment went back, and offers no Sign Up to Invest', async () => {
    const { container } = renderProject(
      makeDetail({
        status: 'failed',
        fundingRaised: 0,
        investors: 0,
        closedAt: '2026-03-02T12:00:00.000Z',
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Offering closed' });
    expect(banner).toHaveTextContent(
      'This offering closed without reaching its goal; every commitment was returned to its investor',
    );
    expect(banner).toHaveTextContent('Closed on Mar 2, 2026. No fee was charged.');
    expect(screen.queryByRole('link', { name: 'Sign Up to Invest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('withdrawn: says its creator withdrew it before its deadline, not that its goal was missed', async () => {
    const { container } = renderProject(
      makeDetail({
        status: 'failed',
        fundingRaised: 0,
        investors: 0,
        closedAt: '2026-03-02T12:00:00.000Z',
        withdrawn: true,
      }),
    );
    const banner = await screen.findByRole('region', { name: 'Offering closed' });
    expect(banner).toHaveTextContent(
      'This offering was withdrawn by its creator before its deadline; every commitment was refunded to its investor',
    );
    expect(banner).toHaveTextContent('Withdrawn on Mar 2, 2026. No fee was charged.');
    expect(banner).not.toHaveTextContent(/goal/);
    expect(screen.queryByRole('link', { name: 'Invest Now' })).not.toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('a live project has no banner and keeps its Invest Now', async () => {
    renderProject(makeDetail(), { user: testUser() });
    expect(await screen.findByRole('link', { name: 'Invest Now' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Offering closed' })).not.toBeInTheDocument();
  });
});
