import { describe, expect, it } from 'vitest';
import type { NotificationsResponse, PostResponse } from '../../../shared/conversations/api';
import { ask, call, conversationCast, counts } from './helpers';

const READ = '/api/me/notifications/read';

/**
 * The investor asked twice and the founder answered both: two unread notifications,
 * each about its question.
 */
async function twoAnswers() {
  const cast = await conversationCast();
  const questions: string[] = [];
  for (const text of ['First question?', 'Second question?']) {
    const asked = await ask(cast.project.slug, cast.investor.token, text);
    await call<PostResponse>(`/api/questions/${asked.body.post.id}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: `Answer to ${text}` },
    });
    questions.push(asked.body.post.id);
  }
  return { cast, questions };
}

describe('opening one notification', () => {
  it('marks that one read and no other; opening it again records nothing', async () => {
    const { cast, questions } = await twoAnswers();
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    expect(bell.body.unreadCount).toBe(2);
    const first = bell.body.notifications.find((n) => n.subjectId === questions[0]);
    expect(first?.kind).toBe('answer');
    const opened = await call<NotificationsResponse>(READ, {
      method: 'POST',
      token: cast.investor.token,
      body: { id: first?.id },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.unreadCount).toBe(1);
    expect(opened.body.notifications.find((n) => n.id === first?.id)?.read).toBe(true);
    expect(opened.body.notifications.find((n) => n.subjectId === questions[1])?.read).toBe(false);
    const events = (await counts()).events;
    await call(READ, { method: 'POST', token: cast.investor.token, body: { id: first?.id } });
    expect((await counts()).events).toBe(events);
  });

  it('another user’s notification is not found; a bad id or both fields is a 422; nothing written', async () => {
    const { cast } = await twoAnswers();
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    const theirs = bell.body.notifications[0]?.id ?? '';
    const before = await counts();
    for (const token of [cast.otherInvestor.token, cast.founder.token, cast.admin.token]) {
      const res = await call(READ, { method: 'POST', token, body: { id: theirs } });
      expect(res.status).toBe(404);
    }
    for (const body of [
      { id: '' },
      { id: '<script>' },
      { id: 5 },
      { id: theirs, upTo: '2026-01-01T00:00:00Z' },
    ]) {
      const res = await call(READ, { method: 'POST', token: cast.investor.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await counts()).toEqual(before);
    const after = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    expect(after.body.unreadCount).toBe(2);
  });
});
