/**
 * Heard when it matters (docs/product.md#notifications): every money and review event
 * reaches each party concerned in the bell, and by mail with a one-click unsubscribe,
 * written from the event's own projection, once, even when the log is replayed.
 */
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../../shared/conversations/api';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { closeOffering } from '../../../worker/closing/settle';
import { rebuildReadModels } from '../../../worker/projections';
import { offeringWith } from '../closing/helpers';
import { ask, call, conversationCast, draftProject } from '../conversations/helpers';
import { TEST_ORIGIN, outbox } from '../helpers/auth';
import { newKey } from '../investing/helpers';
import { completeDisclosures } from '../helpers/disclosures';

async function bell(token: string, projectId?: string) {
  const res = await call<NotificationsResponse>('/api/me/notifications', { token });
  expect(res.status).toBe(200);
  return res.body.notifications.filter((n) => !projectId || n.projectId === projectId);
}

async function mailsTo(email: string, kind: string) {
  return (await outbox()).filter((m) => m.to === email.toLowerCase() && m.kind === kind);
}

/** An HTML page of the unsubscribe link: its status and text. */
async function page(path: string, method = 'GET', body?: string) {
  const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      Accept: 'text/html',
      ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
    },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: await res.text() };
}

async function count(sql: string, ...params: unknown[]) {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('the money events', () => {
  it('a failed raise: each investor hears of the refund, the founder that the raise failed', async () => {
    const { project, investors, afterEnd } = await offeringWith(
      'Quiet Failure Co',
      1_000_000,
      [50_000, 70_000],
    );
    await closeOffering(env.DB, project.id, afterEnd);
    const founder = await bell(project.creatorToken, project.id);
    expect(founder.map((n) => n.kind)).toContain('raise_failed');
    expect(founder.find((n) => n.kind === 'raise_failed')).toMatchObject({
      projectTitle: 'Quiet Failure Co',
      actorName: 'LaunchFund',
      read: false,
    });
    for (const investor of investors) {
      const [refund] = await bell(investor.token, project.id);
      expect(refund).toMatchObject({
        kind: 'investment_refunded',
        subjectId: investor.investmentId,
      });
      const mails = await mailsTo(investor.email, 'investment_refunded');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain('Quiet Failure Co');
      expect(mails[0]?.body).toContain('Hello Investor Number');
      expect(mails[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mails[0]?.headers['List-Unsubscribe']).toMatch(
        /^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[A-Za-z0-9_%.-]+>$/,
      );
    }
  });

  it('a funded raise: settled SAFEs for the investors, funded and the payout for the founder', async () => {
    const { project, investors, afterEnd } = await offeringWith(
      'Loud Success Co',
      100_000,
      [60_000, 50_000],
    );
    await closeOffering(env.DB, project.id, afterEnd);
    const founder = await bell(project.creatorToken, project.id);
    expect(founder.map((n) => n.kind).sort()).toEqual(
      ['payout_released', 'project_approved', 'raise_funded'].sort(),
    );
    // 110,000 raised, a 5 % fee of 5,500: the founder gets 104,500.
    expect(founder.find((n) => n.kind === 'payout_released')?.excerpt).toBe(
      '$1,045.00 paid out ($1,100.00 raised, $55.00 fee).',
    );
    for (const investor of investors) {
      expect((await bell(investor.token, project.id)).map((n) => n.kind)).toEqual([
        'investment_settled',
      ]);
      expect(await mailsTo(investor.email, 'investment_settled')).toHaveLength(1);
    }
  });

  it('a cancelled commitment: the investor and the founder hear of it', async () => {
    const { project, investors } = await offeringWith('Second Thoughts Co', 1_000_000, [60_000]);
    const [investor] = investors;
    if (!investor) throw new Error('no investor');
    const res = await call<InvestmentResponse>(`/api/investments/${investor.investmentId}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { idempotencyKey: newKey() },
    });
    expect(res.status).toBe(200);
    const mine = await bell(investor.token, project.id);
    expect(mine.map((n) => n.kind)).toEqual(['commitment_cancelled']);
    expect(mine[0]?.excerpt).toBe('You cancelled $600.00; it is back in your wallet.');
    const founder = await bell(project.creatorToken, project.id);
    expect(founder.find((n) => n.kind === 'commitment_cancelled')?.excerpt).toBe(
      'An investor cancelled a commitment of $600.00.',
    );
  });
});

describe('the review and the discussion', () => {
  it('the founder hears of approval, requested changes, rejection and a new question', async () => {
    const cast = await conversationCast();
    const approved = await bell(cast.founder.token, cast.project.id);
    expect(approved.map((n) => n.kind)).toEqual(['project_approved']);

    const changes = await draftProject(cast.founder);
    await completeDisclosures(changes.id, cast.founder.token);
    await call(`/api/creator/projects/${changes.id}/submit`, {
      method: 'POST',
      token: cast.founder.token,
    });
    await call(`/api/admin/reviews/${changes.id}/request-changes`, {
      method: 'POST',
      token: cast.admin.token,
      body: { note: 'Add your pricing page.' },
    });
    const [sentBack] = await bell(cast.founder.token, changes.id);
    expect(sentBack).toMatchObject({
      kind: 'project_changes_requested',
      excerpt: 'Add your pricing page.',
    });
    expect(await mailsTo(cast.founder.email, 'project_changes_requested')).toHaveLength(1);

    const rejected = await draftProject(cast.founder);
    await completeDisclosures(rejected.id, cast.founder.token);
    await call(`/api/creator/projects/${rejected.id}/submit`, {
      method: 'POST',
      token: cast.founder.token,
    });
    await call(`/api/admin/reviews/${rejected.id}/reject`, {
      method: 'POST',
      token: cast.admin.token,
      body: { reason: 'Not a SaaS business.' },
    });
    expect((await bell(cast.founder.token, rejected.id))[0]).toMatchObject({
      kind: 'project_rejected',
      excerpt: 'Not a SaaS business.',
    });

    const asked = await ask(cast.project.slug, cast.investor.token, 'What is your churn?');
    expect(asked.status).toBe(201);
    const [question] = await bell(cast.founder.token, cast.project.id);
    expect(question).toMatchObject({
      kind: 'question',
      actorName: 'Ivy Investor',
      subjectId: asked.body.post.id,
      excerpt: 'What is your churn?',
    });
    // The founder asking on their own project is not told of it.
    await ask(cast.project.slug, cast.founder.token, 'A note from the founder?');
    expect((await bell(cast.founder.token, cast.project.id))[0]?.id).toBe(question?.id);
  });
});

describe('settings and unsubscribe', () => {
  it('a kind whose email is off is still in the bell but queues no mail', async () => {
    const cast = await conversationCast();
    const off = await call('/api/me/notification-settings', {
      method: 'PUT',
      token: cast.founder.token,
      body: { kind: 'question', email: false },
    });
    expect(off.status).toBe(200);
    await ask(cast.project.slug, cast.investor.token, 'Do you have SOC 2?');
    expect((await bell(cast.founder.token, cast.project.id))[0]?.kind).toBe('question');
    expect(await mailsTo(cast.founder.email, 'question')).toHaveLength(0);
  });

  it('one-click: GET asks and changes nothing, POST turns that kind off without sign-in', async () => {
    const cast = await conversationCast();
    await ask(cast.project.slug, cast.investor.token, 'Who are your customers?');
    const [mail] = await mailsTo(cast.founder.email, 'question');
    const url = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1];
    if (!url) throw new Error('no List-Unsubscribe');
    const path = new URL(url).pathname + new URL(url).search;

    const asked = await page(path);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain('New questions on your projects');
    const settingOf = async () =>
      (
        await call<{ settings: { kind: string; email: boolean }[] }>(
          '/api/me/notification-settings',
          { token: cast.founder.token },
        )
      ).body.settings.find((s) => s.kind === 'question')?.email;
    expect(await settingOf()).toBe(true);

    const clicked = await page(path, 'POST', 'List-Unsubscribe=One-Click');
    expect(clicked.status).toBe(200);
    expect(await settingOf()).toBe(false);
    // A retry records nothing more.
    const events = await count(
      "SELECT COUNT(*) AS n FROM events WHERE type = 'notification_settings.email_set'",
    );
    // A mail client's one-click POST (no page wanted) gets JSON.
    const retry = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({ unsubscribed: true, kind: 'question' });
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM events WHERE type = 'notification_settings.email_set'",
      ),
    ).toBe(events);
  });

  it('a forged, altered or missing token is a 400 that changes nothing', async () => {
    const cast = await conversationCast();
    await ask(cast.project.slug, cast.investor.token, 'How do you price?');
    const [mail] = await mailsTo(cast.founder.email, 'question');
    const token = decodeURIComponent(
      /token=([^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '',
    );
    const [claim, signature] = token.split('.');
    // The investor's own id in the claim, with the founder's signature.
    const forged = `${btoa(`${cast.investor.id}\u001fquestion`).replace(/=+$/, '')}.${signature}`;
    for (const bad of ['', 'abc', `${claim}.AAAA`, forged, `${token}.x`]) {
      const path = `/api/unsubscribe?token=${encodeURIComponent(bad)}`;
      expect((await page(path)).status, bad).toBe(400);
      const res = await page(path, 'POST', 'List-Unsubscribe=One-Click');
      expect(res.status, bad).toBe(400);
    }
    const settings = await call<{ settings: { kind: string; email: boolean }[] }>(
      '/api/me/notification-settings',
      { token: cast.investor.token },
    );
    expect(settings.body.settings.every((s) => s.email)).toBe(true);
  });

  it('refuses a bad setting with a 422 and a signed-out caller with a 401', async () => {
    const cast = await conversationCast();
    for (const body of [
      { kind: 'spam', email: false },
      { kind: 'question' },
      { kind: 'question', email: 'no' },
    ]) {
      const res = await call('/api/me/notification-settings', {
        method: 'PUT',
        token: cast.investor.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await call('/api/me/notification-settings')).status).toBe(401);
  });
});

describe('replaying the log', () => {
  it('writes the same notifications again and queues no mail twice', async () => {
    const { project, afterEnd } = await offeringWith('Replay Me Co', 1_000_000, [50_000]);
    await closeOffering(env.DB, project.id, afterEnd);
    const notifications = await env.DB.prepare(
      'SELECT id, user_id, kind, excerpt, created_at FROM notifications ORDER BY id',
    ).all();
    const mails = await count('SELECT COUNT(*) AS n FROM auth_outbox');
    await rebuildReadModels(env.DB);
    const again = await env.DB.prepare(
      'SELECT id, user_id, kind, excerpt, created_at FROM notifications ORDER BY id',
    ).all();
    expect(again.results).toEqual(notifications.results);
    expect(await count('SELECT COUNT(*) AS n FROM auth_outbox')).toBe(mails);
  });
});
