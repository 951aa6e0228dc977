import { describe, expect, it } from 'vitest';
import type { DiscussionResponse, PostResponse } from '../../../shared/conversations/api';
import { ask, call, conversationCast, counts, draftProject, forceStatus } from './helpers';

type ErrorBody = { error: { code: string; message: string; details?: Record<string, string> } };

describe('the discussion of a live project', () => {
  it('lets a signed-in user ask, the founder answer, and anyone read both', async () => {
    const cast = await conversationCast();
    const asked = await call<PostResponse>(`/api/projects/${cast.project.slug}/questions`, {
      method: 'POST',
      token: cast.investor.token,
      body: { text: '  How do you price?\nPer seat or usage?  ', compensatedPromoter: true },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.post).toMatchObject({
      text: 'How do you price?\nPer seat or usage?',
      authorName: 'Ivy Investor',
      authorRole: 'investor',
      isFounder: false,
      compensatedPromoter: true,
      removed: false,
    });
    const answered = await call<PostResponse>(`/api/questions/${asked.body.post.id}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'Per seat, with a usage tier.' },
    });
    expect(answered.status).toBe(201);
    expect(answered.body.post).toMatchObject({ isFounder: true, authorName: 'Fay Founder' });

    const read = await call<DiscussionResponse>(`/api/projects/${cast.project.slug}/discussion`);
    expect(read.status).toBe(200);
    expect(read.body.questionCount).toBe(1);
    expect(read.body.questions[0]?.answers.map((a) => a.text)).toEqual([
      'Per seat, with a usage tier.',
    ]);
  });

  it('lists questions newest first, paged with a cursor', async () => {
    const cast = await conversationCast();
    for (const n of [1, 2, 3]) await ask(cast.project.slug, cast.investor.token, `Question ${n}?`);
    const first = await call<DiscussionResponse>(
      `/api/projects/${cast.project.slug}/discussion?limit=2`,
    );
    expect(first.body.questions.map((q) => q.text)).toEqual(['Question 3?', 'Question 2?']);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await call<DiscussionResponse>(
      `/api/projects/${cast.project.slug}/discussion?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.questions.map((q) => q.text)).toEqual(['Question 1?']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('refuses bad paging with a 400', async () => {
    const cast = await conversationCast();
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'cursor=%3C%3E', 'cursor=bm9wZQ']) {
      const res = await call<ErrorBody>(`/api/projects/${cast.project.slug}/discussion?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('invalid_query');
    }
  });

  it('answers 404 for an unknown project or a draft, and 409 for a closed raise', async () => {
    const cast = await conversationCast();
    const draft = await draftProject(cast.founder);
    const before = await counts();
    expect((await call('/api/projects/no-such-project/discussion')).status).toBe(404);
    expect((await call(`/api/projects/${draft.slug}/discussion`)).status).toBe(404);
    expect((await ask('no-such-project', cast.investor.token)).status).toBe(404);
    expect((await ask(draft.slug, cast.investor.token)).status).toBe(404);
    await forceStatus(cast.project.id, 'funded');
    const closed = await ask(cast.project.slug, cast.investor.token);
    expect(closed.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('refuses signed-out posting with 401', async () => {
    const cast = await conversationCast();
    const before = await counts();
    const res = await call<ErrorBody>(`/api/projects/${cast.project.slug}/questions`, {
      method: 'POST',
      body: { text: 'Hello there', compensatedPromoter: false },
    });
    expect(res.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad text of every kind with a clear 422 and writes nothing', async () => {
    const cast = await conversationCast();
    const bad: [unknown, RegExp][] = [
      [{ text: '', compensatedPromoter: false }, /Write your question/],
      [{ text: '   ', compensatedPromoter: false }, /Write your question/],
      [{ text: 'a', compensatedPromoter: false }, /at least 2/],
      [{ text: 'x'.repeat(2001), compensatedPromoter: false }, /at most 2,000/],
      [{ text: '<script>alert(1)</script>', compensatedPromoter: false }, /HTML tags/],
      [{ text: 'hi <img src=x onerror=alert(1)>', compensatedPromoter: false }, /HTML tags/],
      [{ text: 'abc\u0000def', compensatedPromoter: false }, /control characters/],
      [{ text: 'abc\u202Edef', compensatedPromoter: false }, /text-direction/],
      [{ text: 'abc\u200Bdef', compensatedPromoter: false }, /zero-width/],
      [{ text: 'Fine question' }, /paid to promote/],
      [{ text: 'Fine question', compensatedPromoter: 'no' }, /paid to promote/],
      [{ text: 'Fine question', compensatedPromoter: false, extra: 1 }, /./],
      [{ text: 42, compensatedPromoter: false }, /Write your question/],
    ];
    const before = await counts();
    for (const [body, message] of bad) {
      const res = await call<ErrorBody>(`/api/projects/${cast.project.slug}/questions`, {
        method: 'POST',
        token: cast.investor.token,
        body,
      });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.values(res.body.error.details ?? {}).join(' ')).toMatch(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps a comparison sign and a link as plain text', async () => {
    const cast = await conversationCast();
    const res = await ask(
      cast.project.slug,
      cast.investor.token,
      'Is MRR < $10k? See https://x.example/a?b=1',
    );
    expect(res.status).toBe(201);
  });
});

describe('answers', () => {
  it('only the project’s founder may answer: another creator 403, investors and admins 403', async () => {
    const cast = await conversationCast();
    const question = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const before = await counts();
    for (const token of [cast.otherCreator.token, cast.investor.token, cast.admin.token]) {
      const res = await call(`/api/questions/${question}/answers`, {
        method: 'POST',
        token,
        body: { text: 'I am not the founder' },
      });
      expect(res.status).toBe(403);
    }
    const unknown = await call(`/api/questions/${crypto.randomUUID()}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'Nobody asked' },
    });
    expect(unknown.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('moderation', () => {
  it('an admin hides a post with a reason: it stays in the log and reads as removed', async () => {
    const cast = await conversationCast();
    const question = (await ask(cast.project.slug, cast.investor.token, 'Buy my course!!')).body
      .post.id;
    const before = await counts();
    const hidden = await call<PostResponse>(`/api/posts/${question}/hide`, {
      method: 'POST',
      token: cast.admin.token,
      body: { reason: 'Spam' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.post).toMatchObject({ removed: true, text: null });
    const after = await counts();
    expect(after.events).toBe((before.events ?? 0) + 1);
    expect(after.discussion_posts).toBe(before.discussion_posts);
    const read = await call<DiscussionResponse>(`/api/projects/${cast.project.slug}/discussion`);
    expect(read.body.questions[0]).toMatchObject({ id: question, removed: true, text: null });
    expect(JSON.stringify(read.body)).not.toContain('Buy my course');
    const again = await call(`/api/posts/${question}/hide`, {
      method: 'POST',
      token: cast.admin.token,
      body: { reason: 'Spam' },
    });
    expect(again.status).toBe(409);
    const answer = await call(`/api/questions/${question}/answers`, {
      method: 'POST',
      token: cast.founder.token,
      body: { text: 'Answering a removed one' },
    });
    expect(answer.status).toBe(409);
  });

  it('only admins hide: the founder cannot delete or hide a question', async () => {
    const cast = await conversationCast();
    const question = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const before = await counts();
    for (const token of [cast.founder.token, cast.investor.token]) {
      const res = await call(`/api/posts/${question}/hide`, {
        method: 'POST',
        token,
        body: { reason: 'I do not like it' },
      });
      expect(res.status).toBe(403);
    }
    const noReason = await call(`/api/posts/${question}/hide`, {
      method: 'POST',
      token: cast.admin.token,
      body: {},
    });
    expect(noReason.status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});

describe('the posting rate limit', () => {
  it('allows 10 posts per 10 minutes, then says when the user can post again', async () => {
    const cast = await conversationCast();
    for (let n = 1; n <= 10; n += 1) {
      expect((await ask(cast.project.slug, cast.investor.token, `Question ${n}?`)).status).toBe(
        201,
      );
    }
    const before = await counts();
    const res = await call<ErrorBody>(`/api/projects/${cast.project.slug}/questions`, {
      method: 'POST',
      token: cast.investor.token,
      body: { text: 'One more?', compensatedPromoter: false },
    });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect(res.body.error.message).toMatch(
      /at most 10 posts every 10 minutes.*post again in \d+ minute/,
    );
    expect(res.body.error.details?.retryAfter).toMatch(/^\d{4}-/);
    expect(await counts()).toEqual(before);
    // Another user is not limited by this one's posts.
    expect((await ask(cast.project.slug, cast.otherInvestor.token)).status).toBe(201);
  });
});
