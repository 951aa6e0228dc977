/** Rows of the `projects` read model and their mapping to the /api wire types. */
import type { UpdateMetrics } from '../../shared/reporting/update-metrics';
import type {
  ProjectCategory,
  ProjectDetail,
  ProjectStatus,
  ProjectSummary,
  ProjectUpdate,
  TeamMember,
} from '../../shared/api';
import {
  DETAIL_TEXT_FIELDS,
  SUMMARY_TEXT_FIELDS,
  textDetailsOfRow,
} from '../../shared/schemas/project-text-fields';

export interface ProjectRow {
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
  gallery: string;
  team: string;
  /** Added by migration 0018: a YouTube or Vimeo link, or null. */
  video_url?: string | null;
  /** Added by migration 0019: where and when the company was incorporated, or null. */
  incorporation_state?: string | null;
  incorporation_year?: string | null;
  investors: number;
  views: number;
  review_note: string | null;
  end_date: string;
  created_at: string;
  version: number;
  /** From PROJECT_WITH_OFFERING: the offering's counted commitments (null = no offering). */
  offering_committed_cents?: number | null;
  offering_investors?: number | null;
  offering_terms_version?: number | null;
}

/**
 * Raised and investor counts come from commitments: a project whose offering exists
 * (terms recorded, or a first commitment made) shows its offering's counted commitments;
 * one without an offering keeps the figure its recorded history projected (the seed's
 * closed raises, whose settlement is not a command yet). The wire type is whole dollars,
 * so cents are dropped (floor): $1,234.99 committed shows as $1,234 raised.
 */
export const RAISED_DOLLARS_SQL =
  'CASE WHEN o.project_id IS NULL THEN p.funding_raised ELSE o.committed_cents / 100 END';

/** `SELECT … FROM projects p` with the offering columns rowToProjectSummary prefers. */
export const PROJECT_WITH_OFFERING = `SELECT p.*, o.committed_cents AS offering_committed_cents,
    o.investor_count AS offering_investors, o.terms_version AS offering_terms_version
  FROM projects p LEFT JOIN offerings o ON o.project_id = p.id`;

function raisedDollars(row: ProjectRow): number {
  const cents = row.offering_committed_cents;
  return cents === null || cents === undefined ? row.funding_raised : Math.floor(cents / 100);
}

export interface ProjectUpdateRow {
  id: string;
  title: string;
  content: string;
  posted_at: string;
  /** The metrics' JSON (migration 0037); NULL when none or when locked. */
  metrics?: string | null;
  /** 1 for a backers-only update, whose text the shared page never carries. */
  locked?: number;
}

/** The read model only holds values the event schemas accepted. */
export function rowToProjectSummary(row: ProjectRow): ProjectSummary {
  const summary: ProjectSummary = {
    id: row.id,
    title: row.title,
    slug: row.slug,
    tagline: row.tagline,
    description: row.description,
    creatorId: row.creator_id,
    creatorName: row.creator_name,
    fundingGoal: row.funding_goal,
    fundingRaised: raisedDollars(row),
    equity: row.equity,
    minimumInvestment: row.minimum_investment,
    category: row.category as ProjectCategory,
    status: row.status as ProjectStatus,
    coverImage: row.cover_image,
    featured: row.featured === 1,
    createdAt: row.created_at,
    endDate: row.end_date,
    investors: row.offering_investors ?? row.investors,
  };
  // The field list's public details (website, location), left out when empty.
  return { ...summary, ...textDetailsOfRow({ ...row }, SUMMARY_TEXT_FIELDS) };
}

export function rowToProjectDetail(row: ProjectRow, updates: ProjectUpdateRow[]): ProjectDetail {
  return {
    ...rowToProjectSummary(row),
    gallery: JSON.parse(row.gallery) as string[],
    team: JSON.parse(row.team) as TeamMember[],
    // The field list's page-only details (video link, incorporation).
    ...textDetailsOfRow({ ...row }, DETAIL_TEXT_FIELDS),
    updates: updates.map((u): ProjectUpdate => ({
      id: u.id,
      title: u.title,
      content: u.content,
      date: u.posted_at,
      ...(u.metrics ? { metrics: JSON.parse(u.metrics) as UpdateMetrics } : {}),
      ...(u.locked ? { audience: 'backers' as const, locked: true } : {}),
    })),
  };
}
