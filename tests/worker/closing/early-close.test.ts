/**
 * Admin early close (17 CFR 227.304(b)): allowed once the goal is met and the offering has
 * been live 21 days, to a deadline at least 5 business days after the notice; each
 * refusal a 4xx naming its rule with nothing written; the offering then closes at the new
 * deadline through the closing job.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOfferingsResponse } from '../../../shared/closing/api';
import { addBusinessDays } from '../../../shared/money/reg-cf-dates';
import { runClosingJob } from '../../../worker/closing/job';
import { noticeEarlyClose } from '../../../worker/closing/early-close';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { call, countEvents, expectLedgerHealthy, offeringWith, projectStatus } from './helpers';

const DAY = 86_400_000;
let admin: { accessToken: string; userId: string };
beforeAll(async () => {
  admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
});

const earlyClose = (projectId: string, newEndsAt: unknown, token = admin.accessToken) =>
  call<ErrorBody>(`/api/admin/offerings/${projectId}/early-close`, {
    method: 'POST',
    token,
    body: { newEndsAt },
  });

async function eventsCount() {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>())?.n;
}

describe('early close', () => {
  it('lists live offerings with the rule decided for each (admins only)', async () => {
    const { project } = await offeringWith('Listed Early', 100_000, [100_000], { days: 60 });
    const res = await call<AdminOfferingsResponse>('/api/admin/offerings', {
      token: admin.accessToken,
    });
    expect(res.status).toBe(200);
    const row = res.body.offerings.find((o) => o.projectId === project.id);
    expect(row).toMatchObject({
      committedCents: 100_000,
      goalCents: 100_000,
      investorCount: 1,
      earlyClose: { allowed: false, code: 'too_early_to_close' },
    });
    expect(row?.daysLeft).toBeGreaterThanOrEqual(59);
    const investor = await signedInUser({ role: 'investor' });
    expect((await call('/api/admin/offerings', { token: investor.accessToken })).status).toBe(403);
    expect((await call('/api/admin/offerings')).status).toBe(401);
  });

  it('refuses below the goal (409 goal_not_reached), nothing written', async () => {
    const { project } = await offeringWith('Short Of Goal', 1_000_000, [100_000], { days: 60 });
    const before = await eventsCount();
    const res = await earlyClose(project.id, new Date(Date.now() + 20 * DAY).toISOString());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('goal_not_reached');
    expect(res.body.error.message).toContain('Goal not met: $1,000 of $10,000 committed.');
    expect(await eventsCount()).toBe(before);
  });

  it('refuses before 21 days live (409 too_early_to_close)', async () => {
    const { project } = await offeringWith('Too Soon Co', 100_000, [100_000], { days: 60 });
    const res = await earlyClose(project.id, new Date(Date.now() + 20 * DAY).toISOString());
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('too_early_to_close');
    expect(res.body.error.message).toContain('21 days');
  });

  it('refuses a bad body (422) and an unknown offering (404)', async () => {
    expect((await earlyClose('nope', 'tomorrow')).status).toBe(422);
    const unknown = await earlyClose('nope', new Date(Date.now() + 20 * DAY).toISOString());
    expect(unknown.status).toBe(404);
  });

  it('after 21 days: a notice shorter than 5 business days or not earlier is refused; a valid one moves the deadline, notifies, and the job closes it then', async () => {
    const { project, investors } = await offeringWith(
      'Early Bird Labs',
      100_000,
      [60_000, 50_000],
      {
        days: 60,
      },
    );
    const now = new Date(Date.now() + 22 * DAY);
    const tooSoon = addBusinessDays(now.toISOString(), 4);
    await expect(
      noticeEarlyClose(env.DB, admin.userId, project.id, tooSoon, now, ''),
    ).rejects.toMatchObject({ status: 422, code: 'notice_too_short' });
    const late = new Date(Date.now() + 70 * DAY).toISOString();
    await expect(
      noticeEarlyClose(env.DB, admin.userId, project.id, late, now, ''),
    ).rejects.toMatchObject({ status: 422, code: 'not_earlier_than_end' });
    const newEndsAt = addBusinessDays(now.toISOString(), 5);
    const answer = await noticeEarlyClose(env.DB, admin.userId, project.id, newEndsAt, now, '');
    expect(answer.notifiedCount).toBe(2);
    expect(answer.offering).toMatchObject({ endsAt: newEndsAt, earlyClose: { allowed: false } });
    expect(answer.offering.noticedEndsAt).toMatch(/T23:59:59/);
    expect(await countEvents('offering.early_close_noticed', `offering:${project.id}`)).toBe(1);
    for (const investor of investors) {
      const mail = await env.DB.prepare(
        "SELECT body FROM auth_outbox WHERE to_email = ? AND kind = 'offering_early_close'",
      )
        .bind(investor.email)
        .first<{ body: string }>();
      expect(mail?.body).toContain(newEndsAt);
    }
    // A second notice is refused.
    await expect(
      noticeEarlyClose(env.DB, admin.userId, project.id, newEndsAt, now, ''),
    ).rejects.toMatchObject({ status: 409, code: 'early_close_already_noticed' });
    // Nothing closes before the new deadline; the job closes it right after.
    await runClosingJob(env.DB, new Date(Date.parse(newEndsAt) - 1000));
    expect(await projectStatus(project.id)).toBe('active');
    await runClosingJob(env.DB, new Date(Date.parse(newEndsAt) + 1000));
    expect(await projectStatus(project.id)).toBe('funded');
    await expectLedgerHealthy();
  });
});
