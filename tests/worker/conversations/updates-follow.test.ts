import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  FollowingResponse,
  FollowResponse,
  NotificationsResponse,
  UpdatePostedResponse,
  UpdatesResponse,
} from '../../../shared/conversations/api';
import { outbox } from '../helpers/auth';
import { ACCREDITED_PROFILE, commitBody, newKey } from '../investing/helpers';
import { call, conversationCast, counts, draftProject, forceStatus } from './helpers';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, string> } };

const validUpdate = { title: 'We shipped SSO', content: 'Single sign-on is live for every plan.' };

/** `investor` backs the project: a profile, a deposit and a signed commitment, as a user makes them. */
async function seedBacker(projectId: string, investor: { token: string }) {
  const steps = [
    ['PUT', '/api/investor/profile', ACCREDITED_PROFILE, 200],
    ['POST', '/api/wallet/deposits', { amountCents: 5_000_00, idempotencyKey: newKey() }, 201],
    ['POST', '/api/investments', commitBody(projectId, 1_000_00), 201],
  ] as const;
  for (const [method, path, body, status] of steps) {
    const res = await call(path, { method, token: investor.token, body });
    if (res.status !== status) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  }
}

describe('founder updates', () => {
  it('posts to a live project, lists newest first, notifies followers and backers by email', async () => {
    const cast = await conversationCast();
    const follow = await call<FollowResponse>(`/api/projects/${cast.project.slug}/follow`, {
      method: 'POST',
      token: cast.otherInvestor.token,
    });
    expect(follow.body).toEqual({ followerCount: 1, following: true });
    await seedBacker(cast.project.id, cast.investor);

    const path = `/api/creator/projects/${cast.project.id}/updates`;
    const first = await call<UpdatePostedResponse>(path, {
      method: 'POST',
      token: cast.founder.token,
      body: validUpdate,
    });
    expect(first.status).toBe(201);
    expect(first.body.notified).toBe(2);
    await call(path, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'Second update', content: 'Ten customers signed this week.' },
    });
    const list = await call<UpdatesResponse>(`/api/projects/${cast.project.slug}/updates`);
    expect(list.body.updates.map((u) => u.title)).toEqual(['Second update', 'We shipped SSO']);

    const mails = (await outbox()).filter((m) => m.subject.includes('We shipped SSO'));
    expect(mails.map((m) => m.to).sort()).toEqual(
      [cast.investor.email, cast.otherInvestor.email].sort(),
    );
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    expect(bell.body.unreadCount).toBe(2);
    expect(bell.body.notifications[0]).toMatchObject({ kind: 'update', read: false });
    const founderBell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.founder.token,
    });
    // The founder hears nothing of their own update (only of their project's approval).
    expect(founderBell.body.notifications.map((n) => n.kind)).toEqual(['project_approved']);
  });

  it('refuses another creator (404, before reading the body), a closed project (409) and bad input (422)', async () => {
    const cast = await conversationCast();
    const draft = await draftProject(cast.founder);
    const path = `/api/creator/projects/${cast.project.id}/updates`;
    const before = await counts();
    const other = await call(path, { method: 'POST', token: cast.otherCreator.token, body: {} });
    expect(other.status).toBe(404);
    const investor = await call(path, {
      method: 'POST',
      token: cast.investor.token,
      body: validUpdate,
    });
    expect(investor.status).toBe(403);
    const anonymous = await call(path, { method: 'POST', body: validUpdate });
    expect(anonymous.status).toBe(401);
    const onDraft = await call<ErrorBody>(`/api/creator/projects/${draft.id}/updates`, {
      method: 'POST',
      token: cast.founder.token,
      body: validUpdate,
    });
    expect(onDraft.status).toBe(409);
    const bad: Record<string, unknown>[] = [
      {},
      { title: 'ab', content: validUpdate.content },
      { title: 'x'.repeat(121), content: validUpdate.content },
      { title: 'Two\nlines', content: validUpdate.content },
      { title: validUpdate.title, content: 'too short' },
      { title: validUpdate.title, content: 'x'.repeat(5001) },
      { title: validUpdate.title, content: '<b>bold</b> claims here' },
      { ...validUpdate, extra: true },
    ];
    for (const body of bad) {
      const res = await call<ErrorBody>(path, { method: 'POST', token: cast.founder.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(422);
      expect(res.body.error.details).toBeDefined();
    }
    await forceStatus(cast.project.id, 'failed');
    const failed = await call(path, {
      method: 'POST',
      token: cast.founder.token,
      body: validUpdate,
    });
    expect(failed.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('updates of an unknown or draft project are not found publicly', async () => {
    const cast = await conversationCast();
    const draft = await draftProject(cast.founder);
    expect((await call('/api/projects/nope-nope/updates')).status).toBe(404);
    expect((await call(`/api/projects/${draft.slug}/updates`)).status).toBe(404);
  });
});

describe('following', () => {
  it('is idempotent both ways, shows the count publicly and fills the watchlist', async () => {
    const cast = await conversationCast();
    const path = `/api/projects/${cast.project.slug}/follow`;
    await call(path, { method: 'POST', token: cast.investor.token });
    const events = (await counts()).events;
    const again = await call<FollowResponse>(path, { method: 'POST', token: cast.investor.token });
    expect(again.body).toEqual({ followerCount: 1, following: true });
    expect((await counts()).events).toBe(events);

    const anonymous = await call<FollowResponse>(path);
    expect(anonymous.body).toEqual({ followerCount: 1, following: false });
    const mine = await call<FollowResponse>(path, { token: cast.investor.token });
    expect(mine.body.following).toBe(true);

    const list = await call<FollowingResponse>('/api/me/following', { token: cast.investor.token });
    expect(list.body.projects.map((p) => p.slug)).toEqual([cast.project.slug]);

    await call(path, { method: 'DELETE', token: cast.investor.token });
    const gone = await call<FollowResponse>(path, { method: 'DELETE', token: cast.investor.token });
    expect(gone.body).toEqual({ followerCount: 0, following: false });
    const empty = await call<FollowingResponse>('/api/me/following', {
      token: cast.investor.token,
    });
    expect(empty.body.projects).toEqual([]);
  });

  it("shows the raised figure the project page shows: its offering's commitments", async () => {
    const cast = await conversationCast();
    await call(`/api/projects/${cast.project.slug}/follow`, {
      method: 'POST',
      token: cast.investor.token,
    });
    // Commitments in escrow, as the investing commands record them on the offering; the
    // projection's own column keeps the figure of its history (0 for a new project).
    const updated = await env.DB.prepare(
      'UPDATE offerings SET committed_cents = goal_cents * 3 / 4 WHERE project_id = ?',
    )
      .bind(cast.project.id)
      .run();
    expect(updated.meta.changes).toBeGreaterThan(0);
    const page = await call<{ project: { fundingRaised: number } }>(
      `/api/projects/${cast.project.slug}`,
    );
    expect(page.body.project.fundingRaised).toBeGreaterThan(0);
    const list = await call<FollowingResponse>('/api/me/following', { token: cast.investor.token });
    expect(list.body.projects[0]?.fundingRaised).toBe(page.body.project.fundingRaised);
  });

  it('refuses signed-out (401), unknown or draft projects (404) and a closed raise (409)', async () => {
    const cast = await conversationCast();
    const draft = await draftProject(cast.founder);
    const before = await counts();
    expect(
      (await call(`/api/projects/${cast.project.slug}/follow`, { method: 'POST' })).status,
    ).toBe(401);
    expect((await call('/api/me/following')).status).toBe(401);
    for (const slug of ['nope-nope', draft.slug]) {
      const res = await call(`/api/projects/${slug}/follow`, {
        method: 'POST',
        token: cast.investor.token,
      });
      expect(res.status).toBe(404);
    }
    await forceStatus(cast.project.id, 'funded');
    const closed = await call(`/api/projects/${cast.project.slug}/follow`, {
      method: 'POST',
      token: cast.investor.token,
    });
    expect(closed.status).toBe(409);
    expect(await counts()).toEqual(before);
  });
});
