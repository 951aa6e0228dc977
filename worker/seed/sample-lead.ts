/**
 * The sample world's lead investor (docs/before-the-raise.md#lead-investor): the demo
 * creator's live DevPipeline names an early angel as its lead, who accepted with a quote.
 * Appended once: a seeded database whose lead stream exists is left as it is.
 */
import { appendToStream, streamVersion } from '../event-store';
import { leadStreamId } from '../lead/projection';
import { sampleId } from './sample-ids';
import { DEMO_USERS, INVESTORS } from './sample-users';
import type { SeedClock } from './sample-types';

/** DevPipeline (sample project 1), the demo creator's listed live project. */
const LED_PROJECT = sampleId('project', 1);
const QUOTE =
  'I have watched this team ship every week for a year. I am leading the round and investing on exactly the same terms as everyone else.';

export async function seedSampleLead(db: D1Database, clock: SeedClock): Promise<number> {
  const streamId = leadStreamId(LED_PROJECT);
  if ((await streamVersion(db, streamId)) > 0) return 0;
  const [, creator] = DEMO_USERS;
  const [lead] = INVESTORS;
  if (!creator || !lead)
    throw new Error('seed: the sample lead needs the demo creator and an angel');
  const base = { streamId, streamType: 'lead' as const };
  await appendToStream(db, {
    ...base,
    expectedVersion: 0,
    actorId: creator.id,
    events: [
      {
        type: 'lead.invited',
        occurredAt: clock.ago(20),
        payload: { projectId: LED_PROJECT, investorId: lead.id, investorName: lead.name },
      },
    ],
  });
  await appendToStream(db, {
    ...base,
    expectedVersion: 1,
    actorId: lead.id,
    events: [
      {
        type: 'lead.accepted',
        occurredAt: clock.ago(19),
        payload: { projectId: LED_PROJECT, investorId: lead.id, quote: QUOTE },
      },
    ],
  });
  return 1;
}
