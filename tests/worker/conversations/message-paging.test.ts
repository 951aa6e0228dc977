import { describe, expect, it } from 'vitest';
import type { ThreadListResponse, ThreadResponse } from '../../../shared/conversations/api';
import { MESSAGE_RATE_LIMIT } from '../../../shared/conversations/api';
import type { CreatorDashboard } from '../../../shared/api';
import { call, conversationCast, counts, liveProject, type Actor } from './helpers';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, string> } };

async function follow(slug: string, investor: Actor) {
  await call(`/api/projects/${slug}/follow`, { method: 'POST', token: investor.token });
}

async function send(token: string, body: Record<string, string>) {
  const res = await call<ThreadResponse>('/api/messages', { method: 'POST', token, body });
  if (res.status !== 201) throw new Error(`send failed: ${res.status}`);
  return res.body;
}

describe('paged threads and inboxes', () => {
  it('pages a thread newest first with a cursor, each page oldest first, nothing twice', async () => {
    const cast = await conversationCast();
    await follow(cast.project.slug, cast.investor);
    const first = await send(cast.investor.token, { projectId: cast.project.id, text: 'm1' });
    const threadId = first.thread.id;
    for (let i = 2; i <= 5; i += 1) {
      await send(cast.investor.token, { threadId, text: `m${i}` });
    }
    const path = `/api/messages/${threadId}`;
    const page1 = await call<ThreadResponse>(`${path}?limit=2`, { token: cast.founder.token });
    expect(page1.body.messages.map((m) => m.text)).toEqual(['m4', 'm5']);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await call<ThreadResponse>(
      `${path}?limit=2&cursor=${page1.body.nextCursor ?? ''}`,
      { token: cast.founder.token },
    );
    expect(page2.body.messages.map((m) => m.text)).toEqual(['m2', 'm3']);
    const page3 = await call<ThreadResponse>(
      `${path}?limit=2&cursor=${page2.body.nextCursor ?? ''}`,
      { token: cast.founder.token },
    );
    expect(page3.body.messages.map((m) => m.text)).toEqual(['m1']);
    expect(page3.body.nextCursor).toBeNull();
  });

  it('a cursor from another thread reveals nothing of it; a bad cursor or limit is a 400', async () => {
    const cast = await conversationCast();
    await follow(cast.project.slug, cast.investor);
    await follow(cast.project.slug, cast.otherInvestor);
    const mine = await send(cast.investor.token, { projectId: cast.project.id, text: 'mine' });
    const theirs = await send(cast.otherInvestor.token, {
      projectId: cast.project.id,
      text: 'secret one',
    });
    await send(cast.otherInvestor.token, { threadId: theirs.thread.id, text: 'secret two' });
    const theirPage = await call<ThreadResponse>(`/api/messages/${theirs.thread.id}?limit=1`, {
      token: cast.otherInvestor.token,
    });
    const borrowed = await call<ThreadResponse>(
      `/api/messages/${mine.thread.id}?cursor=${theirPage.body.nextCursor ?? ''}`,
      { token: cast.investor.token },
    );
    expect(borrowed.status).toBe(200);
    expect(JSON.stringify(borrowed.body)).not.toContain('secret');
    const before = await counts();
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'cursor=!!', 'cursor=bm9wZQ']) {
      for (const path of ['/api/messages', `/api/messages/${mine.thread.id}`]) {
        const res = await call<ErrorBody>(`${path}?${query}`, { token: cast.investor.token });
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.error.code).toBe('invalid_query');
      }
    }
    expect(await counts()).toEqual(before);
  });

  it('pages the inbox by latest activity; the unread total counts every page', async () => {
    const cast = await conversationCast();
    const second = await liveProject(cast.founder, cast.admin);
    const third = await liveProject(cast.founder, cast.admin);
    for (const p of [cast.project, second, third]) {
      await follow(p.slug, cast.investor);
      await send(cast.investor.token, { projectId: p.id, text: `about ${p.slug}` });
    }
    const page1 = await call<ThreadListResponse>('/api/messages?limit=2', {
      token: cast.founder.token,
    });
    expect(page1.body.unreadTotal).toBe(3);
    expect(page1.body.threads.map((t) => t.projectSlug)).toEqual([third.slug, second.slug]);
    const page2 = await call<ThreadListResponse>(
      `/api/messages?limit=2&cursor=${page1.body.nextCursor ?? ''}`,
      { token: cast.founder.token },
    );
    expect(page2.body.threads.map((t) => t.projectSlug)).toEqual([cast.project.slug]);
    expect(page2.body.nextCursor).toBeNull();
    expect(page2.body.unreadTotal).toBe(3);
  });
});

describe('the creator dashboard’s Recent Messages', () => {
  it('shows the messages investors sent, newest first, each with its thread; not the founder’s own', async () => {
    const cast = await conversationCast();
    await follow(cast.project.slug, cast.investor);
    const sent = await send(cast.investor.token, { projectId: cast.project.id, text: 'Hello' });
    await send(cast.founder.token, { threadId: sent.thread.id, text: 'My own reply' });
    await send(cast.investor.token, { threadId: sent.thread.id, text: 'Follow-up' });
    const dash = await call<CreatorDashboard>('/api/dashboards/creator', {
      token: cast.founder.token,
    });
    expect(dash.body.messages).toEqual([
      expect.objectContaining({ text: 'Follow-up', threadId: sent.thread.id }),
      expect.objectContaining({
        text: 'Hello',
        threadId: sent.thread.id,
        senderName: 'Ivy Investor',
      }),
    ]);
    const other = await call<CreatorDashboard>('/api/dashboards/creator', {
      token: cast.otherCreator.token,
    });
    expect(other.body.messages).toEqual([]);
  });
});

describe('the message rate limit', () => {
  it(`allows ${MESSAGE_RATE_LIMIT.messages} messages per ${MESSAGE_RATE_LIMIT.windowMinutes} minutes, then a 429 that writes nothing`, async () => {
    const cast = await conversationCast();
    await follow(cast.project.slug, cast.investor);
    const first = await send(cast.investor.token, { projectId: cast.project.id, text: '1' });
    for (let i = 2; i <= MESSAGE_RATE_LIMIT.messages; i += 1) {
      await send(cast.investor.token, { threadId: first.thread.id, text: String(i) });
    }
    const before = await counts();
    const res = await call<ErrorBody>('/api/messages', {
      method: 'POST',
      token: cast.investor.token,
      body: { threadId: first.thread.id, text: 'one too many' },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(res.body.error.message).toMatch(/messages/);
    expect(await counts()).toEqual(before);
  });
});
