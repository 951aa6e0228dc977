import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { ResetPasswordPage } from '../../../web/pages/auth/reset-password-page';
import { clearToasts, renderRoutesWithSession, testUser } from '../session-test-utils';

const routes: RouteObject[] = [
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/investor', element: <h1>Investor home</h1> },
  { path: '/forgot-password', element: <h1>Forgot</h1> },
];
const SESSION = { accessToken: 't', user: { id: 'u-1', email: 'investor@example.com' } };

afterEach(() => clearToasts());

async function inRecovery(updatePassword = vi.fn(async () => SESSION)) {
  const view = renderRoutesWithSession(routes, '/reset-password', {
    auth: {
      fetchProfile: async () => ({ fullName: 'Ivy', role: 'investor', avatarUrl: null }),
      updatePassword,
    },
  });
  act(() => view.session.pushAuthEvent({ type: 'auth.passwordRecovery', session: SESSION }));
  await screen.findByRole('form', { name: 'Set a new password' });
  return { ...view, updatePassword };
}

describe('ResetPasswordPage', () => {
  it('explains an invalid or used link when not in password recovery', () => {
    renderRoutesWithSession(routes, '/reset-password', { user: testUser() });
    expect(screen.getByText('This reset link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'request a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("shows 'Loading...' while the session restores", () => {
    renderRoutesWithSession(routes, '/reset-password', { state: 'restoring' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sets the new password and goes to the role home with a toast', async () => {
    const { updatePassword } = await inRecovery();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^new password/i), 'new-password-1');
    await user.type(screen.getByLabelText(/^confirm new password/i), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('heading', { name: 'Investor home' })).toBeInTheDocument();
    expect(updatePassword).toHaveBeenCalledWith('new-password-1');
    expect(await screen.findByText('Password updated')).toBeInTheDocument();
  });

  it('refuses differing passwords with "Passwords don\'t match."', async () => {
    const { updatePassword } = await inRecovery();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^new password/i), 'new-password-1');
    await user.type(screen.getByLabelText(/^confirm new password/i), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();
  });

  it("keeps the form and shows the server's message when the update fails", async () => {
    await inRecovery(
      vi.fn(async () => {
        throw new Error('New password should be different from the old password.');
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^new password/i), 'same-password');
    await user.type(screen.getByLabelText(/^confirm new password/i), 'same-password');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText('New password should be different from the old password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Set a new password' })).toBeInTheDocument();
  });
});
