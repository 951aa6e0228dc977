import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LifecycleActor } from '../../../machines/project-lifecycle';
import type { ManagedProject } from '../../../shared/api';
import { ProjectView } from '../../../web/features/creator-projects/project-view';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

const OWNER: LifecycleActor = { id: 'creator-1', role: 'creator' };

function renderView(project: ManagedProject, viewer = OWNER, onWithdraw = vi.fn(async () => {})) {
  const user = testUser({ id: viewer.id, role: viewer.role === 'system' ? null : viewer.role });
  renderRoutesWithSession(
    [
      {
        path: '/',
        element: (
          <ProjectView
            project={project}
            onPublish={vi.fn(async () => {})}
            onWithdraw={onWithdraw}
          />
        ),
      },
    ],
    '/',
    { user },
  );
  return onWithdraw;
}

describe('Withdraw offering on the creator’s live project', () => {
  it('is offered only to the owner of a live project (the lifecycle machine decides)', async () => {
    const offered = async (status: ManagedProject['status'], viewer = OWNER) => {
      renderView(managedProject({ status }), viewer);
      await screen.findByRole('heading', { name: 'Ledger Lens' });
      const shown = screen.queryByRole('button', { name: 'Withdraw offering' }) !== null;
      cleanup();
      return shown;
    };
    expect(await offered('active')).toBe(true);
    expect(await offered('active', { id: 'creator-2', role: 'creator' })).toBe(false);
    expect(await offered('active', { id: 'admin-1', role: 'admin' })).toBe(false);
    for (const status of ['draft', 'in_review', 'funded', 'failed'] as const) {
      expect(await offered(status), status).toBe(false);
    }
  });

  it('spells out the refunds and finality, and withdraws only after confirmation', async () => {
    const onWithdraw = renderView(managedProject({ status: 'active' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw offering' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Withdraw the offering of Ledger Lens?');
    expect(dialog).toHaveTextContent(
      'Every commitment is refunded to its investor’s wallet, and each investor is told; no fee is charged.',
    );
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw offering' }));
    await waitFor(() => expect(onWithdraw).toHaveBeenCalledTimes(1));
  });
});
