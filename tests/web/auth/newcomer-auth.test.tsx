import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../../../web/pages/auth/login-page';
import { SignupPage } from '../../../web/pages/auth/signup-page';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import {
  isSafeReturnPath,
  loginPathFrom,
  readReturnTo,
  rememberReturnTo,
} from '../../../web/lib/return-to';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderRoutesWithSession } from '../session-test-utils';
import { authSettings, server } from '../msw';

const resend = vi.fn(async (_: unknown) => ({ error: null }));
vi.mock('../../../web/lib/supabase', () => ({
  loadSupabase: async () => ({ auth: { resend } }),
}));

const SESSION = { accessToken: 'token-1', user: { id: 'u-1', email: 'ivy@example.com' } };
const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/investor', element: <h1>Investor home</h1> },
  { path: '/project/:slug', element: <h1>Project page</h1> },
  { path: '/forgot-password', element: <h1>Forgot</h1> },
];

beforeEach(() => {
  resetProviderAvailability();
  server.use(authSettings({ email: true }));
  localStorage.clear();
  resend.mockClear();
});
afterEach(() => {
  clearToasts();
});

async function signIn(user = userEvent.setup()) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'ivy@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'demo-password-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

const investor = {
  signInWithPassword: async () => SESSION,
  fetchProfile: async () => ({ fullName: 'Ivy', role: 'investor' as const, avatarUrl: null }),
};

describe('/login keyboard order', () => {
  it('goes Email → Password → Forgot password → Log in', async () => {
    renderRoutesWithSession(routes, '/login');
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: /email/i });
    email.focus();
    await user.tab();
    expect(screen.getByLabelText(/^password/i)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });
});

describe('returning to the page the user was on', () => {
  it('returns to ?next= after signing in', async () => {
    renderRoutesWithSession(routes, '/login?next=%2Fproject%2Finvoicehub', { auth: investor });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
  });

  it('ignores a ?next= that leaves the site', async () => {
    renderRoutesWithSession(routes, '/login?next=%2F%2Fevil.example', { auth: investor });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Investor home' })).toBeInTheDocument();
  });

  it('remembers the page at sign-up for the confirmation link, which opens /login', async () => {
    const { router } = renderRoutesWithSession(
      routes,
      '/signup?role=investor&next=%2Fproject%2Fx',
      {
        auth: investor,
      },
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproject%2Fx',
    );
    await waitFor(() => expect(readReturnTo()).toBe('/project/x'));
    // The emailed link signs the user in and lands on /login without ?next=.
    await router.navigate('/login');
    await screen.findByRole('heading', { name: 'Welcome back' });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Project page' })).toBeInTheDocument();
    expect(readReturnTo()).toBeUndefined();
  });

  it('only ever returns to paths on this site', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'x', 7]) {
      expect(isSafeReturnPath(bad)).toBe(false);
    }
    expect(loginPathFrom('/project/a b')).toBe('/login?next=%2Fproject%2Fa+b');
    expect(loginPathFrom('/')).toBe('/login');
    rememberReturnTo('/project/x', 0);
    expect(readReturnTo(25 * 60 * 60 * 1000)).toBeUndefined();
  });
});

describe('Resend confirmation', () => {
  it('is offered when sign-in answers "Email not confirmed", and asks for a new email', async () => {
    renderRoutesWithSession(routes, '/login', {
      auth: {
        signInWithPassword: async () => {
          throw new Error('Email not confirmed');
        },
      },
    });
    const user = await signIn();
    const button = await screen.findByRole('button', { name: 'Resend confirmation' });
    const { container } = { container: document.body };
    expect(await seriousAxeViolations(container)).toEqual([]);
    await user.click(button);
    expect(
      await screen.findByText(/If ivy@example.com has an account waiting for confirmation/),
    ).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'signup', email: 'ivy@example.com' }),
    );
  });

  it('is not offered for other sign-in failures', async () => {
    renderRoutesWithSession(routes, '/login', {
      auth: {
        signInWithPassword: async () => {
          throw new Error('Invalid login credentials');
        },
      },
    });
    await signIn();
    expect(await screen.findByText('Invalid login credentials')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
  });
});

describe('password rule', () => {
  it('says "At least 8 characters" beside the sign-up password before anyone types', async () => {
    const { container } = renderRoutesWithSession(routes, '/signup');
    const password = screen.getByLabelText(/^password/i);
    expect(password).toHaveAccessibleDescription('At least 8 characters');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
