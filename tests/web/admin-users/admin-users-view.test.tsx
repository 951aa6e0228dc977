import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../render';
import { seriousAxeViolations } from '../public/axe';
import type {
  AdminActions,
  ManagedUser,
  UsersPage,
} from '../../../web/features/admin-users/admin-users-api';
import { AdminUsersView, PER_PAGE } from '../../../web/features/admin-users/admin-users-view';

function user(n: number, extra: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `user${n}@example.com`,
    name: `User ${n}`,
    role: 'investor',
    createdAt: '2026-01-01T00:00:00Z',
    lastSignInAt: null,
    suspendedUntil: null,
    invited: false,
    confirmed: true,
    ...extra,
  };
}

function setup(users: ManagedUser[], total = users.length) {
  const load = vi.fn(
    async (q: { page: number; perPage: number; search: string }): Promise<UsersPage> => ({
      users: users.filter((u) => u.email.includes(q.search)),
      total,
      page: q.page,
      lastPage: Math.max(1, Math.ceil(total / q.perPage)),
    }),
  );
  const actions: { [K in keyof AdminActions]: ReturnType<typeof vi.fn> } = {
    setRole: vi.fn(async () => null),
    suspend: vi.fn(async () => null),
    restore: vi.fn(async () => null),
    invite: vi.fn(async () => null),
  };
  const view = renderRoutes([
    {
      path: '/',
      element: (
        <AdminUsersView
          load={load}
          actions={actions as unknown as AdminActions}
          currentUserId={users[0]?.id ?? null}
        />
      ),
    },
  ]);
  return { load, actions, view };
}

describe('the admin users screen', () => {
  it('lists a page of users, searches and pages through the server', async () => {
    const { load } = setup(
      [user(1, { role: 'admin' }), user(2), user(3, { suspendedUntil: '2126-01-01T00:00:00Z' })],
      45,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · 45 users')).toBeInTheDocument();
    // Each investor's and creator's identity record (check and accredited statement) is a link away.
    expect(
      screen.getByRole('link', { name: 'Identity record of user2@example.com' }),
    ).toHaveAttribute('href', `/admin/identity/${user(2).id}`);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ page: 2, perPage: PER_PAGE, search: '' }),
    );
    await userEvent.type(screen.getByLabelText('Search by name or email'), 'user2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(load).toHaveBeenLastCalledWith({ page: 1, perPage: PER_PAGE, search: 'user2' }),
    );
  });

  it('changes a role only after confirmation, and never offers actions on oneself', async () => {
    const { actions } = setup([user(1, { role: 'admin' }), user(2)]);
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByLabelText('Role of user1@example.com')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suspend user1@example.com' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Role of user2@example.com'), 'creator');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Change role to Creator?')).toBeInTheDocument();
    expect(actions.setRole).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(actions.setRole).toHaveBeenCalledWith(user(2).id, 'creator'));
    expect(await screen.findByText('Role changed: user2@example.com')).toBeInTheDocument();
  });

  it('warns before making someone an admin, and cancelling changes nothing', async () => {
    const { actions } = setup([user(1, { role: 'admin' }), user(2)]);
    await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(screen.getByLabelText('Role of user2@example.com'), 'admin');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Make this user an admin?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(actions.setRole).not.toHaveBeenCalled();
  });

  it('suspends and restores after confirmation, showing a refusal from the server', async () => {
    const { actions } = setup([
      user(1, { role: 'admin' }),
      user(2),
      user(3, { suspendedUntil: '2126-01-01T00:00:00Z' }),
    ]);
    await screen.findByRole('table', { name: 'Users' });
    actions.suspend.mockResolvedValueOnce('User not allowed');
    await userEvent.click(screen.getByRole('button', { name: 'Suspend user2@example.com' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('User not allowed');
    await userEvent.click(await screen.findByRole('button', { name: 'Restore user3@example.com' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await waitFor(() => expect(actions.restore).toHaveBeenCalledWith(user(3).id));
  });

  it('invites by email with a role', async () => {
    const { actions } = setup([user(1, { role: 'admin' })]);
    await userEvent.type(screen.getByLabelText(/Email to invite/), 'new@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'creator');
    await userEvent.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(actions.invite).toHaveBeenCalledWith('new@example.com', 'creator'));
    expect(await screen.findByText('Invitation sent to new@example.com.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { view } = setup([user(1, { role: 'admin' }), user(2)]);
    await screen.findByRole('table', { name: 'Users' });
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
