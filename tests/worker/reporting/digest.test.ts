/**
 * The weekly digest (docs/reporting-and-verification.md#the-weekly-digest): one mail per
 * investor per week with last week's updates of the projects they back or follow,
 * respecting the `weekly_digest` email setting, never twice for one week.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { digestWeekOf, sendWeeklyDigests } from '../../../worker/reporting/digest';
import { call, commitBody, fundedInvestor, liveProject } from '../investing/helpers';

const DAY = 86_400_000;

async function digestsOf(userId: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, body, dedupe_key FROM auth_outbox WHERE user_id = ? AND notification_kind = 'weekly_digest'",
  )
    .bind(userId)
    .all<{ subject: string; body: string; dedupe_key: string }>();
  return results;
}

describe('the digest week', () => {
  it('is the Monday-to-Monday week before the one the job runs in', () => {
    expect(digestWeekOf(new Date('2026-12-02T09:00:00Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-30',
    });
    expect(digestWeekOf(new Date('2026-11-30T00:00:00Z'))).toEqual({
      start: '2026-11-23',
      end: '2026-11-30',
    });
    expect(digestWeekOf(new Date('2026-11-29T23:59:59Z'))).toEqual({
      start: '2026-11-16',
      end: '2026-11-23',
    });
  });
});

describe('the weekly digest', () => {
  it('mails each backer and follower once a week, as their settings say', async () => {
    const project = await liveProject({ title: 'Digest Dynamo' });
    const follower = await fundedInvestor(0, undefined, 'Fiona Follower');
    const backer = await fundedInvestor(100_000, undefined, 'Bob Backer');
    const quiet = await fundedInvestor(0, undefined, 'Quinn Quiet');
    const stranger = await fundedInvestor(0, undefined, 'Sam Stranger');
    for (const person of [follower, quiet]) {
      const res = await call(`/api/projects/${project.slug}/follow`, {
        method: 'POST',
        token: person.token,
      });
      expect(res.status).toBeLessThan(300);
    }
    const committed = await call('/api/investments', {
      method: 'POST',
      token: backer.token,
      body: commitBody(project.id, 100_000),
    });
    expect(committed.status).toBe(201);
    const off = await call('/api/me/notification-settings', {
      method: 'PUT',
      token: quiet.token,
      body: { kind: 'weekly_digest', email: false },
    });
    expect(off.status).toBe(200);

    for (const [title, audience] of [
      ['Digest: our first customers', 'everyone'],
      ['Digest: the numbers for backers', 'backers'],
    ] as const) {
      const res = await call(`/api/creator/projects/${project.id}/updates`, {
        method: 'POST',
        token: project.creatorToken,
        body: { title, content: `${title}, in full.`, audience },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // Both updates were posted in the week starting 2030-01-07 (a Monday).
    await env.DB.prepare(
      "UPDATE project_updates SET posted_at = '2030-01-09T10:00:00.000Z' WHERE project_id = ?",
    )
      .bind(project.id)
      .run();

    // A run during that week sends nothing about it yet.
    await sendWeeklyDigests(env.DB, new Date('2030-01-10T10:00:00Z'));
    expect(await digestsOf(follower.id)).toEqual([]);

    const nextWeek = new Date('2030-01-15T06:00:00Z');
    expect(await sendWeeklyDigests(env.DB, nextWeek)).toBeGreaterThanOrEqual(2);
    const [toFollower] = await digestsOf(follower.id);
    expect(toFollower?.subject).toBe(
      'Your weekly digest: 2 updates from projects you back or follow',
    );
    expect(toFollower?.body).toContain('Hello Fiona Follower,');
    expect(toFollower?.body).toContain('Digest: our first customers, in full.');
    expect(toFollower?.body).toContain('Digest Dynamo: Digest: the numbers for backers');
    expect(toFollower?.body).not.toContain('Digest: the numbers for backers, in full.');
    expect(toFollower?.body).toContain('For backers only: read it on the project page.');
    const [toBacker] = await digestsOf(backer.id);
    expect(toBacker?.body).toContain('Digest: the numbers for backers, in full.');
    expect(await digestsOf(quiet.id)).toEqual([]);
    expect(await digestsOf(stranger.id)).toEqual([]);

    // The same week again, later that week: nothing more.
    await sendWeeklyDigests(env.DB, new Date(nextWeek.getTime() + 3 * DAY));
    expect(await digestsOf(follower.id)).toHaveLength(1);
    expect(await digestsOf(backer.id)).toHaveLength(1);
    // The week after holds no update: no digest.
    await sendWeeklyDigests(env.DB, new Date(nextWeek.getTime() + 7 * DAY));
    expect(await digestsOf(follower.id)).toHaveLength(1);
  });
});
