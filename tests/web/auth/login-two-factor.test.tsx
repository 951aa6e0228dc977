import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../../../web/pages/auth/login-page';
import { MfaEnrolNotice } from '../../../web/features/auth/mfa-enrol-notice';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import { clearToasts, renderRoutesWithSession } from '../session-test-utils';
import { authSettings, server } from '../msw';

/** The slice of supabase-js `auth.mfa` the code step and the notice use, per test. */
const mfa = {
  getAuthenticatorAssuranceLevel: vi.fn(),
  listFactors: vi.fn(),
  challengeAndVerify: vi.fn(),
};
vi.mock('../../../web/lib/supabase', () => ({
  loadSupabase: async () => ({ auth: { mfa } }),
}));

const SESSION = { accessToken: 'token-1', user: { id: 'u-1', email: 'admin@example.com' } };
const FACTOR = { id: 'f-1', status: 'verified', factor_type: 'totp' };

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin', element: <h1>Admin home</h1> },
  { path: '/admin/users', element: <h1>Users</h1> },
];

function aal(currentLevel: string, nextLevel: string) {
  return { data: { currentLevel, nextLevel, currentAuthenticationMethods: [] }, error: null };
}

async function signInAsAdmin(initialEntry = '/login') {
  renderRoutesWithSession(routes, initialEntry, {
    auth: {
      signInWithPassword: async () => SESSION,
      fetchProfile: async () => ({ fullName: 'Ada', role: 'admin', avatarUrl: null }),
    },
  });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'admin@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'demo-password-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

beforeEach(() => {
  resetProviderAvailability();
  server.use(authSettings({ email: true }));
  mfa.listFactors.mockResolvedValue({ data: { all: [FACTOR], totp: [FACTOR] }, error: null });
});
afterEach(() => {
  vi.resetAllMocks();
  clearToasts();
});

describe('LoginPage two-factor step', () => {
  it('holds the redirect for the code, then goes on to the page the user wanted', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(aal('aal1', 'aal2'));
    mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const user = await signInAsAdmin('/login?next=/admin/users');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    // Signing in is not finished: no "signed in" toast while the code is owed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('You have successfully signed in.')).toBeNull();
    await vi.waitFor(() => expect(document.title).toMatch(/^Two-factor code/));

    await user.type(
      await screen.findByRole('textbox', { name: /authentication code/i }),
      '123 456',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByText('You have successfully signed in.')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-1', code: '123456' });
  });

  it("names the page 'Signing in' while the second factor is checked", async () => {
    // The assurance level is still being read: the step is neither the code nor done.
    mfa.getAuthenticatorAssuranceLevel.mockReturnValue(new Promise(() => {}));
    await signInAsAdmin();
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    await vi.waitFor(() => expect(document.title).toBe('Signing in | LaunchFund'));
  });

  it('says what to do after a wrong code and stays on the code screen', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(aal('aal1', 'aal2'));
    mfa.challengeAndVerify.mockResolvedValue({
      data: null,
      error: Object.assign(new Error('Invalid TOTP code entered'), {
        code: 'mfa_verification_failed',
      }),
    });
    const user = await signInAsAdmin();
    await user.type(await screen.findByRole('textbox', { name: /authentication code/i }), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/That code did not work/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
  });

  it('lets a user with a backup authenticator choose it for the code', async () => {
    const backup = { id: 'f-2', status: 'verified', factor_type: 'totp', friendly_name: 'Backup' };
    mfa.listFactors.mockResolvedValue({
      data: { all: [FACTOR, backup], totp: [FACTOR, backup] },
      error: null,
    });
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(aal('aal1', 'aal2'));
    mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    const user = await signInAsAdmin();
    const from = await screen.findByRole('combobox', { name: 'Code from' });
    expect(from).toHaveValue('f-1');
    await user.selectOptions(from, 'Backup authenticator');
    await user.type(screen.getByRole('textbox', { name: /authentication code/i }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f-2', code: '654321' });
  });

  it('offers no choice to a user with one authenticator', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(aal('aal1', 'aal2'));
    await signInAsAdmin();
    await screen.findByRole('textbox', { name: /authentication code/i });
    await vi.waitFor(() => expect(mfa.listFactors).toHaveBeenCalled());
    expect(screen.queryByRole('combobox', { name: 'Code from' })).toBeNull();
  });

  it('goes straight on for a user without a verified factor', async () => {
    mfa.getAuthenticatorAssuranceLevel.mockResolvedValue(aal('aal1', 'aal1'));
    await signInAsAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(await screen.findByText('You have successfully signed in.')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });
});

describe('MfaEnrolNotice', () => {
  function renderNotice() {
    return renderRoutesWithSession([{ path: '/', element: <MfaEnrolNotice /> }], '/');
  }

  it('points an admin without a factor to Settings', async () => {
    mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [] }, error: null });
    renderNotice();
    const link = await screen.findByRole('link', { name: 'Set it up in Settings' });
    expect(link).toHaveAttribute('href', '/admin/settings');
  });

  it('stays hidden when a factor exists or the factors cannot be read', async () => {
    renderNotice();
    await vi.waitFor(() => expect(mfa.listFactors).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
