/**
 * Projection of the lead streams (docs/before-the-raise.md#lead-investor) into
 * `project_leads` (migration 0033). Self-contained: the app's projector hands it every
 * event of stream type `lead`.
 */
import type { StoredEvent, StoredEventOf } from '../kernel/types';

type LeadEvent = StoredEventOf<'lead'>;

export const LEAD_TABLES = ['project_leads'] as const;

export const leadStreamId = (projectId: string) => `lead:${projectId}`;

export function isLeadEvent(event: StoredEvent): event is LeadEvent {
  return event.streamType === 'lead';
}

export function projectLeadEvent(db: D1Database, event: LeadEvent): D1PreparedStatement[] {
  const p = event.payload;
  switch (event.type) {
    case 'lead.invited':
      return [
        db
          .prepare(
            `INSERT INTO project_leads (project_id, investor_id, investor_name, status, quote,
               invited_at, accepted_at, version)
             VALUES (?1, ?2, ?3, 'invited', NULL, ?4, NULL, ?5)
             ON CONFLICT (project_id) DO UPDATE SET investor_id = excluded.investor_id,
               investor_name = excluded.investor_name, status = 'invited', quote = NULL,
               invited_at = excluded.invited_at, accepted_at = NULL, version = excluded.version`,
          )
          .bind(
            event.payload.projectId,
            event.payload.investorId,
            event.payload.investorName,
            event.occurredAt,
            event.version,
          ),
      ];
    case 'lead.accepted':
      return [
        db
          .prepare(
            `UPDATE project_leads SET status = 'accepted', quote = ?2, accepted_at = ?3, version = ?4
             WHERE project_id = ?1`,
          )
          .bind(p.projectId, event.payload.quote, event.occurredAt, event.version),
      ];
    case 'lead.declined':
      return [
        db
          .prepare(
            `UPDATE project_leads SET status = 'declined', version = ?2 WHERE project_id = ?1`,
          )
          .bind(p.projectId, event.version),
      ];
  }
}
