/**
 * The Log in page's form sent by the browser itself (no app): POST /api/login signs in
 * through /auth/v1/token as the app would and hands the outcome back to /login in the
 * URL's fragment, where the page's app reads it.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, bearer, createConfirmedUser, uniqueEmail } from '../helpers/auth';
import { postPageForm } from '../helpers/page-form';

let sent = 0;
const post = (fields: Record<string, string>, headers?: Record<string, string>) =>
  postPageForm('/api/login', fields, { address: `198.51.100.${++sent}`, headers });

/** The fragment of a 303 to /login, as the page's supabase-js reads it. */
function fragmentOf(res: Response): URLSearchParams {
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('Location') ?? '', TEST_ORIGIN);
  expect(location.pathname).toBe('/login');
  expect(location.search).toBe('');
  return new URLSearchParams(location.hash.slice(1));
}

describe('POST /api/login from the page itself (a form body)', () => {
  it('signs in and sends the browser back to /login with a working session in the fragment', async () => {
    const user = await createConfirmedUser({ role: 'creator' });
    const res = await post({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const fragment = fragmentOf(res);
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(fragment.get('refresh_token')).toMatch(/.{12,}/);
    expect(fragment.get('error')).toBeNull();
    // The access token is the user's: the auth API answers with them.
    const me = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/user`, {
      headers: { apikey: PUBLIC_API_KEY, ...bearer(fragment.get('access_token') ?? '') },
    });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { id: string; email: string };
    expect(body).toMatchObject({ id: user.id, email: user.email });
  });

  it("sends a wrong password back with the auth API's code and message, and no session", async () => {
    const user = await createConfirmedUser();
    for (const fields of [
      { email: user.email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: 'whatever-it-is' },
    ]) {
      const fragment = fragmentOf(await post(fields));
      expect(Object.fromEntries(fragment)).toEqual({
        error: 'access_denied',
        error_code: 'invalid_credentials',
        error_description: 'Invalid login credentials',
      });
    }
  });

  it('names an unconfirmed email as the app would, so the page can offer to resend the link', async () => {
    const user = await createConfirmedUser({ confirmed: false });
    const fragment = fragmentOf(await post({ email: user.email, password: user.password }));
    expect(fragment.get('error_code')).toBe('email_not_confirmed');
    expect(fragment.get('error_description')).toBe('Email not confirmed');
    expect(fragment.get('access_token')).toBeNull();
  });

  it("checks the fields as the app does, with the app's messages, before asking the auth API", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, 'Please enter your email address.'],
      [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email address.'],
      [{ email: 'someone@example.com' }, 'Please enter your password.'],
    ];
    for (const [fields, message] of cases) {
      const fragment = fragmentOf(await post(fields));
      expect(fragment.get('error_code')).toBe('validation_failed');
      expect(fragment.get('error_description')).toBe(message);
    }
  });

  it('passes the lockout after repeated wrong passwords on, and then refuses even the right one', async () => {
    const user = await createConfirmedUser();
    const codes: (string | null)[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        fragmentOf(await post({ email: user.email, password: `wrong-${i}` })).get('error_code'),
      );
    }
    expect(codes.slice(0, 10).every((code) => code === 'invalid_credentials')).toBe(true);
    expect(codes[10]).toBe('over_request_rate_limit');
    const locked = fragmentOf(await post({ email: user.email, password: user.password }));
    expect(locked.get('access_token')).toBeNull();
    expect(locked.get('error_description')).toContain('Too many failed sign-in attempts');
  });

  it('keeps the device cookie of a sign-in, so the lockout of other clients spares this browser', async () => {
    const user = await createConfirmedUser();
    const first = await post({ email: user.email, password: user.password });
    expect(fragmentOf(first).get('access_token')).toMatch(/.+/);
    const device = first.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(device).toMatch(/^lf_device_/);
    for (let i = 0; i < 10; i += 1) await post({ email: user.email, password: `wrong-${i}` });
    const locked = fragmentOf(await post({ email: user.email, password: user.password }));
    expect(locked.get('error_code')).toBe('over_request_rate_limit');
    const known = await post({ email: user.email, password: user.password }, { Cookie: device });
    expect(fragmentOf(known).get('access_token')).toMatch(/.+/);
  });

  it('refuses a form sent from another site (403) and signs nobody in', async () => {
    const user = await createConfirmedUser();
    const res = await post(
      { email: user.email, password: user.password },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('Location')).toBeNull();
    const page = await res.text();
    expect(page).toContain('You were not logged in');
    expect(page).not.toContain('access_token');
  });

  it('refuses a body far too large with a 413 page', async () => {
    const res = await post({ email: 'a@example.com', password: 'x'.repeat(8 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('You were not logged in');
  });

  it('refuses anything but the page form with a 415 naming the API apps use', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('POST /auth/v1/token?grant_type=password');
  });
});
