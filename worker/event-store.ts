/**
 * The projector: for one event, the prepared statements that bring every read model up
 * to date. It never reads first: each statement is incremental SQL, so it can run in
 * the same db.batch() as the append, and replaying every event in order rebuilds the
 * read models exactly.
 */
import type { StoredEvent } from './kernel/types';
import { projectInvestmentEvent } from './investments/projection';
import { projectPlatformEvent } from './platform/projection';
import { projectProjectEvent } from './projects/projection';

/** Every read-model table, in the order a rebuild clears them. */
export const READ_MODEL_TABLES = [
  'projects',
  'project_updates',
  'project_daily_views',
  'investments',
  'platform_users',
  'wallets',
  'messages',
  'monthly_platform_stats',
] as const;

export function projectEvent(db: D1Database, event: StoredEvent): D1PreparedStatement[] {
  switch (event.streamType) {
    case 'project':
      return projectProjectEvent(db, event);
    case 'investment':
      return projectInvestmentEvent(db, event);
    default:
      return projectPlatformEvent(db, event);
  }
}
