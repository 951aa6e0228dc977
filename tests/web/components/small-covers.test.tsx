/**
 * Every small cover of the app is the one CoverThumbnail, which shows a cover whole: a
 * crop of a wide cover's middle cut the words painted on it ("ync", "uMind"), found on
 * the portfolio first and then, at 360 px, on the watchlist, the admin's review card and
 * the dashboard's recommended projects.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { FollowingResponse } from '../../../shared/conversations/api';
import { ReviewCard } from '../../../web/features/admin-review/review-card';
import { InvestmentPortfolio } from '../../../web/features/investor-dashboard/investment-portfolio';
import { RecommendedProjects } from '../../../web/features/investor-dashboard/recommended-projects';
import { WatchlistPage } from '../../../web/pages/watchlist/watchlist-page';
import { investorFixture } from '../dashboard/fixtures';
import { managedProject } from '../lifecycle/fixtures';
import { apiTable, server } from '../msw';
import { renderWithProviders } from '../render';
import { renderRoutesWithSession, renderWithSession, testUser } from '../session-test-utils';

/** Every picture in `container` (each a cover) is the whole-cover thumbnail. */
function expectWholeCovers(container: HTMLElement, count: number) {
  const covers = container.querySelectorAll('img');
  expect(covers).toHaveLength(count);
  for (const cover of covers) {
    expect(cover).toHaveAttribute('data-testid', 'cover-thumbnail');
    expect(getComputedStyle(cover).objectFit).toBe('contain');
  }
}

describe('small covers', () => {
  it('on the watchlist', async () => {
    const following: FollowingResponse = {
      projects: [
        {
          projectId: 'p-1',
          slug: 'fitsync',
          title: 'FitSync',
          tagline: 'Workouts that sync',
          coverImage: '/images/covers/fitsync.svg',
          status: 'active',
          fundingGoal: 130_000,
          fundingRaised: 97_200,
          endDate: '2026-12-31T00:00:00.000Z',
          followedAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    };
    server.use(apiTable({ '/api/me/following': following }));
    renderRoutesWithSession(
      [{ path: '/investor/watchlist', element: <WatchlistPage /> }],
      '/investor/watchlist',
      { user: testUser({ role: 'investor' }) },
    );
    const list = await screen.findByRole('list', { name: 'Followed projects' });
    expectWholeCovers(list, 1);
  });

  it('on the admin’s review card', () => {
    const project = managedProject({ status: 'in_review' });
    renderWithSession(<ReviewCard project={project} onVerdict={vi.fn()} />, {
      user: testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' }),
    });
    expectWholeCovers(screen.getByRole('article', { name: 'Ledger Lens' }), 1);
  });

  it('on the recommended projects and the investment portfolio', () => {
    const { container } = renderWithProviders(
      <MemoryRouter>
        <RecommendedProjects projects={investorFixture.recommended} />
        <InvestmentPortfolio investments={investorFixture.investments} />
      </MemoryRouter>,
    );
    expectWholeCovers(
      container,
      investorFixture.recommended.length + investorFixture.investments.length,
    );
  });
});
