import type { ProjectStatus } from '../../shared/api';
import { ApiError } from '../http/api-error';
import { projectNotFound } from './errors';

/** What the conversation routes need of a project. */
export interface ProjectRef {
  id: string;
  slug: string;
  title: string;
  status: ProjectStatus;
  creatorId: string;
  creatorName: string;
}

const MAX_SLUG_LENGTH = 200;
/** Projects the public has seen: live, or a live raise that has ended. */
const PUBLISHED: readonly ProjectStatus[] = ['active', 'funded', 'failed'];

const SELECT = `SELECT id, slug, title, status, creator_id AS creatorId,
  creator_name AS creatorName FROM projects`;

/**
 * A published project by its slug; anything else (a draft, one in review, no such
 * slug) is "not found", as on the project page.
 */
export async function publishedProjectBySlug(db: D1Database, slug: string): Promise<ProjectRef> {
  if (slug.length > MAX_SLUG_LENGTH) {
    throw new ApiError(400, 'invalid_slug', 'The project address is too long.');
  }
  const row = await db.prepare(`${SELECT} WHERE slug = ?`).bind(slug).first<ProjectRef>();
  if (!row || !PUBLISHED.includes(row.status)) throw projectNotFound();
  return row;
}

/** Any project by id, or null; callers decide who may know it exists. */
export function projectById(db: D1Database, id: string): Promise<ProjectRef | null> {
  return db.prepare(`${SELECT} WHERE id = ?`).bind(id).first<ProjectRef>();
}

export function isPublished(project: ProjectRef): boolean {
  return PUBLISHED.includes(project.status);
}
