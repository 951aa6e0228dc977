import { appendToStreams, type AppendInput } from '../event-store';
// The seed appends through the event store: every domain's projection registered first.
import '../projections';
import { seedDemoAccounts } from './demo-accounts';
import { seedSampleAccounts } from './sample-accounts';
import { seedClock } from './sample-clock';
import { seedSampleImages, type SeedImageSource } from './sample-images';
import { seedSampleIdentities } from './sample-identity';
import { seedSampleClosings, seedSampleMoney } from './sample-money';
import { seedSampleConversations } from './sample-plan-activity';
import { planSampleHistory, SAMPLE_PROJECTS } from './sample-plan';
import type { PlannedEvent } from './sample-types';
import { seedSampleLead } from './sample-lead';
import { seedSampleConversions } from './sample-conversions';
import { seedSampleDisclosures } from './sample-disclosures';
import { seedSampleReporting } from './sample-reporting';

export interface SeedReport {
  summary: string;
}

/** Events appended per transaction while seeding. */
const SEED_BATCH_EVENTS = 100;

/**
 * Writes the demo accounts and the sample history into an empty database; on a seeded
 * one it changes nothing. The history goes through the event store like any command,
 * so the read models are projections of it; the money of the live projects (profiles,
 * deposits, commitments) goes through the investing commands themselves, after the
 * history they need (users, live projects). Dates are relative to `now`. With `images`,
 * the projects' covers, galleries and portraits go into storage too (`npm start` passes
 * them; the projects point at them either way).
 */
export async function seedDatabase(
  db: D1Database,
  now: Date,
  images?: SeedImageSource,
): Promise<SeedReport> {
  const accounts =
    (await seedDemoAccounts(db, now)) + (await seedSampleAccounts(db, seedClock(now)));
  const pending = await eventsNotYetStored(db, planSampleHistory(now));
  for (let start = 0; start < pending.length; start += SEED_BATCH_EVENTS) {
    await appendToStreams(db, toAppends(pending.slice(start, start + SEED_BATCH_EVENTS)));
  }
  // Identity before money: the sample people are checked before they deposit or commit.
  const identities = await seedSampleIdentities(db, seedClock(now), SAMPLE_PROJECTS);
  const money = await seedSampleMoney(db, seedClock(now), SAMPLE_PROJECTS);
  await seedSampleConversions(db, seedClock(now));
  await seedSampleClosings(db, seedClock(now), SAMPLE_PROJECTS);
  const messages = await seedSampleConversations(db, seedClock(now));
  // Before the raise (docs/before-the-raise.md): one live project with a lead investor.
  const leads = await seedSampleLead(db, seedClock(now));
  // After the raise: metric updates and annual reports (docs/reporting-and-verification.md).
  await seedSampleReporting(db, seedClock(now));
  const before = await seedSampleDisclosures(db, seedClock(now), SAMPLE_PROJECTS, images);
  const stored = images ? await seedSampleImages(db, images, SAMPLE_PROJECTS, now) : 0;
  return {
    summary:
      `${accounts} demo account(s) created, ${pending.length} sample event(s) appended, ` +
      `${identities} identity check(s) made, ` +
      `${money.deposits} deposit(s) and ${money.commitments} commitment(s) made, ` +
      `${messages} message(s) sent, ${leads} lead investor(s) named, ` +
      `${before.disclosures} disclosure set(s) and ${before.reservations} reservation(s) made, ${stored} image(s) stored`,
  };
}

interface VersionedEvent {
  planned: PlannedEvent;
  /** The stream version this event takes. */
  version: number;
}

/**
 * Numbers each planned event within its stream and keeps those whose stream is not yet
 * that far, so a second run appends nothing and an interrupted run resumes.
 */
async function eventsNotYetStored(db: D1Database, plan: PlannedEvent[]): Promise<VersionedEvent[]> {
  const { results } = await db
    .prepare('SELECT stream_id, MAX(version) AS version FROM events GROUP BY stream_id')
    .all<{ stream_id: string; version: number }>();
  const stored = new Map(results.map((r) => [r.stream_id, r.version]));
  const counters = new Map<string, number>();
  const pending: VersionedEvent[] = [];
  for (const planned of plan) {
    const version = (counters.get(planned.streamId) ?? 0) + 1;
    counters.set(planned.streamId, version);
    if (version > (stored.get(planned.streamId) ?? 0)) pending.push({ planned, version });
  }
  return pending;
}

/** Consecutive events of one stream become one append at the version before them. */
function toAppends(events: VersionedEvent[]): AppendInput[] {
  const appends: AppendInput[] = [];
  for (const { planned, version } of events) {
    const last = appends.at(-1);
    if (last && last.streamId === planned.streamId && last.actorId === planned.actorId) {
      last.events.push(planned.event);
      continue;
    }
    appends.push({
      streamId: planned.streamId,
      streamType: planned.streamType,
      expectedVersion: version - 1,
      actorId: planned.actorId,
      events: [planned.event],
    });
  }
  return appends;
}
