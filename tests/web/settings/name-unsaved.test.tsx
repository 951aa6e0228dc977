import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { NameSection } from '../../../web/features/settings/name-section';
import type { SettingsClient } from '../../../web/features/settings/settings-client';
import { UNSAVED_CHANGES_QUESTION } from '../../../web/components/unsaved-changes-prompt';
import { renderRoutes } from '../render';

afterEach(() => vi.restoreAllMocks());

describe('Settings: an unsaved name', () => {
  it('asks before leaving the page with a changed name', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // Nothing is saved in this test: the client is never called.
    const client = {} as SettingsClient;
    const { router } = renderRoutes(
      [
        {
          path: '/investor/settings',
          element: (
            <>
              <Link to="/investor">Dashboard</Link>
              <NameSection client={client} userId="u1" name="Ivy Investor" />
            </>
          ),
        },
        { path: '/investor', element: <h1>Investor Dashboard</h1> },
      ],
      '/investor/settings',
    );
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ivy Renamed' } });
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_QUESTION));
    expect(router.state.location.pathname).toBe('/investor/settings');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ivy Renamed');
  });
});
