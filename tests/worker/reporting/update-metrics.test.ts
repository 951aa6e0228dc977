/**
 * Founder updates with structured metrics and for backers only
 * (docs/reporting-and-verification.md#metrics-on-updates).
 */
import { describe, expect, it } from 'vitest';
import type {
  NotificationsResponse,
  UpdatePostedResponse,
  UpdatesResponse,
} from '../../../shared/conversations/api';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { outbox } from '../helpers/auth';
import { call, conversationCast } from '../conversations/helpers';
import { commitBody, fundedInvestor, newKey, setTerms } from '../investing/helpers';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, string> } };

const metrics = {
  mrrCents: 1_250_000,
  customers: 42,
  churnBasisPoints: 250,
  burnCents: 3_000_000,
  runwayMonths: 18,
};

describe('metrics on updates', () => {
  it('stores whole-unit metrics with the update and lists them', async () => {
    const cast = await conversationCast();
    const path = `/api/creator/projects/${cast.project.id}/updates`;
    const posted = await call<UpdatePostedResponse>(path, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'October numbers', content: 'A good month.', metrics },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.update).toMatchObject({ metrics, audience: 'everyone', locked: false });
    await call(path, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'No numbers', content: 'Just words this time.' },
    });
    const list = await call<UpdatesResponse>(`/api/projects/${cast.project.slug}/updates`);
    expect(list.body.updates.map((u) => [u.title, u.metrics ?? null])).toEqual([
      ['No numbers', null],
      ['October numbers', metrics],
    ]);
  });

  it.each([
    [{ mrrCents: 12.5 }, 'whole number of cents'],
    [{ customers: -1 }, 'cannot be negative'],
    [{ churnBasisPoints: 10_001 }, 'too large'],
    [{ runwayMonths: '18' }, 'must be a number'],
    [{ arr: 1 }, 'MRR, customers, churn, burn and runway only'],
    [{}, 'at least one metric'],
  ])('refuses metrics %j with a 422 that says why, and stores nothing', async (bad, words) => {
    const cast = await conversationCast();
    const res = await call<ErrorBody>(`/api/creator/projects/${cast.project.id}/updates`, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'Bad numbers', content: 'These should not be stored.', metrics: bad },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(words);
    const list = await call<UpdatesResponse>(`/api/projects/${cast.project.slug}/updates`);
    expect(list.body.updates).toEqual([]);
  });

  it('refuses an unknown audience', async () => {
    const cast = await conversationCast();
    const res = await call<ErrorBody>(`/api/creator/projects/${cast.project.id}/updates`, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'Secret', content: 'For some of you only.', audience: 'friends' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({
      audience: 'The audience is "everyone" or "backers".',
    });
  });
});

describe('backers-only updates', () => {
  it('shows backers, the founder and admins the body; others see only that it exists', async () => {
    const cast = await conversationCast();
    await setTerms(cast.project.id, { goal: 10_000_000 });
    const backer = await fundedInvestor(100_000, undefined, 'Bea Backer');
    const committed = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: backer.token,
      body: commitBody(cast.project.id, 60_000),
    });
    expect(committed.status).toBe(201);
    // Cancelled: no longer a backer.
    const former = await fundedInvestor(100_000, undefined, 'Fred Former');
    const cancelled = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: former.token,
      body: commitBody(cast.project.id, 60_000),
    });
    await call(`/api/investments/${cancelled.body.investment.id}/cancel`, {
      method: 'POST',
      token: former.token,
      body: { idempotencyKey: newKey() },
    });
    // A follower who never invested.
    await call(`/api/projects/${cast.project.slug}/follow`, {
      method: 'POST',
      token: cast.otherInvestor.token,
    });

    const posted = await call<UpdatePostedResponse>(
      `/api/creator/projects/${cast.project.id}/updates`,
      {
        method: 'POST',
        token: cast.founder.token,
        body: {
          title: 'Board letter',
          content: 'The numbers our backers asked for.',
          metrics: { runwayMonths: 9 },
          audience: 'backers',
        },
      },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.notified).toBe(1);

    const listFor = async (token?: string) => {
      const res = await call<UpdatesResponse>(`/api/projects/${cast.project.slug}/updates`, {
        ...(token ? { token } : {}),
      });
      return res.body.updates[0];
    };
    const open = {
      title: 'Board letter',
      content: 'The numbers our backers asked for.',
      metrics: { runwayMonths: 9 },
      audience: 'backers',
      locked: false,
    };
    const locked = { title: 'Board letter', content: '', audience: 'backers', locked: true };
    expect(await listFor(backer.token)).toMatchObject(open);
    expect(await listFor(cast.founder.token)).toMatchObject(open);
    expect(await listFor(cast.admin.token)).toMatchObject(open);
    for (const outsider of [undefined, former.token, cast.otherInvestor.token]) {
      const view = await listFor(outsider);
      expect(view).toMatchObject(locked);
      expect(view).not.toHaveProperty('metrics');
    }

    // The public project page never carries its text either.
    const page = await call(`/api/projects/${cast.project.slug}`);
    expect(JSON.stringify(page.body)).toContain('Board letter');
    expect(JSON.stringify(page.body)).not.toContain('The numbers our backers asked for.');
    expect(JSON.stringify(page.body)).toContain('"audience":"backers","locked":true');
    expect(JSON.stringify(page.body)).not.toContain('runwayMonths');

    // Only the backer is told, by notification and by email.
    const mails = (await outbox()).filter((m) => m.subject.includes('Board letter'));
    expect(mails.map((m) => m.to)).toEqual([backer.email]);
    const followerBell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.otherInvestor.token,
    });
    expect(followerBell.body.notifications.filter((n) => n.kind === 'update')).toEqual([]);
  });
});
