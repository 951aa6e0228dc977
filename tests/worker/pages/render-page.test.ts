/**
 * Every page is rendered by the worker (worker/pages/render-page.ts) for the visitor's
 * session, with the /api answers it shows inlined for the browser's hydration.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { BOOT_PAYLOAD_ID, type BootPayload } from '../../../shared/document-render';
import { SESSION_COOKIE, toBase64Url } from '../../../shared/session-cookie';
import { signedInUser } from '../helpers/auth';

const SHELL =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/main.js"></script></body></html>';

/** The worker with a built shell in its assets (the tests' assets folder has a bare one). */
function page(path: string, init: RequestInit = {}): Promise<Response> {
  const assets = {
    fetch: async (request: Request) =>
      new URL(request.url).pathname === '/'
        ? new Response(SHELL, { headers: { 'Content-Type': 'text/html' } })
        : new Response(null, { status: 404 }),
  };
  return Promise.resolve(
    app.fetch(new Request(`https://app.test${path}`, init), { ...env, ASSETS: assets }),
  );
}

function bootOf(html: string): BootPayload {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_PAYLOAD_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no boot payload');
  return JSON.parse(match[1]) as BootPayload;
}

/** The session cookie as the browser's supabase-js writes it (@supabase/ssr's encoding). */
function sessionCookie(accessToken: string, user: { id: string; email: string }): string {
  const session = { access_token: accessToken, refresh_token: 'r', user };
  return `${SESSION_COOKIE}=base64-${toBase64Url(JSON.stringify(session))}`;
}

describe('a page', () => {
  it('is rendered for a signed-out visitor with its markup, head and boot payload', async () => {
    const res = await page('/faq');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<title>FAQ | LaunchFund</title>');
    expect(html).not.toContain('<title>Shell</title>');
    expect(html).toMatch(/<div id="root">.*Frequently Asked Questions/s);
    expect(bootOf(html).session).toEqual({ kind: 'signedOut' });
    expect(html).toContain('src="/assets/main.js"');
  });

  it('is rendered for the signed-in user of the session cookie, with their dashboard data', async () => {
    const user = await signedInUser({ role: 'investor', fullName: 'Ivy Render' });
    const res = await page('/investor', {
      headers: { Cookie: sessionCookie(user.accessToken, { id: user.userId, email: user.email }) },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const boot = bootOf(html);
    expect(boot.session).toMatchObject({
      kind: 'signedIn',
      user: { id: user.userId, name: 'Ivy Render', role: 'investor' },
    });
    expect(html).toContain('Investor Dashboard');
    expect(html).toContain('Add Funds');
    const cached = (boot.queries as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[1],
    );
    expect(cached).toContain('/api/dashboards/investor');
  });

  it('renders a cookie whose token the server refuses as a session being restored', async () => {
    const res = await page('/investor', {
      headers: { Cookie: sessionCookie('not-a-token', { id: 'u-1', email: 'a@example.com' }) },
    });
    expect(bootOf(await res.text()).session).toEqual({ kind: 'restoring' });
  });

  it.each(['/no-such-page', '/admin/nope', '/project/a/b'])(
    'answers 404 with the 404 screen at %s',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page not found');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    },
  );

  it('inserts page text verbatim, never as a replacement pattern', async () => {
    // The 404 screen names the path asked for; `$&` would copy the shell into the page.
    const res = await page('/no-such-$&-page');
    expect(await res.text()).not.toContain('<title>Shell</title>');
  });

  it('refuses other methods than GET and HEAD with 405', async () => {
    expect((await page('/investor', { method: 'POST' })).status).toBe(405);
  });

  it("renders a creator's dashboard without putting their token in the page", async () => {
    const user = await signedInUser({ role: 'creator', fullName: 'Cai Render' });
    const res = await page('/creator', {
      headers: { Cookie: sessionCookie(user.accessToken, { id: user.userId, email: user.email }) },
    });
    const html = await res.text();
    expect(html).toContain('Creator Dashboard');
    // The token itself is never in the page (the browser has it in its cookie).
    expect(html).not.toContain(user.accessToken);
  });

  it('renders /login with the social sign-in the auth server has not enabled, from its own settings', async () => {
    // The embedded auth server enables email only (worker/routes/auth-meta.ts).
    const html = (await (await page('/login')).text()).replaceAll('<!-- -->', '');
    expect(html).toContain(
      'Google and GitHub sign-in are not enabled on this server. Please use your email and password.',
    );
    // The browser's first render reads the same answer, so it draws the same note.
    const cached = (bootOf(html).queries as { queries: { queryKey: unknown[] }[] }).queries.map(
      (query) => query.queryKey[1],
    );
    expect(cached).toContain('/auth/v1/settings');
  });
});
