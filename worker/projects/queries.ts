import type { ManagedProject } from '../../shared/schemas/project-draft';
import { rowToProjectSummary, type ProjectRow } from './rows';

/** A row of the `projects` read model, with the review columns a creator's own view adds. */
export interface ManagedProjectRow extends ProjectRow {
  updated_at: string;
  submitted_at: string | null;
}

export function toManagedProject(row: ManagedProjectRow): ManagedProject {
  return {
    ...rowToProjectSummary(row),
    reviewNote: row.review_note,
    version: row.version,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/** One project from the read model, or null. Callers decide who may see it. */
export async function findManagedProject(db: D1Database, id: string) {
  const row = await db
    .prepare('SELECT * FROM projects WHERE id = ?')
    .bind(id)
    .first<ManagedProjectRow>();
  return row ? toManagedProject(row) : null;
}

/** The creator's own projects, newest first. */
export async function listCreatorProjects(db: D1Database, creatorId: string) {
  const { results } = await db
    .prepare('SELECT * FROM projects WHERE creator_id = ? ORDER BY created_at DESC, id')
    .bind(creatorId)
    .all<ManagedProjectRow>();
  return results.map(toManagedProject);
}

/** Projects awaiting review, the longest-waiting first. */
export async function listReviewQueue(db: D1Database) {
  const { results } = await db
    .prepare("SELECT * FROM projects WHERE status = 'in_review' ORDER BY submitted_at ASC, id")
    .all<ManagedProjectRow>();
  return results.map(toManagedProject);
}
