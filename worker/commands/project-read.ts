import type { ProjectCategory, ProjectStatus } from '../../shared/api';
import type { ManagedProject } from '../../shared/schemas/project-draft';

/** A row of the `projects` read model (columns this module reads). */
interface ProjectRow {
  id: string;
  slug: string;
  creator_id: string;
  creator_name: string;
  title: string;
  tagline: string;
  description: string;
  category: string;
  funding_goal: number;
  funding_raised: number;
  equity: number;
  minimum_investment: number;
  cover_image: string;
  featured: number;
  status: string;
  website: string | null;
  location: string | null;
  investors: number;
  review_note: string | null;
  end_date: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  version: number;
}

function toManagedProject(row: ProjectRow): ManagedProject {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    tagline: row.tagline,
    description: row.description,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    fundingGoal: row.funding_goal,
    fundingRaised: row.funding_raised,
    equity: row.equity,
    minimumInvestment: row.minimum_investment,
    category: row.category as ProjectCategory,
    status: row.status as ProjectStatus,
    coverImage: row.cover_image,
    featured: row.featured === 1,
    createdAt: row.created_at,
    endDate: row.end_date,
    investors: row.investors,
    ...(row.website ? { website: row.website } : {}),
    ...(row.location ? { location: row.location } : {}),
    reviewNote: row.review_note,
    version: row.version,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
  };
}

/** One project from the read model, or null. Callers decide who may see it. */
export async function findManagedProject(db: D1Database, id: string) {
  const row = await db.prepare('SELECT * FROM projects WHERE id = ?').bind(id).first<ProjectRow>();
  return row ? toManagedProject(row) : null;
}

/** The creator's own projects, newest first. */
export async function listCreatorProjects(db: D1Database, creatorId: string) {
  const { results } = await db
    .prepare('SELECT * FROM projects WHERE creator_id = ? ORDER BY created_at DESC, id')
    .bind(creatorId)
    .all<ProjectRow>();
  return results.map(toManagedProject);
}

/** Projects awaiting review, the longest-waiting first. */
export async function listReviewQueue(db: D1Database) {
  const { results } = await db
    .prepare("SELECT * FROM projects WHERE status = 'in_review' ORDER BY submitted_at ASC, id")
    .all<ProjectRow>();
  return results.map(toManagedProject);
}
