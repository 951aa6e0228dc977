// Host-header poisoning: an emailed link must point at SITE_URL whatever Host the request
// that asked for it carried, and redirect_to may only name the site or the allow-list.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { siteUrlDeployProblem } from '../../../worker/auth/links';
import { TEST_ORIGIN, createConfirmedUser } from '../helpers/auth';

const SITE = 'https://site.example';
const EVIL = 'https://evil.example';

async function recover(
  email: string,
  options: { base?: string; redirectTo?: string; vars?: Record<string, string> } = {},
): Promise<void> {
  const query = options.redirectTo ? `?redirect_to=${encodeURIComponent(options.redirectTo)}` : '';
  const res = await app.fetch(
    new Request(`${options.base ?? EVIL}/auth/v1/recover${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: PUBLIC_API_KEY },
      body: JSON.stringify({ email }),
    }),
    { ...env, SITE_URL: SITE, ...options.vars },
  );
  expect(res.status).toBe(200);
}

/** The link of the newest mail to `email`, read straight from the outbox table. */
async function mailedLink(email: string): Promise<URL> {
  const row = await env.DB.prepare(
    'SELECT link FROM auth_outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1',
  )
    .bind(email)
    .first<{ link: string }>();
  if (!row) throw new Error(`no mail to ${email}`);
  return new URL(row.link);
}

describe('emailed links with SITE_URL set', () => {
  it('point at SITE_URL, not at the Host the request carried', async () => {
    const user = await createConfirmedUser();
    await recover(user.email);
    const link = await mailedLink(user.email);
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(new URL(link.searchParams.get('redirect_to') ?? '').origin).toBe(SITE);
    // Without SITE_URL (local development) the request's own origin is kept.
    const local = await createConfirmedUser();
    await recover(local.email, { base: TEST_ORIGIN, vars: { SITE_URL: '' } });
    expect((await mailedLink(local.email)).origin).toBe(TEST_ORIGIN);
  });

  it('drop a redirect_to on another origin, even the one the request came in on', async () => {
    const user = await createConfirmedUser();
    await recover(user.email, { redirectTo: `${EVIL}/reset-password` });
    expect((await mailedLink(user.email)).searchParams.get('redirect_to')).toBe(SITE);
    // Not a web URL at all: dropped too.
    const other = await createConfirmedUser();
    await recover(other.email, { redirectTo: 'javascript:alert(1)' });
    expect((await mailedLink(other.email)).searchParams.get('redirect_to')).toBe(SITE);
    // The site itself, query included, is kept.
    const third = await createConfirmedUser();
    await recover(third.email, { redirectTo: `${SITE}/reset-password?from=mail` });
    expect((await mailedLink(third.email)).searchParams.get('redirect_to')).toBe(
      `${SITE}/reset-password?from=mail`,
    );
  });

  it('honour ADDITIONAL_REDIRECT_URLS entries, path by path', async () => {
    const vars = { ADDITIONAL_REDIRECT_URLS: 'https://mobile.example/callback, not a url' };
    const allowed = await createConfirmedUser();
    await recover(allowed.email, { redirectTo: 'https://mobile.example/callback/done', vars });
    expect((await mailedLink(allowed.email)).searchParams.get('redirect_to')).toBe(
      'https://mobile.example/callback/done',
    );
    const sibling = await createConfirmedUser();
    await recover(sibling.email, { redirectTo: 'https://mobile.example/callbackevil', vars });
    expect((await mailedLink(sibling.email)).searchParams.get('redirect_to')).toBe(SITE);
  });

  it('send the verify redirect to SITE_URL when redirect_to names another origin', async () => {
    const res = await app.fetch(
      new Request(
        `${EVIL}/auth/v1/verify?token=nope&type=recovery&redirect_to=${encodeURIComponent(EVIL)}`,
      ),
      { ...env, SITE_URL: SITE },
    );
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location') ?? '').origin).toBe(SITE);
  });
});

describe('emailed links without SITE_URL', () => {
  async function recoverWithout(email: string, base: string, devTools: string): Promise<Response> {
    return app.fetch(
      new Request(`${base}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: PUBLIC_API_KEY },
        body: JSON.stringify({ email }),
      }),
      { ...env, SITE_URL: '', DEV_TOOLS: devTools },
    );
  }

  it('are refused outside local development, with a message and nothing mailed', async () => {
    const user = await createConfirmedUser();
    const res = await recoverWithout(user.email, EVIL, 'false');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-sb-error-code')).toBe('site_url_missing');
    expect(JSON.stringify(await res.json())).toContain('SITE_URL');
    await expect(mailedLink(user.email)).rejects.toThrow(/no mail/);
  });

  it('follow the request in local development (DEV_TOOLS, or a loopback host)', async () => {
    const dev = await createConfirmedUser();
    expect((await recoverWithout(dev.email, TEST_ORIGIN, 'true')).status).toBe(200);
    expect((await mailedLink(dev.email)).origin).toBe(TEST_ORIGIN);
    const loopback = await createConfirmedUser();
    expect((await recoverWithout(loopback.email, 'http://localhost:8714', 'false')).status).toBe(
      200,
    );
    expect((await mailedLink(loopback.email)).origin).toBe('http://localhost:8714');
  });
});

describe('npm run deploy without SITE_URL', () => {
  it('is refused unless the deployed vars or a --var give an http(s) SITE_URL', () => {
    expect(siteUrlDeployProblem({ DEV_TOOLS: 'false' }, undefined, 'wrangler.toml [vars]')).toMatch(
      /wrangler.toml \[vars\] does not set SITE_URL/,
    );
    expect(siteUrlDeployProblem(undefined, undefined, '[vars]')).not.toBeNull();
    expect(siteUrlDeployProblem({ SITE_URL: '' }, undefined, '[vars]')).not.toBeNull();
    expect(siteUrlDeployProblem({ SITE_URL: 'javascript:x' }, undefined, '[vars]')).toMatch(
      /http\(s\)/,
    );
    expect(
      siteUrlDeployProblem({ SITE_URL: 'https://funding.example' }, undefined, 'v'),
    ).toBeNull();
    expect(siteUrlDeployProblem({}, 'https://funding.example', '--var')).toBeNull();
  });
});
