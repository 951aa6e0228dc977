/**
 * The Sign up page's form sent by the browser itself (no app): POST /api/signup signs up
 * through /auth/v1/signup as the app would and sends the browser back to /signup with the
 * outcome in the URL's fragment: the static "Check your email" notice, an error the
 * page's app shows, or (from a server that confirms addresses itself) the session.
 */
import { SELF, createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { authFailure } from '../../../worker/routes/auth-call';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  bearer,
  createConfirmedUser,
  latestMailTo,
  openLink,
  uniqueEmail,
} from '../helpers/auth';
import { postPageForm } from '../helpers/page-form';

let sent = 0;
const post = (fields: Record<string, string>, headers?: Record<string, string>) =>
  postPageForm('/api/signup', fields, { address: `198.51.100.${++sent}`, headers });

function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail('signup-form'),
    password: TEST_PASSWORD,
    confirm: TEST_PASSWORD,
    role: 'creator',
    ...overrides,
  };
}

/** Where a 303 sends the browser: it must be /signup, with no query string. */
function backToSignup(res: Response): URL {
  expect(res.status).toBe(303);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  const location = new URL(res.headers.get('Location') ?? '', TEST_ORIGIN);
  expect(location.pathname).toBe('/signup');
  expect(location.search).toBe('');
  return location;
}

function fragmentOf(res: Response): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(backToSignup(res).hash.slice(1)));
}

/** The signed-in user's address and profile (name and role), as the app reads them. */
async function userOf(accessToken: string) {
  const headers = { apikey: PUBLIC_API_KEY, ...bearer(accessToken) };
  const me = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, { headers });
  expect(me.status).toBe(200);
  const { id, email } = (await me.json()) as { id: string; email: string };
  const profiles = await SELF.fetch(
    `${TEST_ORIGIN}/rest/v1/profiles?select=full_name,role&id=eq.${id}`,
    { headers },
  );
  expect(profiles.status).toBe(200);
  const [profile] = (await profiles.json()) as { full_name: string; role: string }[];
  return { email, profile: profile ?? { full_name: '', role: '' } };
}

describe('POST /api/signup from the page itself (a form body)', () => {
  it('creates the account with its name and role, mails the confirmation link to /login, and shows the "Account created!" notice', async () => {
    const fields = form({ email: `  ${uniqueEmail('Signup-Form').toUpperCase()} ` });
    const email = fields.email!.trim().toLowerCase();
    const res = await post(fields);
    expect(backToSignup(res).hash).toBe('#account-created');
    const mail = await latestMailTo(email);
    expect(mail.kind).toBe('signup');
    // Following the link signs the new user in on /login, as the app's sign-up asks.
    const landed = await openLink(mail.link);
    expect(landed.pathname).toBe('/login');
    const session = new URLSearchParams(landed.hash.slice(1));
    const user = await userOf(session.get('access_token') ?? '');
    expect(user.email).toBe(email);
    expect(user.profile).toEqual({ full_name: 'Ada Lovelace', role: 'creator' });
  });

  it('never makes an admin: any role but investor or creator is the default, investor', async () => {
    const fields = form({ role: 'admin' });
    backToSignup(await post(fields));
    const landed = await openLink((await latestMailTo(fields.email!)).link);
    const user = await userOf(new URLSearchParams(landed.hash.slice(1)).get('access_token') ?? '');
    expect(user.profile.role).toBe('investor');
  });

  it("checks the fields as the app does, with the app's messages, and creates nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'Please enter your full name.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ password: '', confirm: '' }, 'Please enter a password.'],
      [{ confirm: 'something-else-2026' }, "Passwords don't match."],
    ];
    for (const [overrides, message] of cases) {
      const fields = form(overrides);
      expect(fragmentOf(await post(fields))).toEqual({
        error: 'access_denied',
        error_code: 'validation_failed',
        error_description: message,
      });
      await expect(latestMailTo(fields.email!)).rejects.toThrow('no mail');
    }
  });

  it("passes the auth server's own refusal on (a password it finds too weak)", async () => {
    const fields = form({ password: 'short', confirm: 'short' });
    const fragment = fragmentOf(await post(fields));
    expect(fragment.error_code).toBe('weak_password');
    expect(fragment.error_description).toMatch(/Password should be at least \d+ characters/);
  });

  it('with a server that confirms addresses itself, hands the new session to the page', async () => {
    const autoconfirm = { ...env, AUTH_AUTOCONFIRM: 'true' };
    const fields = form();
    const res = await postPageForm('/api/signup', fields, {
      address: '203.0.113.77',
      send: async (request) => app.fetch(request, autoconfirm, createExecutionContext()),
    });
    const fragment = fragmentOf(res);
    expect(fragment.token_type).toBe('bearer');
    expect(fragment.refresh_token).toMatch(/.{12,}/);
    expect((await userOf(fragment.access_token ?? '')).email).toBe(fields.email);
  });

  it('answers an address already taken as it answers a new one, naming nobody', async () => {
    const user = await createConfirmedUser();
    expect(backToSignup(await post(form({ email: user.email }))).hash).toBe('#account-created');
  });

  it('refuses a form sent from another site (403) and creates nothing', async () => {
    const fields = form();
    const res = await post(fields, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('Location')).toBeNull();
    expect(await res.text()).toContain('Your account was not created');
    await expect(latestMailTo(fields.email!)).rejects.toThrow('no mail');
  });

  it('refuses a body far too large with a 413 page', async () => {
    const res = await post(form({ name: 'x'.repeat(16 * 1024) }));
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('Your account was not created');
  });

  it('refuses anything but the page form with a 415 naming the API apps use', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(form()),
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('POST /auth/v1/signup');
  });
});

describe('what a refused auth API call tells the visitor (authFailure)', () => {
  const fallback = { code: 'validation_failed', message: 'Please check the form.' };
  const unavailable = 'Signing up is not working right now.';
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it("passes the auth API's own code and message on, in either of GoTrue's shapes", async () => {
    const versioned = answer(422, { code: 'weak_password', message: 'Too short.' });
    expect(await authFailure(versioned, unavailable, fallback)).toEqual({
      code: 'weak_password',
      description: 'Too short.',
    });
    const legacy = answer(429, { error_code: 'over_email_send_rate_limit', msg: 'Wait.' });
    expect(await authFailure(legacy, unavailable, fallback)).toEqual({
      code: 'over_email_send_rate_limit',
      description: 'Wait.',
    });
  });

  it('names its own trouble (a 5xx) as unavailable, and an answer that names nothing by the fallback', async () => {
    const down = answer(502, { code: 'x', message: 'stack trace' });
    expect(await authFailure(down, unavailable, fallback)).toEqual({
      code: 'unexpected_failure',
      description: unavailable,
    });
    expect(
      await authFailure(new Response('not json', { status: 400 }), unavailable, fallback),
    ).toEqual({
      code: 'validation_failed',
      description: 'Please check the form.',
    });
  });
});
