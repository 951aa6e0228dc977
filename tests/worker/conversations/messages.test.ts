import { describe, expect, it } from 'vitest';
import type {
  NotificationsResponse,
  PostResponse,
  ThreadListResponse,
  ThreadResponse,
} from '../../../shared/conversations/api';
import { outbox } from '../helpers/auth';
import { ask, call, conversationCast, counts, draftProject } from './helpers';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, string> } };

async function followedCast() {
  const cast = await conversationCast();
  await call(`/api/projects/${cast.project.slug}/follow`, {
    method: 'POST',
    token: cast.investor.token,
  });
  return cast;
}

describe('direct messages', () => {
  it('an investor who follows writes to the founder; both read the thread, with unread counts', async () => {
    const cast = await followedCast();
    const sent = await call<ThreadResponse>('/api/messages', {
      method: 'POST',
      token: cast.investor.token,
      body: { projectId: cast.project.id, text: 'Hi!\nCan we talk about your pricing?' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.thread).toMatchObject({ withName: 'Fay Founder', withRole: 'founder' });
    const threadId = sent.body.thread.id;
    expect((await outbox()).some((m) => m.to === cast.founder.email.toLowerCase())).toBe(true);

    const inbox = await call<ThreadListResponse>('/api/messages', { token: cast.founder.token });
    expect(inbox.body.unreadTotal).toBe(1);
    expect(inbox.body.threads[0]).toMatchObject({
      id: threadId,
      withName: 'Ivy Investor',
      withRole: 'investor',
      unread: 1,
      lastMessage: { mine: false, senderName: 'Ivy Investor' },
    });
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.founder.token,
    });
    // The message, and (older) the approval of the founder's project.
    expect(bell.body.notifications.filter((n) => !n.read).map((n) => n.kind)).toEqual([
      'message',
      'project_approved',
    ]);

    const opened = await call<ThreadResponse>(`/api/messages/${threadId}`, {
      token: cast.founder.token,
    });
    expect(opened.body.messages.map((m) => m.text)).toEqual([
      'Hi!\nCan we talk about your pricing?',
    ]);
    const after = await call<ThreadListResponse>('/api/messages', { token: cast.founder.token });
    expect(after.body.unreadTotal).toBe(0);
    const bellAfter = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.founder.token,
    });
    // Reading the thread reads its message notification, and only that one.
    expect(bellAfter.body.notifications.filter((n) => !n.read).map((n) => n.kind)).toEqual([
      'project_approved',
    ]);
    // Reading again records nothing.
    const events = (await counts()).events;
    await call(`/api/messages/${threadId}`, { token: cast.founder.token });
    expect((await counts()).events).toBe(events);

    const reply = await call<ThreadResponse>('/api/messages', {
      method: 'POST',
      token: cast.founder.token,
      body: { threadId, text: 'Sure, per seat.' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.messages.map((m) => m.mine)).toEqual([false, true]);
    const investorInbox = await call<ThreadListResponse>('/api/messages', {
      token: cast.investor.token,
    });
    expect(investorInbox.body.threads[0]?.unread).toBe(1);
    // Writing again about the same project continues the same thread.
    const again = await call<ThreadResponse>('/api/messages', {
      method: 'POST',
      token: cast.investor.token,
      body: { projectId: cast.project.id, text: 'Thanks.' },
    });
    expect(again.body.thread.id).toBe(threadId);
    expect(again.body.messages).toHaveLength(3);
  });

  it('only the two participants can read or reply: everyone else, admins included, gets 404', async () => {
    const cast = await followedCast();
    const sent = await call<ThreadResponse>('/api/messages', {
      method: 'POST',
      token: cast.investor.token,
      body: { projectId: cast.project.id, text: 'Private question' },
    });
    const threadId = sent.body.thread.id;
    const before = await counts();
    for (const token of [cast.otherInvestor.token, cast.otherCreator.token]) {
      const read = await call<ErrorBody>(`/api/messages/${threadId}`, { token });
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toContain('Private question');
      const reply = await call('/api/messages', {
        method: 'POST',
        token,
        body: { threadId, text: 'Let me in' },
      });
      expect(reply.status).toBe(404);
      const list = await call<ThreadListResponse>('/api/messages', { token });
      expect(list.body.threads).toEqual([]);
    }
    expect((await call(`/api/messages/${threadId}`, { token: cast.admin.token })).status).toBe(403);
    expect((await call(`/api/messages/${threadId}`)).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('refuses to open a thread unless an investor follows or backs a published project', async () => {
    const cast = await conversationCast();
    const draft = await draftProject(cast.founder);
    const before = await counts();
    const cases: [string, unknown, number][] = [
      [cast.investor.token, { projectId: cast.project.id, text: 'Hello' }, 403],
      [cast.otherCreator.token, { projectId: cast.project.id, text: 'Hello' }, 403],
      [cast.investor.token, { projectId: draft.id, text: 'Hello' }, 404],
      [cast.investor.token, { projectId: 'no-such-project', text: 'Hello' }, 404],
      [cast.investor.token, { threadId: 'no-such-thread', text: 'Hello' }, 404],
      [cast.investor.token, { projectId: cast.project.id, text: '' }, 422],
      [cast.investor.token, { projectId: cast.project.id, text: 'x'.repeat(2001) }, 422],
      [cast.investor.token, { projectId: cast.project.id, text: '<script>x</script>' }, 422],
      [cast.investor.token, { projectId: cast.project.id, threadId: 'x', text: 'Hi' }, 422],
      [cast.investor.token, { text: 'Hi' }, 422],
    ];
    for (const [token, body, status] of cases) {
      const res = await call<ErrorBody>('/api/messages', { method: 'POST', token, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('notifications', () => {
  it('an answer notifies the asker; marking read up to a time leaves later ones unread', async () => {
    const cast = await conversationCast();
    const question = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    await call<PostResponse>(`/api/questions/${question}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'About two percent a month.' },
    });
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    expect(bell.body.unreadCount).toBe(1);
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'answer',
      subjectId: question,
      actorName: 'Fay Founder',
      projectSlug: cast.project.slug,
      excerpt: 'About two percent a month.',
    });
    const shownUpTo = bell.body.notifications[0]?.createdAt ?? '';
    // A question has one answer (docs/product.md#editing-rules): the later notification
    // is the answer to a second question.
    const second = (
      await ask(cast.project.slug, cast.investor.token, 'And your net revenue retention?')
    ).body.post.id;
    await call(`/api/questions/${second}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'About 110 percent.' },
    });
    const marked = await call<NotificationsResponse>('/api/me/notifications/read', {
      method: 'POST',
      token: cast.investor.token,
      body: { upTo: shownUpTo },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.unreadCount).toBe(1);
    expect(marked.body.notifications.map((n) => n.read)).toEqual([false, true]);
  });

  it('refuses a bad read mark and signed-out calls, writing nothing', async () => {
    const cast = await conversationCast();
    const before = await counts();
    for (const body of [
      {},
      { upTo: 'yesterday' },
      { upTo: 5 },
      { upTo: '2026-01-01T00:00:00Z', x: 1 },
    ]) {
      const res = await call('/api/me/notifications/read', {
        method: 'POST',
        token: cast.investor.token,
        body,
      });
      expect(res.status).toBe(422);
    }
    expect((await call('/api/me/notifications')).status).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
