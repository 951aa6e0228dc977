/**
 * Where the worker is composed, each domain registers its projection with the event store
 * (worker/event-store.ts), which knows none of them. Importing this module registers them;
 * the worker's entry (app.ts), the seed, the rebuild script and the tests' setup do.
 *
 * The projector routes one event to the first domain that claims it; the order is the
 * order below. A new domain adds its tables and one route here.
 */
import { registerProjector, type StoredEvent } from './event-store';
import { rebuildReadModels as rebuildWith, type RebuildReport } from './kernel/rebuild';
import { CLOSING_TABLES, isClosingEvent, projectClosingEvent } from './closing/projection';
import { INVESTING_TABLES, isInvestingEvent } from './investing/events';
import { assertLedgerHealthy } from './investing/ledger-check';
import { projectInvestingEvent } from './investing/projection';
import {
  CONVERSATION_TABLES,
  isConversationEvent,
  projectConversationEvent,
} from './conversations/projection';
import { CONTACT_TABLES, isContactEvent, projectContactEvent } from './contact/projection';
import { projectPlatformEvent } from './platform/projection';
import { projectProjectEvent } from './projects/projection';
import { invalidatePublicReads } from './projects/read-cache';
import { NOTIFY_TABLES, notifyStatements, projectNotifySettingsEvent } from './notify/projection';
import { IDENTITY_TABLES, isIdentityEvent, projectIdentityEvent } from './identity/projection';
import {
  RESERVATION_TABLES,
  isReservationEvent,
  projectReservationEvent,
} from './investing/reservations/projection';
import { LEAD_TABLES, isLeadEvent, projectLeadEvent } from './lead/projection';
import {
  CONVERSION_TABLES,
  isConversionEvent,
  projectConversionEvent,
} from './conversion/projection';
import {
  DISCLOSURE_TABLES,
  isDisclosureEvent,
  projectDisclosureEvent,
} from './disclosures/projection';
import {
  ANNUAL_REPORT_TABLES,
  isAnnualReportEvent,
  projectAnnualReportEvent,
} from './reporting/projection';

/** Every read-model table, in the order a rebuild clears them. */
export const READ_MODEL_TABLES = [
  'projects',
  'project_updates',
  'project_daily_views',
  'platform_users',
  'messages',
  'monthly_platform_stats',
  ...INVESTING_TABLES,
  ...CONVERSATION_TABLES,
  ...CLOSING_TABLES,
  ...CONTACT_TABLES,
  ...IDENTITY_TABLES,
  ...NOTIFY_TABLES,
  ...RESERVATION_TABLES,
  ...LEAD_TABLES,
  ...CONVERSION_TABLES,
  ...DISCLOSURE_TABLES,
  ...ANNUAL_REPORT_TABLES,
] as const;

/**
 * Every statement of one event: its domain's read models, then what people hear of it
 * (worker/notify). A replay (rebuild) writes the notifications again but queues no mail.
 */
export function projectEvent(
  db: D1Database,
  event: StoredEvent,
  options: { replay?: boolean } = {},
): D1PreparedStatement[] {
  return [...projectDomainEvent(db, event), ...notifyStatements(db, event, options)];
}

function projectDomainEvent(db: D1Database, event: StoredEvent): D1PreparedStatement[] {
  // A read model is about to change: the isolate's cached project answers go. A counted
  // view changes none of them (views are not in the public answers), so the busy read
  // path's own writes keep the cache.
  if (event.streamType !== 'project-views') invalidatePublicReads();
  if (isInvestingEvent(event)) return projectInvestingEvent(db, event);
  if (isClosingEvent(event)) return projectClosingEvent(db, event);
  if (isConversationEvent(event)) return projectConversationEvent(db, event);
  if (isContactEvent(event)) return projectContactEvent(db, event);
  if (isIdentityEvent(event)) return projectIdentityEvent(db, event);
  if (isReservationEvent(event)) return projectReservationEvent(db, event);
  if (isLeadEvent(event)) return projectLeadEvent(db, event);
  if (isConversionEvent(event)) return projectConversionEvent(db, event);
  if (isDisclosureEvent(event)) return projectDisclosureEvent(db, event);
  if (isAnnualReportEvent(event)) return projectAnnualReportEvent(db, event);
  if (event.type === 'notification_settings.email_set') {
    return projectNotifySettingsEvent(db, event);
  }
  switch (event.streamType) {
    case 'project':
      // A founder update also notifies the project's followers and backers.
      return [...projectProjectEvent(db, event), ...projectConversationEvent(db, event)];
    case 'investment':
    case 'wallet':
      // Left here only by the whole-dollar events of older logs (earlier seeds, the scale
      // bench's import). They moved no ledger money, so no read model takes them: the one
      // money model is the ledger's (docs/events.md#legacy-investment-events).
      return [];
    default:
      return projectPlatformEvent(db, event);
  }
}

registerProjector(projectEvent);

/** Clears every read model and replays the whole event log into them. */
export async function rebuildReadModels(db: D1Database): Promise<RebuildReport> {
  const replay = (d: D1Database, event: StoredEvent) => projectEvent(d, event, { replay: true });
  const report = await rebuildWith(db, replay, READ_MODEL_TABLES);
  // The ledger's invariants (docs/money.md#invariants) hold after every rebuild, or it fails.
  await assertLedgerHealthy(db);
  return report;
}
