import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreatorProjectRow } from '../../../shared/api';
import { CreatorDashboardView } from '../../../web/features/creator-dashboard/creator-dashboard-view';
import { creatorFixture, NOW } from '../dashboard/fixtures';
import { renderView } from '../dashboard/render-view';
import { seriousAxeViolations } from '../public/axe';

function rowOf(status: CreatorProjectRow['status']) {
  const project = creatorFixture.projects.find((p) => p.status === status);
  if (!project) throw new Error(`the fixture needs a ${status} project`);
  const row = screen.getByRole('heading', { name: project.title }).closest('li') as HTMLElement;
  return { project, row };
}

function renderDashboard() {
  const handlers = {
    onPublish: vi.fn(async () => {}),
    onWithdraw: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
  };
  renderView(
    <CreatorDashboardView data={creatorFixture} now={NOW} chartWidth={480} {...handlers} />,
  );
  return handlers;
}

describe('creator dashboard My Projects actions', () => {
  it('publishes a draft only after the confirmation that says what review means', async () => {
    const { onPublish } = renderDashboard();
    const buttons = screen.getAllByRole('button', { name: /^Publish / });
    const drafts = creatorFixture.projects.filter((p) => p.status === 'draft');
    const sentBack = creatorFixture.projects.filter((p) => p.status === 'changes_requested');
    expect(buttons).toHaveLength(drafts.length + sentBack.length);
    const { project: draft, row } = rowOf('draft');
    await userEvent.click(within(row).getByRole('button', { name: `Publish ${draft.title}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: `Send ${draft.title} for review?`,
    });
    expect(dialog).toHaveTextContent(/cannot edit it while it is in review/);
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    expect(onPublish).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onPublish).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: `Publish ${draft.title}` }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledWith(draft));
  });

  it('offers Withdraw on the project in review and Delete on the draft and the rejected one', async () => {
    renderDashboard();
    expect(screen.getAllByRole('button', { name: /^Withdraw / }).map((b) => b.textContent)).toEqual(
      ['Withdraw'],
    );
    within(rowOf('in_review').row).getByRole('button', { name: /^Withdraw / });
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(2);
    within(rowOf('draft').row).getByRole('button', { name: /^Delete / });
    within(rowOf('rejected').row).getByRole('button', { name: /^Delete / });
  });

  it('withdraws and deletes the row’s project after confirmation', async () => {
    const { onWithdraw, onDelete } = renderDashboard();
    const inReview = rowOf('in_review');
    await userEvent.click(
      within(inReview.row).getByRole('button', { name: `Withdraw ${inReview.project.title}` }),
    );
    expect(onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw from review' }));
    await waitFor(() => expect(onWithdraw).toHaveBeenCalledWith(inReview.project));

    const rejected = rowOf('rejected');
    await userEvent.click(
      within(rejected.row).getByRole('button', { name: `Delete ${rejected.project.title}` }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete ${rejected.project.title}?`,
    });
    expect(dialog).toHaveTextContent(/cannot be undone/);
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledWith(rejected.project));
  });
});
