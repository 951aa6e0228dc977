import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactInboxResponse } from '../../../shared/schemas/contact-api';
import { outbox, signedInUser } from '../helpers/auth';
import { call, type ErrorBody } from '../lifecycle/lifecycle-helpers';

let admin: string;
let investor: string;
beforeAll(async () => {
  admin = (await signedInUser({ role: 'admin', fullName: 'Ada Admin' })).accessToken;
  investor = (await signedInUser({ role: 'investor', fullName: 'Ivy Investor' })).accessToken;
});

let sent = 0;
/** A valid message from its own address, so each test has its own rate-limit budget. */
function send(body: Record<string, unknown> = {}, address = `198.51.100.${++sent}`) {
  return call<{ id: string } & ErrorBody>('/api/contact', {
    method: 'POST',
    headers: { 'CF-Connecting-IP': address },
    body: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: `Listing question ${sent}`,
      message: 'How long does a review take?',
      ...body,
    },
  });
}

const countOf = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

describe('POST /api/contact', () => {
  it('stores the message as an event and mails it to the support address', async () => {
    const res = await send({ subject: 'Where is my confirmation?' });
    expect(res.status).toBe(202);
    const events = await env.DB.prepare('SELECT type, payload FROM events WHERE stream_id = ?')
      .bind(res.body.id)
      .all<{ type: string; payload: string }>();
    expect(events.results.map((e) => e.type)).toEqual(['contact.message_received']);
    expect(JSON.parse(events.results[0]!.payload)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Where is my confirmation?',
      senderId: null,
    });
    const mail = (await outbox()).find(
      (m) => m.subject === 'Contact form: Where is my confirmation?',
    );
    expect(mail).toMatchObject({ to: 'support@launchfund.com', kind: 'contact' });
    expect(mail?.body).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail?.body).toContain('How long does a review take?');
  });

  it('refuses a bad message with 422 naming the field, and stores and mails nothing', async () => {
    const before = [
      await countOf('SELECT COUNT(*) AS n FROM events'),
      await countOf('SELECT COUNT(*) AS n FROM auth_outbox'),
    ];
    const res = await send({ email: 'not-an-email', message: '   ' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.details ?? {}).sort()).toEqual(['email', 'message']);
    const tooLong = await send({ message: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(422);
    const extra = await send({ role: 'admin' });
    expect(extra.status).toBe(202);
    expect([
      await countOf('SELECT COUNT(*) AS n FROM events'),
      await countOf('SELECT COUNT(*) AS n FROM auth_outbox'),
    ]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('limits one address to 5 messages per 5 minutes (429 in the envelope)', async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < 5; i += 1) expect((await send({}, address)).status).toBe(202);
    const limited = await send({}, address);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('rate_limited');
    expect((await send({}, '203.0.113.78')).status).toBe(202);
  });
});

describe('the admins contact inbox', () => {
  it('lists new messages and marks one handled, and new again, each as an event', async () => {
    const { body } = await send({ subject: 'Inbox check' });
    const inbox = await call<ContactInboxResponse>('/api/admin/contact-messages', { token: admin });
    expect(inbox.status).toBe(200);
    const listed = inbox.body.messages.find((m) => m.id === body.id);
    expect(listed).toMatchObject({ subject: 'Inbox check', handledAt: null });
    const newBefore = inbox.body.newCount;
    const path = `/api/admin/contact-messages/${encodeURIComponent(body.id)}/handled`;
    const handled = await call<{ message: { handledAt: string | null } }>(path, {
      method: 'POST',
      token: admin,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect(handled.body.message.handledAt).not.toBeNull();
    const after = await call<ContactInboxResponse>('/api/admin/contact-messages', { token: admin });
    expect(after.body.newCount).toBe(newBefore - 1);
    const again = await call(path, { method: 'POST', token: admin, body: { handled: true } });
    expect(again.status).toBe(200);
    const reopened = await call<{ message: { handledAt: string | null } }>(path, {
      method: 'POST',
      token: admin,
      body: { handled: false },
    });
    expect(reopened.body.message.handledAt).toBeNull();
    const types = await env.DB.prepare(
      'SELECT type FROM events WHERE stream_id = ? ORDER BY version',
    )
      .bind(body.id)
      .all<{ type: string }>();
    expect(types.results.map((r) => r.type)).toEqual([
      'contact.message_received',
      'contact.message_handled',
      'contact.message_handled',
    ]);
  });

  it('is for admins only, and an unknown message is 404', async () => {
    expect((await call('/api/admin/contact-messages')).status).toBe(401);
    expect((await call('/api/admin/contact-messages', { token: investor })).status).toBe(403);
    const missing = await call('/api/admin/contact-messages/contact%3Anope/handled', {
      method: 'POST',
      token: admin,
      body: { handled: true },
    });
    expect(missing.status).toBe(404);
  });
});
