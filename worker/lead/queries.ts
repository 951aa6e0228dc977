/** What the lead commands and answers read (docs/before-the-raise.md#lead-investor). */
import type { LeadView } from '../../shared/lead/api';

export interface LeadRow {
  project_id: string;
  investor_id: string;
  investor_name: string;
  status: 'invited' | 'accepted' | 'declined';
  quote: string | null;
  invited_at: string;
  accepted_at: string | null;
  version: number;
}

export function findLead(db: D1Database, projectId: string): Promise<LeadRow | null> {
  return db
    .prepare('SELECT * FROM project_leads WHERE project_id = ?')
    .bind(projectId)
    .first<LeadRow>();
}

/** The lead the project page shows: only one who accepted. */
export function publicLead(row: LeadRow | null): LeadView | null {
  if (row?.status !== 'accepted' || !row.quote || !row.accepted_at) return null;
  return { investorName: row.investor_name, quote: row.quote, acceptedAt: row.accepted_at };
}
