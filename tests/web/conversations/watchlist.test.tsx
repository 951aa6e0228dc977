import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FollowingResponse } from '../../../shared/conversations/api';
import { WatchlistPage } from '../../../web/pages/watchlist/watchlist-page';
import { apiTable, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderRoutesWithSession, testUser } from '../session-test-utils';

const FOLLOWING: FollowingResponse = {
  projects: [
    {
      projectId: 'p-1',
      slug: 'codecanvas',
      title: 'CodeCanvas',
      tagline: 'Whiteboards that compile',
      coverImage: '/images/projects/codecanvas.svg',
      status: 'active',
      fundingGoal: 150_000,
      fundingRaised: 75_000,
      endDate: '2026-12-31T00:00:00.000Z',
      followedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
};

function renderWatchlist(body: FollowingResponse) {
  server.use(apiTable({ '/api/me/following': body }));
  return renderRoutesWithSession(
    [{ path: '/investor/watchlist', element: <WatchlistPage /> }],
    '/investor/watchlist',
    { user: testUser({ role: 'investor' }) },
  );
}

describe('Watchlist', () => {
  it('lists the followed projects with their progress, each linking to its page', async () => {
    const { container } = renderWatchlist(FOLLOWING);
    const list = await screen.findByRole('list', { name: 'Followed projects' });
    const link = within(list).getByRole('link', { name: 'CodeCanvas' });
    expect(link).toHaveAttribute('href', '/project/codecanvas');
    expect(within(list).getByText(/\$75,000 of \$150,000 \(50%\)/)).toBeVisible();
    expect(within(list).getByText('Live')).toBeVisible();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('says how to follow when the list is empty', async () => {
    renderWatchlist({ projects: [] });
    expect(await screen.findByText(/You do not follow any project yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'discover projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });
});
