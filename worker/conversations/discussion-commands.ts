import type {
  AnswerQuestionRequest,
  AskQuestionRequest,
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
