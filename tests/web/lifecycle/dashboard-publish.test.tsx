import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreatorDashboardView } from '../../../web/features/creator-dashboard/creator-dashboard-view';
import { creatorFixture, NOW } from '../dashboard/fixtures';
import { renderView } from '../dashboard/render-view';

describe('creator dashboard Publish', () => {
  it('submits the draft for review through the handler; the lifecycle decides who offers it', async () => {
    const onPublish = vi.fn(async () => {});
    renderView(
      <CreatorDashboardView
        data={creatorFixture}
        now={NOW}
        chartWidth={480}
        onPublish={onPublish}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Publish / });
    const drafts = creatorFixture.projects.filter((p) => p.status === 'draft');
    const sentBack = creatorFixture.projects.filter((p) => p.status === 'changes_requested');
    expect(buttons).toHaveLength(drafts.length + sentBack.length);
    const draft = drafts[0];
    if (!draft) throw new Error('the fixture needs a draft');
    const row = screen.getByRole('heading', { name: draft.title }).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: `Publish ${draft.title}` }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledWith(draft));
  });
});
