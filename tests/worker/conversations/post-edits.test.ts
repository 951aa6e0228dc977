/**
 * Conversations people can correct (docs/events.md#editing-rules): one answer per
 * question, questions and answers edited or deleted by their authors only, with an
 * "edited" mark, the earlier text kept in the log, and nothing changed once the offering
 * has closed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  DiscussionResponse,
  NotificationsResponse,
  PostResponse,
} from '../../../shared/conversations/api';
import type { ApiErrorBody } from '../../../shared/api';
import { ask, call, conversationCast, forceStatus } from './helpers';

type Answer = PostResponse & ApiErrorBody;

const answer = (questionId: string, token: string, text: string) =>
  call<Answer>(`/api/questions/${questionId}/answers`, { method: 'POST', token, body: { text } });
const editPost = (postId: string, token: string, body: unknown) =>
  call<Answer>(`/api/posts/${postId}`, { method: 'PATCH', token, body });
const deletePost = (postId: string, token: string) =>
  call<Answer>(`/api/posts/${postId}`, { method: 'DELETE', token });

async function discussion(slug: string) {
  return (await call<DiscussionResponse>(`/api/projects/${slug}/discussion`)).body.questions;
}

describe('one answer per question', () => {
  it('refuses a second answer with a 409 that names the first; the asker is told once', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const first = await answer(q, cast.founder.token, 'About 2% a month.');
    expect(first.status).toBe(201);
    const second = await answer(q, cast.founder.token, 'Actually 3% a month.');
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: 'already_answered',
      details: { answerId: first.body.post.id },
    });
    const [question] = await discussion(cast.project.slug);
    expect(question?.answers.map((a) => a.text)).toEqual(['About 2% a month.']);
    const bell = await call<NotificationsResponse>('/api/me/notifications', {
      token: cast.investor.token,
    });
    expect(bell.body.notifications.filter((n) => n.kind === 'answer')).toHaveLength(1);
  });

  it('two answers at once (a double click): exactly one lands', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const results = await Promise.all([
      answer(q, cast.founder.token, 'First try.'),
      answer(q, cast.founder.token, 'Second try.'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await discussion(cast.project.slug))[0]?.answers).toHaveLength(1);
  });
});

describe('editing and deleting', () => {
  it('the founder edits their answer: the new text with an edited mark, the old one in the log', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const a = (await answer(q, cast.founder.token, 'About 2% a month.')).body.post.id;
    const edited = await editPost(a, cast.founder.token, { text: 'About 2.5% a month.' });
    expect(edited.status).toBe(200);
    expect(edited.body.post).toMatchObject({ text: 'About 2.5% a month.', deleted: false });
    expect(edited.body.post.editedAt).toEqual(expect.any(String));
    const [question] = await discussion(cast.project.slug);
    expect(question?.answers[0]).toMatchObject({ text: 'About 2.5% a month.' });
    const log = await env.DB.prepare(
      "SELECT type, json_extract(payload, '$.text') AS text FROM events WHERE stream_id = ? ORDER BY version",
    )
      .bind(q)
      .all<{ type: string; text: string }>();
    expect(log.results.slice(1)).toEqual([
      { type: 'question.answered', text: 'About 2% a month.' },
      { type: 'question.post_edited', text: 'About 2.5% a month.' },
    ]);
    // The same text again records nothing.
    await editPost(a, cast.founder.token, { text: 'About 2.5% a month.' });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM events WHERE stream_id = ?')
      .bind(q)
      .first<{ n: number }>();
    expect(count?.n).toBe(3);
  });

  it('only the author: anyone else, admins included, gets 403; bad text is a 422', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    for (const token of [cast.founder.token, cast.otherInvestor.token, cast.admin.token]) {
      expect((await editPost(q, token, { text: 'Rewritten by someone else' })).status).toBe(403);
      expect((await deletePost(q, token)).status).toBe(403);
    }
    expect((await editPost(q, cast.investor.token, { text: '' })).status).toBe(422);
    expect((await editPost(q, cast.investor.token, { body: 'x' })).status).toBe(422);
    expect(
      (await editPost('no-such-post', cast.investor.token, { text: 'Hello there' })).status,
    ).toBe(404);
    // Its author may correct an unanswered question.
    const fixed = await editPost(q, cast.investor.token, { text: 'What is your monthly churn?' });
    expect(fixed.status).toBe(200);
  });

  it('an answered question stays as asked; a deleted answer makes room for a new one', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const a = (await answer(q, cast.founder.token, 'About 2% a month.')).body.post.id;
    const refused = await editPost(q, cast.investor.token, { text: 'A different question' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('question_answered');
    expect((await deletePost(q, cast.investor.token)).status).toBe(409);

    const gone = await deletePost(a, cast.founder.token);
    expect(gone.status).toBe(200);
    expect(gone.body.post).toMatchObject({ deleted: true, text: null });
    expect((await editPost(a, cast.founder.token, { text: 'Back again' })).status).toBe(409);
    expect((await answer(q, cast.founder.token, 'About 3% a month.')).status).toBe(201);
  });

  it('after the offering closes, an answer investors relied on is not rewritten or deleted', async () => {
    const cast = await conversationCast();
    const q = (await ask(cast.project.slug, cast.investor.token)).body.post.id;
    const a = (await answer(q, cast.founder.token, 'About 2% a month.')).body.post.id;
    await forceStatus(cast.project.id, 'funded');
    const refused = await editPost(a, cast.founder.token, { text: 'About 9% a month.' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'offering_closed' });
    expect(refused.body.error.message).toContain('investors relied on this answer');
    expect((await deletePost(a, cast.founder.token)).status).toBe(409);
    const row = await env.DB.prepare('SELECT text, edited_at FROM discussion_posts WHERE id = ?')
      .bind(a)
      .first();
    expect(row).toEqual({ text: 'About 2% a month.', edited_at: null });
  });
});
