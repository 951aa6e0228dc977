import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleActor } from '../../../machines/project-lifecycle';
import type { ManagedProject } from '../../../shared/api';
import { ProjectView } from '../../../web/features/creator-projects/project-view';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

const OWNER: LifecycleActor = { id: 'creator-1', role: 'creator' };

/** Renders the project for `viewer`, signed in: the permissions hook reads the session. */
function renderView(project: ManagedProject, viewer = OWNER, onPublish = vi.fn(async () => {})) {
  const user = testUser({ id: viewer.id, role: viewer.role === 'system' ? null : viewer.role });
  renderRoutesWithSession(
    [
      {
        path: '/',
        element: (
          <ProjectView
            project={project}
            onPublish={onPublish}
            onWithdraw={vi.fn(async () => {})}
            onDelete={vi.fn(async () => {})}
          />
        ),
      },
    ],
    '/',
    {
      user,
    },
  );
  return onPublish;
}

describe('ProjectView', () => {
  it('offers Edit and Publish on the owner’s draft, and publishes', async () => {
    const onPublish = renderView(managedProject());
    expect(await screen.findByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.getByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/creator/projects/p-ledger-lens/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(onPublish).toHaveBeenCalledTimes(1));
  });

  it('offers nothing while in review', async () => {
    renderView(managedProject({ status: 'in_review' }));
    expect(await screen.findByText(/Our team is reviewing your project/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /publish|resubmit/i })).not.toBeInTheDocument();
  });

  it('shows the reviewer’s note and offers Edit and Resubmit when changes are requested', async () => {
    renderView(managedProject({ status: 'changes_requested', reviewNote: 'Add your pricing.' }));
    expect(await screen.findByText('Add your pricing.')).toBeInTheDocument();
    expect(screen.getByText("Reviewer's note:")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubmit for review' })).toBeInTheDocument();
  });

  it('shows the reason of a rejection, with no actions', async () => {
    renderView(managedProject({ status: 'rejected', reviewNote: 'Not a SaaS business.' }));
    expect(await screen.findByText('Not a SaaS business.')).toBeInTheDocument();
    expect(screen.getByText('Reason:')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('links an active project to its public page', async () => {
    renderView(managedProject({ status: 'active' }));
    expect(await screen.findByRole('link', { name: 'View the public page' })).toHaveAttribute(
      'href',
      '/project/ledger-lens',
    );
  });

  it('gives no actions to anyone but the owner (the machine decides)', async () => {
    renderView(managedProject(), { id: 'creator-2', role: 'creator' });
    expect(await screen.findByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('offers Withdraw only in review and Delete only on a draft or a rejected project', async () => {
    const offered = async (status: ManagedProject['status']) => {
      renderView(managedProject({ status }));
      await screen.findByRole('heading', { name: 'Ledger Lens' });
      const names = ['Withdraw', 'Delete'].filter((name) => screen.queryByRole('button', { name }));
      cleanup();
      return names;
    };
    expect(await offered('draft')).toEqual(['Delete']);
    expect(await offered('in_review')).toEqual(['Withdraw']);
    expect(await offered('rejected')).toEqual(['Delete']);
    expect(await offered('changes_requested')).toEqual([]);
    expect(await offered('active')).toEqual([]);
    expect(await offered('funded')).toEqual([]);
  });

  it('withdraws and deletes through the handlers only after confirmation', async () => {
    const onWithdraw = vi.fn(async () => {});
    const user = testUser({ id: OWNER.id, role: 'creator' });
    renderRoutesWithSession(
      [
        {
          path: '/',
          element: (
            <ProjectView
              project={managedProject({ status: 'in_review' })}
              onPublish={vi.fn(async () => {})}
              onWithdraw={onWithdraw}
            />
          ),
        },
      ],
      '/',
      { user },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw from review' }));
    await waitFor(() => expect(onWithdraw).toHaveBeenCalledTimes(1));
  });

  it('offers neither to another creator', async () => {
    renderView(managedProject({ status: 'in_review' }), { id: 'creator-2', role: 'creator' });
    expect(await screen.findByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
