import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectDetailPage } from '../../../web/pages/public/project-detail-page';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession } from '../session-test-utils';
import { makeDetail } from './fixtures';
import type * as DiscussionModule from '../../../web/features/conversations/discussion/discussion-thread';

// The Discussion tab's chunk: its first download fails as Chrome reports it, the next
// works. (A vi.mock factory that throws has its error rewritten by Vitest, so the module's
// export throws instead, which rejects the lazy import all the same.)
const discussionDownloads = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  '../../../web/features/conversations/discussion/discussion-thread',
  async (importOriginal) => {
    const actual = await importOriginal<typeof DiscussionModule>();
    return {
      get DiscussionThread() {
        discussionDownloads.count += 1;
        if (discussionDownloads.count === 1) {
          throw new TypeError(
            'Failed to fetch dynamically imported module: http://localhost/assets/discussion-thread-1a2b.js',
          );
        }
        return actual.DiscussionThread;
      },
    };
  },
);

describe('a project page whose Discussion tab cannot be downloaded', () => {
  it('says so in the tab alone, keeps the other tabs, and loads it on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(apiTable({ '/api/projects/codecanvas': { project: makeDetail() } }));
    renderRoutesWithSession(
      [{ path: '/project/:slug', element: <ProjectDetailPage /> }],
      '/project/codecanvas',
    );
    await screen.findByRole('heading', { level: 1, name: 'CodeCanvas' });

    await user.click(screen.getByRole('tab', { name: 'Discussion' }));
    const discussion = screen.getByRole('tabpanel', { name: 'Discussion' });
    expect(await within(discussion).findByText('We could not load the discussion.')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const team = screen.getByRole('tabpanel', { name: 'Team' });
    expect(within(team).getByRole('heading', { name: 'Ada Park' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Discussion' }));
    await user.click(within(discussion).getByRole('button', { name: 'Try again' }));
    expect(await within(discussion).findByText(/sign in to join the discussion/i)).toBeVisible();
    expect(within(discussion).queryByText('We could not load the discussion.')).toBeNull();
    expect(discussionDownloads.count).toBe(2);
  });
});
