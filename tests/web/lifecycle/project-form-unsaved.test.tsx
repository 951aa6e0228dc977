import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { UNSAVED_CHANGES_QUESTION } from '../../../web/components/unsaved-changes-prompt';
import { renderRoutes } from '../render';

function renderFormPage() {
  return renderRoutes(
    [
      {
        path: '/creator/new-project',
        element: (
          <>
            <Link to="/creator">Dashboard</Link>
            <ProjectForm submitLabel="Save draft" onSubmit={vi.fn(async () => {})} />
          </>
        ),
      },
      { path: '/creator', element: <h1>Creator Dashboard</h1> },
    ],
    '/creator/new-project',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('ProjectForm: unsaved edits', () => {
  it('leaves at once while nothing was typed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderFormPage();
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved edits; staying keeps them, leaving goes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { router } = renderFormPage();
    fireEvent.change(screen.getByLabelText(/^title/i), { target: { value: 'Ledger Lens' } });
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION));
    expect(router.state.location.pathname).toBe('/creator/new-project');
    expect(screen.getByLabelText(/^title/i)).toHaveValue('Ledger Lens');

    confirm.mockReturnValueOnce(true);
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
