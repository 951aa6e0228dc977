import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import {
  DEV_TOOLS_ORIGIN,
  TEST_ORIGIN,
  TEST_PASSWORD,
  outbox,
  testClient,
  uniqueEmail,
} from '../helpers/auth';

describe('auth metadata endpoints', () => {
  it('GET /settings reports email sign-up with confirmation on', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/settings`);
    const body: {
      external: Record<string, boolean>;
      mailer_autoconfirm: boolean;
      disable_signup: boolean;
    } = await res.json();
    expect(body.external.email).toBe(true);
    expect(body.external.google).toBe(false);
    expect(body.mailer_autoconfirm).toBe(false);
    expect(body.disable_signup).toBe(false);
  });

  it('GET /health and the JWKS with the ES256 public key', async () => {
    expect(await (await SELF.fetch(`${TEST_ORIGIN}/auth/v1/health`)).json()).toMatchObject({
      name: 'GoTrue',
    });
    const jwks = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/.well-known/jwks.json`);
    const { keys } = await jwks.json<{ keys: Record<string, unknown>[] }>();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
  });
});

describe('the development mail outbox', () => {
  it('lists messages with working links as a page and as JSON', async () => {
    const email = uniqueEmail('outbox');
    await testClient().auth.signUp({ email, password: TEST_PASSWORD });
    const [message] = await outbox();
    expect(message).toMatchObject({ to: email, kind: 'signup', subject: 'Confirm your signup' });
    expect(message?.link).toMatch(/^https:\/\/app\.test\/auth\/v1\/verify\?token=/);
    const page = await SELF.fetch(`${DEV_TOOLS_ORIGIN}/__dev/outbox`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Mail outbox');
    expect(html).toContain(email);
    expect(html).toContain((message?.link ?? '').replace(/&/g, '&amp;'));
  });

  it('is not served unless DEV_TOOLS is "true"', async () => {
    const res = await app.fetch(new Request(`${DEV_TOOLS_ORIGIN}/__dev/outbox.json`), {
      ...env,
      DEV_TOOLS: 'false',
    });
    expect(res.status).toBe(404);
  });
});
