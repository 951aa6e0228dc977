import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../../../web/pages/auth/login-page';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import { serveRouteWarmups } from '../../../web/lib/route-warmup';
import { authSettings, pathsOf, recordRequests, server } from '../msw';
import { clearToasts, renderRoutesWithSession, type SessionOptions } from '../session-test-utils';

const SESSION = { accessToken: 'token-1', user: { id: 'u-1', email: 'admin@example.com' } };

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/admin', element: <h1>Admin home</h1> },
  { path: '/investor', element: <h1>Investor home</h1> },
  { path: '/creator', element: <h1>Creator home</h1> },
  { path: '/investor/investments', element: <h1>My investments</h1> },
  { path: '/forgot-password', element: <h1>Forgot</h1> },
  { path: '/signup', element: <h1>Signup</h1> },
];

/** Answers the provider settings; returns the requests the page sends from now on. */
function stubSettings(external: Record<string, boolean>) {
  server.use(authSettings(external));
  return recordRequests();
}

function renderLogin(options: SessionOptions = {}, initialEntry: string = '/login') {
  return renderRoutesWithSession(routes, initialEntry, options);
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /email/i }), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

beforeEach(() => {
  resetProviderAvailability();
  stubSettings({ email: true, google: false, github: false });
});
afterEach(() => clearToasts());

describe('LoginPage', () => {
  it('has required email and password, a Forgot password link and a link to sign up', () => {
    renderLogin();
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(within(form).getByRole('textbox', { name: /email/i })).toBeRequired();
    expect(within(form).getByLabelText(/^password/i)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('names the missing fields and does not sign in', async () => {
    const signInWithPassword = vi.fn(async () => SESSION);
    renderLogin({ auth: { signInWithPassword } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it("shows the server's message in an 'Error' toast on failure", async () => {
    renderLogin({
      auth: {
        signInWithPassword: async () => {
          throw new Error('Invalid login credentials');
        },
      },
    });
    await fillAndSubmit('admin@example.com', 'wrong-password');
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('disables the button with a spinner while signing in', async () => {
    let finish: (session: typeof SESSION) => void = () => {};
    const sent = vi.fn();
    renderLogin({
      auth: {
        signInWithPassword: () =>
          new Promise((resolve) => {
            sent();
            finish = resolve;
          }),
        fetchProfile: async () => ({ fullName: 'Ada', role: 'admin', avatarUrl: null }),
      },
    });
    await fillAndSubmit('admin@example.com', 'demo-password-2026');
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    // The request goes out once the busy button has been painted, and it stays busy.
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    expect(button).toBeDisabled();
    finish(SESSION);
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin home'],
    ['investor', 'Investor home'],
    ['creator', 'Creator home'],
    [null, 'Creator home'],
  ] as const)("toasts 'Success' and sends a %s to their dashboard", async (role, heading) => {
    const signInWithPassword = vi.fn(async () => SESSION);
    renderLogin({
      auth: {
        signInWithPassword,
        fetchProfile: async () => ({ fullName: 'Ada', role, avatarUrl: null }),
      },
    });
    await fillAndSubmit(' admin@example.com ', 'demo-password-2026');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(signInWithPassword).toHaveBeenCalledWith('admin@example.com', 'demo-password-2026');
    expect(await screen.findByText('You have successfully signed in.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('returns to the guarded page the user came from', async () => {
    const { router } = renderRoutesWithSession(routes, '/login', {
      auth: {
        signInWithPassword: async () => SESSION,
        fetchProfile: async () => ({ fullName: null, role: 'investor', avatarUrl: null }),
      },
    });
    await router.navigate('/login', { state: { from: '/investor/investments' } });
    await fillAndSubmit('investor@example.com', 'demo-password-2026');
    expect(await screen.findByRole('heading', { name: 'My investments' })).toBeInTheDocument();
  });

  it("starts loading the dashboards' code as the password is sent, then the destination's", async () => {
    const warm = vi.fn();
    const stopWarmups = serveRouteWarmups(warm);
    let profileOf: (role: 'investor') => void = () => {};
    const { router } = renderRoutesWithSession(routes, '/login', {
      auth: {
        signInWithPassword: async () => SESSION,
        fetchProfile: () =>
          new Promise((resolve) => {
            profileOf = (role) => resolve({ fullName: null, role, avatarUrl: null });
          }),
      },
    });
    try {
      await router.navigate('/login', { state: { from: '/investor/investments' } });
      await fillAndSubmit('investor@example.com', 'demo-password-2026');
      await waitFor(() => expect(warm).toHaveBeenCalledWith('/investor', 'layouts'));
      expect(warm).not.toHaveBeenCalledWith('/investor/investments', 'page');
      profileOf('investor');
      await waitFor(() => expect(warm).toHaveBeenCalledWith('/investor/investments', 'page'));
      expect(await screen.findByRole('heading', { name: 'My investments' })).toBeInTheDocument();
    } finally {
      stopWarmups();
    }
  });

  it('ignores a "from" that leaves the app', async () => {
    const { router } = renderRoutesWithSession(routes, '/login', {
      auth: {
        signInWithPassword: async () => SESSION,
        fetchProfile: async () => ({ fullName: null, role: 'admin', avatarUrl: null }),
      },
    });
    await router.navigate('/login', { state: { from: '//evil.example/phish' } });
    await fillAndSubmit('admin@example.com', 'demo-password-2026');
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });

  it('sends an already signed-in user straight to their home', async () => {
    renderLogin({
      user: {
        id: 'u',
        email: 'c@example.com',
        name: null,
        role: 'creator',
        avatarUrl: null,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Creator home' })).toBeInTheDocument();
  });

  it('shows Google and GitHub as unavailable, with the reason, when the server has them off', async () => {
    const requests = stubSettings({ email: true, google: false, github: false });
    renderLogin();
    const explanation = await screen.findByText(
      'Google and GitHub sign-in are not enabled on this server. Please use your email and password.',
    );
    for (const name of ['Google', 'GitHub']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-describedby', explanation.id);
    }
    expect(pathsOf(requests)).toContain('/auth/v1/settings');
  });

  it('enables a provider the server reports enabled', async () => {
    stubSettings({ email: true, google: true, github: false });
    renderLogin();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Google' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeDisabled();
    expect(
      screen.getByText(
        'GitHub sign-in is not enabled on this server. Please use your email and password.',
      ),
    ).toBeInTheDocument();
  });

  it('treats an unreachable settings endpoint as providers unavailable', async () => {
    server.use(http.get('*/auth/v1/settings', () => HttpResponse.error()));
    renderLogin();
    expect(await screen.findByText(/sign-in are not enabled on this server/)).toBeInTheDocument();
  });
});

describe('LoginPage email link errors', () => {
  it('explains an expired or used confirmation link', async () => {
    renderLogin(
      {},
      '/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    expect(await screen.findByText('Email link is invalid or has expired')).toBeInTheDocument();
  });
});

describe('LoginPage after the browser sent its form itself (no app yet)', () => {
  it('is a form the browser can send: a post to /api/login, checked by the app once live', () => {
    renderLogin();
    const form = screen.getByRole('form', { name: 'Log in' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/login');
    expect(form).toHaveAttribute('novalidate');
  });

  it("greets a sign-in that came back in the URL as the app's own sign-in does, an emailed link's not", async () => {
    const creator = {
      id: 'u',
      email: 'c@example.com',
      name: null,
      role: 'creator' as const,
      avatarUrl: null,
    };
    const session = 'access_token=a&expires_in=3600&refresh_token=r&token_type=bearer';
    renderLogin({ user: creator }, `/login#${session}`);
    expect(await screen.findByRole('heading', { name: 'Creator home' })).toBeInTheDocument();
    expect(await screen.findByText('You have successfully signed in.')).toBeInTheDocument();
    clearToasts();
    renderLogin({ user: creator }, `/login#${session}&type=signup`);
    expect(await screen.findAllByRole('heading', { name: 'Creator home' })).not.toHaveLength(0);
    expect(screen.queryByText('You have successfully signed in.')).not.toBeInTheDocument();
  });

  it("shows a failure that came back in the URL as the app's own sign-in does", async () => {
    renderLogin(
      {},
      '/login#error=access_denied&error_code=invalid_credentials&error_description=Invalid+login+credentials',
    );
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email first')).not.toBeInTheDocument();
  });

  it('offers to resend the confirmation for the address it came back with', async () => {
    renderLogin(
      {},
      '/login#error=access_denied&error_code=email_not_confirmed&error_description=Email+not+confirmed',
    );
    expect(await screen.findByText('Email not confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Confirm your email first')).not.toBeInTheDocument();
    // The kept address reaches the app as the visitor's edit, in one event (as
    // web/lib/deferred-boot.ts hands it over).
    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), {
      target: { value: 'new@example.com' },
    });
    expect(await screen.findByText('Confirm your email first')).toBeInTheDocument();
    expect(screen.getByText(/new@example\.com/)).toBeInTheDocument();
  });
});
