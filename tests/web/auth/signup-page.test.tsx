import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { SignupPage } from '../../../web/pages/auth/signup-page';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import type { SignupPayload } from '../../../shared/schemas/signup';
import { clearToasts, renderRoutesWithSession, type SessionOptions } from '../session-test-utils';
import { authSettings, server } from '../msw';

const routes: RouteObject[] = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/', element: <h1>Home</h1> },
  { path: '/investor', element: <h1>Investor home</h1> },
];

function renderSignup(path = '/signup', options: SessionOptions = {}) {
  return renderRoutesWithSession(routes, path, options);
}

async function fill(values: { name: string; email: string; password: string; confirm: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /full name/i }), values.name);
  await user.type(screen.getByRole('textbox', { name: /email/i }), values.email);
  await user.type(screen.getByLabelText(/^password/i), values.password);
  await user.type(screen.getByLabelText(/^confirm password/i), values.confirm);
  return user;
}

const COMPLETE = {
  name: 'Cleo Creator',
  email: 'cleo@example.com',
  password: 'pw-123456',
  confirm: 'pw-123456',
};

beforeEach(() => {
  resetProviderAvailability();
  server.use(authSettings({ email: true, google: false, github: false }));
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToasts();
});

describe('SignupPage', () => {
  it('has the four fields, the role choice, the legal links, log in and the logo home', () => {
    renderSignup();
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /full name/i })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /email/i })).toBeRequired();
    expect(screen.getByLabelText(/^password/i)).toBeRequired();
    expect(screen.getByLabelText(/^confirm password/i)).toBeRequired();
    expect(screen.getByText('I want to invest in SaaS projects')).toBeInTheDocument();
    expect(screen.getByText('I want to raise funds for my SaaS project')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toHaveTextContent(
      'Already have an account? Log in',
    );
    expect(screen.getByRole('link', { name: 'LaunchFund home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('complementary', { name: 'What founders say' })).toBeInTheDocument();
  });

  it('preselects investor by default and creator from ?role=creator', () => {
    const first = renderSignup();
    expect(screen.getByRole('radio', { name: /^Investor/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Project Creator/ })).not.toBeChecked();
    first.unmount();
    renderSignup('/signup?role=creator');
    expect(screen.getByRole('radio', { name: /^Project Creator/ })).toBeChecked();
  });

  it('falls back to investor for an unknown ?role=', () => {
    renderSignup('/signup?role=admin');
    expect(screen.getByRole('radio', { name: /^Investor/ })).toBeChecked();
  });

  it("toasts 'Error' / \"Passwords don't match.\" and submits nothing", async () => {
    const signUp = vi.fn(async () => ({ session: null }));
    renderSignup('/signup', { auth: { signUp } });
    const user = await fill({ ...COMPLETE, confirm: 'different' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('names missing fields and submits nothing', async () => {
    const signUp = vi.fn(async () => ({ session: null }));
    renderSignup('/signup', { auth: { signUp } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it("signs up with the chosen role, spins while submitting, then shows 'Account created!'", async () => {
    let finish: () => void = () => {};
    const signUp = vi.fn(
      (_payload: SignupPayload) =>
        new Promise<{ session: null }>((resolve) => (finish = () => resolve({ session: null }))),
    );
    const { session } = renderSignup('/signup', { auth: { signUp } });
    const user = await fill(COMPLETE);
    await user.click(screen.getByRole('radio', { name: /^Project Creator/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const button = screen.getByRole('button', { name: /Create Account|Creating account/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-loading');
    expect(session.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(signUp).toHaveBeenCalledWith({
      name: 'Cleo Creator',
      email: 'cleo@example.com',
      password: 'pw-123456',
      role: 'creator',
    });

    finish();
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
    expect(screen.getByText(/We sent a confirmation link to cleo@example.com/)).toBeInTheDocument();
    // The tab names the page the person is now on, not the form they left.
    await waitFor(() => expect(document.title).toBe('Check your email | LaunchFund'));
    expect(session.actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it("logs a failure and shows the server's message in an 'Error' toast", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Password should be at least 8 characters.');
    renderSignup('/signup', {
      auth: {
        signUp: async () => {
          throw failure;
        },
      },
    });
    const user = await fill(COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Password should be at least 8 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[signup] Sign-up failed:', expect.any(Error));
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('sends a user the server signed straight in to their dashboard', async () => {
    renderSignup('/signup', {
      auth: {
        signUp: async () => ({
          session: { accessToken: 't', user: { id: 'u', email: 'cleo@example.com' } },
        }),
        fetchProfile: async () => ({ fullName: 'Cleo', role: 'investor', avatarUrl: null }),
      },
    });
    const user = await fill(COMPLETE);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Investor home' })).toBeInTheDocument();
    expect(screen.getByText('Account created!')).toBeInTheDocument();
  });

  it('shows Google and GitHub as unavailable with the reason', async () => {
    renderSignup();
    expect(
      await screen.findByText(
        'Google and GitHub sign-in are not enabled on this server. Please use your email and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'GitHub' })).toBeDisabled();
  });
});

describe('SignupPage after the browser sent its form itself (no app yet)', () => {
  it('is a form the browser can send: a post of every field and the role to /api/signup', () => {
    renderSignup();
    const form = screen.getByRole('form', { name: 'Sign up' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/signup');
    expect(form).toHaveAttribute('novalidate');
    for (const name of ['name', 'email', 'password', 'confirm']) {
      expect(form.querySelector(`input[name="${name}"]`)).not.toBeNull();
    }
    expect(
      [...form.querySelectorAll<HTMLInputElement>('input[type="radio"][name="role"]')].map(
        (radio) => radio.value,
      ),
    ).toEqual(['investor', 'creator']);
  });

  it("shows a refusal that came back in the URL as the app's own sign-up does", async () => {
    renderSignup(
      "/signup#error=access_denied&error_code=validation_failed&error_description=Passwords+don't+match.",
    );
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
  });

  it('sends a new user whose session came back in the URL (an autoconfirming server) home', async () => {
    const investor = {
      id: 'u',
      email: 'i@example.com',
      name: null,
      role: 'investor' as const,
      avatarUrl: null,
    };
    renderSignup('/signup#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer', {
      user: investor,
    });
    expect(await screen.findByRole('heading', { name: 'Investor home' })).toBeInTheDocument();
  });
});
