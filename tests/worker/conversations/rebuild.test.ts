import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse, ThreadResponse } from '../../../shared/conversations/api';
import { rebuildReadModels } from '../../../worker/projections';
import { ask, call, conversationCast } from './helpers';

const TABLES = [
  'discussion_posts',
  'project_follows',
  'message_threads',
  'thread_messages',
  'notifications',
  'project_updates',
];

async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    out[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()).results;
  }
  return out;
}

describe('conversation read models', () => {
  it('rebuild from the events to exactly the live tables', async () => {
    const cast = await conversationCast();
    const slug = cast.project.slug;
    await call(`/api/projects/${slug}/follow`, { method: 'POST', token: cast.investor.token });
    await call(`/api/projects/${slug}/follow`, { method: 'POST', token: cast.otherInvestor.token });
    await call(`/api/projects/${slug}/follow`, {
      method: 'DELETE',
      token: cast.otherInvestor.token,
    });
    const q1 = (await ask(slug, cast.investor.token, 'First question?', true)).body.post.id;
    const q2 = (await ask(slug, cast.otherInvestor.token, 'Second question?')).body.post.id;
    await call(`/api/questions/${q1}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'An answer.' },
    });
    await call(`/api/posts/${q2}/hide`, {
      method: 'POST',
      token: cast.admin.token,
      body: { reason: 'Off topic' },
    });
    await call(`/api/creator/projects/${cast.project.id}/updates`, {
      method: 'POST',
      token: cast.founder.token,
      body: { title: 'Monthly update', content: 'Revenue grew twelve percent.' },
    });
    const thread = await call<ThreadResponse>('/api/messages', {
      method: 'POST',
      token: cast.investor.token,
      body: { projectId: cast.project.id, text: 'Hello founder' },
    });
    await call(`/api/messages/${thread.body.thread.id}`, { token: cast.founder.token });
    await call('/api/messages', {
      method: 'POST',
      token: cast.founder.token,
      body: { threadId: thread.body.thread.id, text: 'Hello investor' },
    });
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    await call('/api/me/notifications/read', {
      method: 'POST',
      token: cast.investor.token,
      body: { upTo: bell.body.notifications.at(-1)?.createdAt },
    });

    const live = await snapshot();
    expect(live.notifications?.length).toBeGreaterThanOrEqual(3);
    expect(live.thread_messages).toHaveLength(2);
    await rebuildReadModels(env.DB);
    expect(await snapshot()).toEqual(live);
  });
});
