/**
 * Projection of the disclosures streams (docs/before-the-raise.md#disclosures) into
 * `project_disclosures` (migration 0038). Self-contained: the app's projector hands it
 * every event of stream type `disclosures`.
 */
import type { StoredEvent, StoredEventOf } from '../kernel/types';

type DisclosureEvent = StoredEventOf<'disclosures'>;

export const DISCLOSURE_TABLES = ['project_disclosures'] as const;

export const disclosuresStreamId = (projectId: string) => `disclosures:${projectId}`;

export function isDisclosureEvent(event: StoredEvent): event is DisclosureEvent {
  return event.streamType === 'disclosures';
}

export function projectDisclosureEvent(
  db: D1Database,
  event: DisclosureEvent,
): D1PreparedStatement[] {
  switch (event.type) {
    case 'disclosures.saved':
      return [
        db
          .prepare(
            `INSERT INTO project_disclosures (project_id, parts, updated_at, version)
             VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (project_id) DO UPDATE SET parts = excluded.parts,
               updated_at = excluded.updated_at, version = excluded.version`,
          )
          .bind(
            event.payload.projectId,
            JSON.stringify(event.payload.parts),
            event.occurredAt,
            event.version,
          ),
      ];
    case 'disclosures.statement_uploaded': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO project_disclosures (project_id, statement_tier, statement_file_name,
               statement_object, statement_size, statement_period_end, statement_uploaded_at,
               updated_at, version)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?7, ?8)
             ON CONFLICT (project_id) DO UPDATE SET statement_tier = excluded.statement_tier,
               statement_file_name = excluded.statement_file_name,
               statement_object = excluded.statement_object,
               statement_size = excluded.statement_size,
               statement_period_end = excluded.statement_period_end,
               statement_uploaded_at = excluded.statement_uploaded_at,
               updated_at = excluded.updated_at, version = excluded.version`,
          )
          .bind(
            p.projectId,
            p.tier,
            p.fileName,
            p.objectName,
            p.sizeBytes,
            p.periodEnd,
            event.occurredAt,
            event.version,
          ),
      ];
    }
  }
}
