import type { Role } from '../../shared/constants';
import type { DiscussionResponse, PostView, QuestionView } from '../../shared/conversations/api';
import { decodeCursor, pageOf, DEFAULT_PAGE_SIZE } from './paging';
import type { ProjectRef } from './project-ref';

export interface PostRow {
  id: string;
  question_id: string;
  project_id: string;
  kind: 'question' | 'answer';
  author_id: string;
  author_name: string;
  author_role: string;
  is_founder: number;
  compensated_promoter: number;
  text: string;
  created_at: string;
  hidden_at: string | null;
  edited_at: string | null;
  deleted_at: string | null;
}

/** A post as the public sees it: a hidden one keeps its author and time, not its text. */
export function toPostView(row: PostRow): PostView {
  const removed = row.hidden_at !== null;
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    authorName: row.author_name,
    authorRole: row.author_role as Role,
    isFounder: row.is_founder === 1,
    compensatedPromoter: row.compensated_promoter === 1,
    text: removed || deleted ? null : row.text,
    removed,
    deleted,
    createdAt: row.created_at,
    editedAt: row.edited_at,
  };
}

export function findPost(db: D1Database, id: string): Promise<PostRow | null> {
  return db.prepare('SELECT * FROM discussion_posts WHERE id = ?').bind(id).first<PostRow>();
}

export function postStatement(db: D1Database, id: string): D1PreparedStatement {
  return db.prepare('SELECT * FROM discussion_posts WHERE id = ?').bind(id);
}

/** Questions newest first, each with its answers oldest first, and the page's cursor. */
export async function discussionPage(
  db: D1Database,
  project: ProjectRef,
  query: { limit?: number; cursor?: string },
): Promise<DiscussionResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor);
  const [questions, counts] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT * FROM discussion_posts WHERE project_id = ?1 AND kind = 'question'
           AND (?2 IS NULL OR created_at < ?2 OR (created_at = ?2 AND id < ?3))
         ORDER BY created_at DESC, id DESC LIMIT ?4`,
      )
      .bind(project.id, cursor?.at ?? null, cursor?.id ?? '', limit + 1),
    db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM discussion_posts WHERE project_id = ?1 AND kind = 'question')
             AS questions,
           (SELECT COUNT(*) FROM project_follows WHERE project_id = ?1) AS followers`,
      )
      .bind(project.id),
  ]);
  const page = pageOf((questions?.results ?? []) as PostRow[], limit, (row) => ({
    at: row.created_at,
    id: row.id,
  }));
  const ids = page.rows.map((row) => row.id);
  const { results: answers } = await db
    .prepare(
      `SELECT * FROM discussion_posts WHERE kind = 'answer'
         AND question_id IN (SELECT value FROM json_each(?)) ORDER BY created_at, id`,
    )
    .bind(JSON.stringify(ids))
    .all<PostRow>();
  const views: QuestionView[] = page.rows.map((row) => ({
    ...toPostView(row),
    answers: answers.filter((a) => a.question_id === row.id).map(toPostView),
  }));
  const count = (counts?.results[0] ?? { questions: 0, followers: 0 }) as {
    questions: number;
    followers: number;
  };
  return {
    questions: views,
    nextCursor: page.nextCursor,
    questionCount: count.questions,
    followerCount: count.followers,
  };
}
