import type { TeamMember } from '../../shared/api';
import type { SafeTerms } from '../../shared/offering/safe-terms';
import type { ManagedProject } from '../../shared/schemas/project-draft';
import { DETAIL_TEXT_FIELDS, textDetailsOfRow } from '../../shared/schemas/project-text-fields';
import { PROJECT_WITH_OFFERING, rowToProjectSummary, type ProjectRow } from './rows';

/** A row of the `projects` read model, with the review columns a creator's own view adds. */
export interface ManagedProjectRow extends ProjectRow {
  updated_at: string;
  submitted_at: string | null;
  /** JSON of the SAFE terms (the creator's, or the live offering's); null = defaults. */
  terms: string | null;
}

export function toManagedProject(row: ManagedProjectRow): ManagedProject {
  return {
    ...rowToProjectSummary(row),
    team: JSON.parse(row.team) as TeamMember[],
    gallery: JSON.parse(row.gallery) as string[],
    ...textDetailsOfRow({ ...row }, DETAIL_TEXT_FIELDS),
    reviewNote: row.review_note,
    version: row.version,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    ...(row.terms ? { terms: JSON.parse(row.terms) as SafeTerms } : {}),
    termsVersion: row.offering_terms_version ?? 0,
  };
}

/** One project from the read model, or null. Callers decide who may see it. */
export async function findManagedProject(db: D1Database, id: string) {
  const row = await db
    .prepare(`${PROJECT_WITH_OFFERING} WHERE p.id = ?`)
    .bind(id)
    .first<ManagedProjectRow>();
  return row ? toManagedProject(row) : null;
}

/** The creator's own projects, newest first. */
export async function listCreatorProjects(db: D1Database, creatorId: string) {
  const { results } = await db
    .prepare(`${PROJECT_WITH_OFFERING} WHERE p.creator_id = ? ORDER BY p.created_at DESC, p.id`)
    .bind(creatorId)
    .all<ManagedProjectRow>();
  return results.map(toManagedProject);
}

/** Projects awaiting review, the longest-waiting first. */
export async function listReviewQueue(db: D1Database) {
  const { results } = await db
    .prepare(
      `${PROJECT_WITH_OFFERING} WHERE p.status = 'in_review' ORDER BY p.submitted_at ASC, p.id`,
    )
    .all<ManagedProjectRow>();
  return results.map(toManagedProject);
}
