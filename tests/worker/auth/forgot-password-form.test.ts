/**
 * The forgot-password page's form sent by the browser itself (no app): POST
 * /api/forgot-password asks /auth/v1/recover for the link, as the app would, and answers as a
 * page that never says whether an account exists.
 */
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, createConfirmedUser, outbox } from '../helpers/auth';
import { postPageForm } from '../helpers/page-form';

let sent = 0;
const post = (fields: Record<string, string>, headers?: Record<string, string>) =>
  postPageForm('/api/forgot-password', fields, { address: `192.0.2.${++sent}`, headers });

const recoveryMailsTo = async (email: string) =>
  (await outbox()).filter((m) => m.to === email && m.kind === 'recovery');

describe('POST /api/forgot-password from the page itself (a form body)', () => {
  it('mails the reset link and sends the browser to the Check your email notice', async () => {
    const user = await createConfirmedUser();
    const res = await post({ email: `  ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/forgot-password#reset-link-sent');
    const mails = await recoveryMailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.link).toContain('/auth/v1/verify');
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const before = (await outbox()).length;
    const res = await post({ email: 'nobody-here@example.com' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/forgot-password#reset-link-sent');
    expect((await outbox()).length).toBe(before);
  });

  it('answers a bad address with a 400 page naming it, and asks for no link', async () => {
    const before = (await outbox()).length;
    const res = await post({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Your reset link was not sent');
    expect(page).toMatch(/Email: .+/);
    expect(page).toContain('href="/forgot-password"');
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Email: Please enter your email address.');
    expect((await outbox()).length).toBe(before);
  });

  it('refuses a form sent from another site (403) and mails nothing', async () => {
    const user = await createConfirmedUser();
    const res = await post(
      { email: user.email },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect(await recoveryMailsTo(user.email)).toEqual([]);
  });

  it("passes the auth API's rate limit on as a 429 page with its message", async () => {
    const address = '192.0.2.200';
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await postPageForm(
        '/api/forgot-password',
        { email: `limit-${i}@example.com` },
        { address },
      );
      answers.push(res.status);
      if (res.status === 429) {
        const page = await res.text();
        expect(page).toContain('Your reset link was not sent');
        expect(page).toMatch(/<p>[^<]{10,}<\/p>/);
      } else await res.body?.cancel();
    }
    expect(answers.slice(0, 30).every((status) => status === 303)).toBe(true);
    expect(answers[30]).toBe(429);
  });

  it('refuses anything but the page form with a 415 naming the API apps use', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('POST /auth/v1/recover');
  });
});
