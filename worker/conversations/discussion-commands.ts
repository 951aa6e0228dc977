import type {
  AnswerQuestionRequest,
  AskQuestionRequest,
  EditPostRequest,
  PostView,
} from '../../shared/conversations/api';
import { POST_RATE_LIMIT } from '../../shared/conversations/text';
import type { CommandCaller } from '../projects/caller';
import { ApiError } from '../http/api-error';
import { appendWith } from './append';
import type { CommandContext } from './context';
import { findPost, postStatement, toPostView, type PostRow } from './discussion-queries';
import { forbidden, notFound, projectClosed } from './errors';
import { projectById, publishedProjectBySlug } from './project-ref';
import { enforceRateLimit, type RateLimit } from './rate-limit';

/** Questions and answers count together: 10 posts per 10 minutes per user. */
function postLimit(db: D1Database, authorId: string): RateLimit {
  return {
    noun: 'posts',
    max: POST_RATE_LIMIT.posts,
    windowMinutes: POST_RATE_LIMIT.windowMinutes,
    recent: (since) =>
      db
        .prepare(
          `SELECT created_at FROM discussion_posts WHERE author_id = ? AND created_at > ?
           ORDER BY created_at`,
        )
        .bind(authorId, since),
  };
}

function written(row: PostRow | null): PostView {
  if (!row) throw new Error('discussion_posts: no row after its append');
  return toPostView(row);
}

/**
 * Any signed-in user asks a question on a live project, saying whether they are paid to
 * promote it (17 CFR 227.303(c)(4)). Closed raises keep their discussion read-only.
 */
export async function askQuestion(
  db: D1Database,
  caller: CommandCaller,
  slug: string,
  input: AskQuestionRequest,
  ctx: CommandContext,
): Promise<PostView> {
  const project = await publishedProjectBySlug(db, slug);
  if (project.status !== 'active') {
    throw projectClosed('This raise has ended, so its discussion is closed to new questions.');
  }
  await enforceRateLimit(postLimit(db, caller.id), ctx.now, ctx.setHeader);
  const questionId = crypto.randomUUID();
  const row = await appendWith<PostRow>(
    db,
    {
      streamId: questionId,
      streamType: 'question',
      actorId: caller.id,
      events: [
        {
          type: 'question.asked',
          payload: {
            questionId,
            projectId: project.id,
            authorId: caller.id,
            authorName: caller.name,
            authorRole: caller.role,
            text: input.text,
            compensatedPromoter: input.compensatedPromoter,
          },
        },
      ],
    },
    [],
    postStatement(db, questionId),
  );
  return written(row);
}

/** Only the project's founder answers, and never a question moderation removed. */
export async function answerQuestion(
  db: D1Database,
  caller: CommandCaller,
  questionId: string,
  input: AnswerQuestionRequest,
  ctx: CommandContext,
): Promise<PostView> {
  const question = await findPost(db, questionId);
  if (!question || question.kind !== 'question') throw notFound('Question');
  const project = await projectById(db, question.project_id);
  if (!project) throw notFound('Question');
  if (project.creatorId !== caller.id) {
    throw forbidden('Only the founder of this project can answer its questions.');
  }
  if (question.hidden_at) {
    throw new ApiError(409, 'post_removed', 'This question was removed by moderation.');
  }
  await enforceRateLimit(postLimit(db, caller.id), ctx.now, ctx.setHeader);
  const answerId = crypto.randomUUID();
  const row = await appendWith<PostRow>(
    db,
    {
      streamId: questionId,
      streamType: 'question',
      actorId: caller.id,
      events: [
        {
          type: 'question.answered',
          payload: {
            questionId,
            answerId,
            projectId: project.id,
            authorId: caller.id,
            authorName: caller.name,
            text: input.text,
          },
        },
      ],
    },
    // The asker's mail is queued by the answer's own projection (worker/notify).
    [],
    postStatement(db, answerId),
    () => refuseSecondAnswer(db, questionId),
  );
  return written(row);
}

/** An admin hides a question or an answer; the post and its event stay in the log. */
export async function hidePost(
  db: D1Database,
  caller: CommandCaller,
  postId: string,
  reason: string,
): Promise<PostView> {
  const post = await findPost(db, postId);
  if (!post) throw notFound('Post');
  if (post.hidden_at) throw new ApiError(409, 'already_hidden', 'This post is already hidden.');
  const row = await appendWith<PostRow>(
    db,
    {
      streamId: post.question_id,
      streamType: 'question',
      actorId: caller.id,
      events: [
        {
          type: 'question.post_hidden',
          payload: { questionId: post.question_id, postId, reason },
        },
      ],
    },
    [],
    postStatement(db, postId),
  );
  return written(row);
}

/**
 * One answer per question: a founder corrects their answer by editing it, so investors
 * never read two answers (and the asker is not notified twice). An answer removed by
 * moderation or deleted by its author leaves room for a new one.
 */
async function refuseSecondAnswer(db: D1Database, questionId: string): Promise<void> {
  const existing = await db
    .prepare(
      `SELECT id FROM discussion_posts WHERE question_id = ? AND kind = 'answer'
         AND hidden_at IS NULL AND deleted_at IS NULL`,
    )
    .bind(questionId)
    .first<{ id: string }>();
  if (existing) {
    throw new ApiError(
      409,
      'already_answered',
      'You already answered this question. Edit your answer instead of posting a second one.',
      { answerId: existing.id },
    );
  }
}

/**
 * Why its author may no longer change this post (docs/events.md#editing-rules), or null:
 * a removed or deleted post stays so; once the offering has closed its discussion is
 * what investors relied on and stays as it was; a question that has an answer stays as
 * asked, so the answer keeps its meaning.
 */
async function whyUnchangeable(db: D1Database, post: PostRow): Promise<ApiError | null> {
  if (post.hidden_at)
    return new ApiError(409, 'post_removed', 'This post was removed by moderation.');
  if (post.deleted_at) return new ApiError(409, 'post_deleted', 'This post was deleted.');
  const project = await projectById(db, post.project_id);
  if (!project) return notFound('Post');
  if (project.status !== 'active') {
    return new ApiError(
      409,
      'offering_closed',
      post.kind === 'answer'
        ? 'This offering has closed: investors relied on this answer, so it stays as it was. Post an update to add to it.'
        : 'This offering has closed, so its discussion stays as it was.',
    );
  }
  if (post.kind === 'question') {
    const answered = await db
      .prepare(
        `SELECT 1 FROM discussion_posts WHERE question_id = ? AND kind = 'answer'
           AND hidden_at IS NULL AND deleted_at IS NULL`,
      )
      .bind(post.id)
      .first();
    if (answered) {
      return new ApiError(
        409,
        'question_answered',
        'This question has an answer, so it stays as asked. Ask a new question instead.',
      );
    }
  }
  return null;
}

async function ownPost(db: D1Database, caller: CommandCaller, postId: string): Promise<PostRow> {
  const post = await findPost(db, postId);
  if (!post) throw notFound('Post');
  if (post.author_id !== caller.id) throw forbidden('Only its author can change this post.');
  return post;
}

/** Its author corrects a question or an answer; the same text again records nothing. */
export async function editPost(
  db: D1Database,
  caller: CommandCaller,
  postId: string,
  input: EditPostRequest,
): Promise<PostView> {
  const post = await ownPost(db, caller, postId);
  const refusal = await whyUnchangeable(db, post);
  if (refusal) throw refusal;
  if (post.text === input.text) return toPostView(post);
  const row = await appendWith<PostRow>(
    db,
    {
      streamId: post.question_id,
      streamType: 'question',
      actorId: caller.id,
      events: [
        {
          type: 'question.post_edited',
          payload: { questionId: post.question_id, postId, text: input.text },
        },
      ],
    },
    [],
    postStatement(db, postId),
    async () => {
      const fresh = await findPost(db, postId);
      const late = fresh ? await whyUnchangeable(db, fresh) : notFound('Post');
      if (late) throw late;
    },
  );
  return written(row);
}

/** Its author deletes a question or an answer; the post stays in the log. */
export async function deletePost(
  db: D1Database,
  caller: CommandCaller,
  postId: string,
): Promise<PostView> {
  const post = await ownPost(db, caller, postId);
  const refusal = await whyUnchangeable(db, post);
  if (refusal) throw refusal;
  const row = await appendWith<PostRow>(
    db,
    {
      streamId: post.question_id,
      streamType: 'question',
      actorId: caller.id,
      events: [
        { type: 'question.post_deleted', payload: { questionId: post.question_id, postId } },
      ],
    },
    [],
    postStatement(db, postId),
    async () => {
      const fresh = await findPost(db, postId);
      const late = fresh ? await whyUnchangeable(db, fresh) : notFound('Post');
      if (late) throw late;
    },
  );
  return written(row);
}
