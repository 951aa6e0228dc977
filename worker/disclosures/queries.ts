/** What the disclosures commands and answers read (docs/before-the-raise.md#disclosures). */
import {
  disclosureChecklist,
  type ChecklistItem,
  type DisclosuresView,
  type StatementView,
} from '../../shared/disclosures/api';
import type { DisclosureParts } from '../../shared/disclosures/schema';
import { requiredStatementTier, type StatementTier } from '../../shared/disclosures/thresholds';

export interface DisclosureRow {
  project_id: string;
  parts: string;
  statement_tier: StatementTier | null;
  statement_file_name: string | null;
  statement_object: string | null;
  statement_size: number | null;
  statement_period_end: string | null;
  statement_uploaded_at: string | null;
  updated_at: string;
  version: number;
}

export function findDisclosures(db: D1Database, projectId: string): Promise<DisclosureRow | null> {
  return db
    .prepare('SELECT * FROM project_disclosures WHERE project_id = ?')
    .bind(projectId)
    .first<DisclosureRow>();
}

export function partsOf(row: DisclosureRow | null): DisclosureParts {
  return row ? (JSON.parse(row.parts) as DisclosureParts) : {};
}

/**
 * The offering's maximum raise: the live offering's recorded one, else the creator's
 * terms, else the goal (a draft's maximum defaults to its goal).
 */
export async function maximumRaiseCentsOf(db: D1Database, projectId: string): Promise<number> {
  const row = await db
    .prepare(
      `SELECT o.maximum_raise_cents AS recorded, p.terms AS terms, p.funding_goal AS goal
       FROM projects p LEFT JOIN offerings o ON o.project_id = p.id WHERE p.id = ?`,
    )
    .bind(projectId)
    .first<{ recorded: number | null; terms: string | null; goal: number }>();
  if (!row) return 0;
  if (row.recorded !== null) return row.recorded;
  const terms = row.terms ? (JSON.parse(row.terms) as { maximumRaiseCents?: number }) : null;
  return terms?.maximumRaiseCents ?? row.goal * 100;
}

/** The checklist of one project's disclosures, and the tier its size requires. */
export async function checklistOf(
  db: D1Database,
  projectId: string,
  row?: DisclosureRow | null,
): Promise<{ requiredTier: StatementTier; checklist: ChecklistItem[] }> {
  const stored = row === undefined ? await findDisclosures(db, projectId) : row;
  const requiredTier = requiredStatementTier(await maximumRaiseCentsOf(db, projectId));
  const statement = stored?.statement_tier ? { tier: stored.statement_tier } : null;
  return { requiredTier, checklist: disclosureChecklist(partsOf(stored), statement, requiredTier) };
}

/** The full view, with `statementUrl` signing the PDF's link (the bucket is private). */
export async function disclosuresView(
  db: D1Database,
  projectId: string,
  statementUrl: (objectName: string) => Promise<string>,
): Promise<DisclosuresView> {
  const row = await findDisclosures(db, projectId);
  const { requiredTier, checklist } = await checklistOf(db, projectId, row);
  let statement: StatementView | null = null;
  if (row?.statement_tier && row.statement_object && row.statement_uploaded_at) {
    statement = {
      tier: row.statement_tier,
      fileName: row.statement_file_name ?? 'financial-statements.pdf',
      sizeBytes: row.statement_size ?? 0,
      periodEnd: row.statement_period_end ?? '',
      uploadedAt: row.statement_uploaded_at,
      url: await statementUrl(row.statement_object),
    };
  }
  return {
    parts: partsOf(row),
    statement,
    requiredTier,
    checklist,
    complete: checklist.every((item) => item.complete),
    updatedAt: row?.updated_at ?? null,
    version: row?.version ?? 0,
  };
}
