/**
 * The contact page's form sent by the browser itself (no app): a form body from a page
 * navigation is checked, limited and stored as the JSON API's is, and answered as a page.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postPageForm } from '../helpers/page-form';

let sent = 0;
const countOf = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
const storedCounts = async () => [
  await countOf('SELECT COUNT(*) AS n FROM events'),
  await countOf('SELECT COUNT(*) AS n FROM auth_outbox'),
];

function postForm(
  fields: Record<string, string>,
  { address = `198.51.100.${100 + ++sent}`, headers = {} as Record<string, string> } = {},
) {
  return postPageForm('/api/contact', fields, { address, headers });
}

const valid = () => ({
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: `Without JavaScript ${sent}`,
  message: 'Does the form work with scripts off?',
});

describe('POST /api/contact from the page itself (a form body)', () => {
  it('stores and mails the message, then sends the browser to the Message sent notice', async () => {
    const subject = 'Sent by the browser';
    const res = await postForm({ ...valid(), subject });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/contact#message-sent');
    const stored = await env.DB.prepare(
      "SELECT payload FROM events WHERE type = 'contact.message_received' AND payload LIKE ?",
    )
      .bind(`%${subject}%`)
      .all<{ payload: string }>();
    expect(stored.results.map((r) => JSON.parse(r.payload))).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', subject }),
    ]);
  });

  it('answers a bad message with a 400 page naming each field, and stores nothing', async () => {
    const before = await storedCounts();
    const res = await postForm({ ...valid(), email: 'not-an-email', message: '   ' });
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('Your message was not sent');
    expect(page).toMatch(/Email: .+/);
    expect(page).toContain('Message: Please enter a message.');
    expect(page).toContain('Back button returns to the form with your text in it');
    expect(page).toContain('href="/contact"');
    expect(await storedCounts()).toEqual(before);
  });

  it('escapes what was sent when it shows it back', async () => {
    const res = await postForm({ ...valid(), name: '' });
    expect(res.status).toBe(400);
    const hostile = await postForm({ ...valid(), email: '<script>alert(1)</script>' });
    expect(hostile.status).toBe(400);
    expect(await hostile.text()).not.toContain('<script>alert(1)');
  });

  it('refuses a form sent from another site (403) and stores nothing', async () => {
    const before = await storedCounts();
    const res = await postForm(valid(), {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('can only be sent from LaunchFund&#39;s own contact page');
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses a body far larger than any message (413)', async () => {
    const res = await postForm({ ...valid(), message: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('too long to send');
  });

  it('shares the address budget with the JSON API: the sixth message is a 429 page', async () => {
    const address = '203.0.113.91';
    for (let i = 0; i < 5; i += 1) expect((await postForm(valid(), { address })).status).toBe(303);
    const limited = await postForm(valid(), { address });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Please wait a few minutes');
  });

  it('leaves a form body that is not a page navigation to the JSON API (415)', async () => {
    const res = await postForm(valid(), {
      headers: { Accept: 'application/json', 'Sec-Fetch-Mode': 'cors' },
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('bad_content_type');
  });
});
