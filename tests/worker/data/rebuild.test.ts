import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import { READ_MODEL_TABLES, rebuildReadModels } from '../../../worker/projections';
import { seedDatabase } from '../../../worker/seed';
import { draftedPayload } from './fixtures';

const db = env.DB;

async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of READ_MODEL_TABLES) {
    // Ordering by every column makes the comparison independent of physical row order.
    const columns = await db
      .prepare(`SELECT name FROM pragma_table_info('${table}')`)
      .all<{ name: string }>();
    const orderBy = columns.results.map((_, i) => i + 1).join(', ');
    tables[table] = (await db.prepare(`SELECT * FROM ${table} ORDER BY ${orderBy}`).all()).results;
  }
  return tables;
}

describe('rebuildReadModels', () => {
  it(
    'replays every event into empty read models that equal the live ones',
    { timeout: 60_000 },
    async () => {
      await seedDatabase(db, new Date());
      const live = await snapshot();
      expect(live.projects?.length).toBeGreaterThan(10);
      // All the seeded money is commitments by command (live offerings and the funded and
      // failed ones the seed closes through the closing job).
      expect(live.commitments?.length).toBeGreaterThan(50);
      expect(live.settlements?.length).toBe(6);

      // Corrupt the read models to prove the rebuild really recomputes them.
      await db.prepare('UPDATE projects SET views = 0').run();
      await db.prepare('DELETE FROM commitments').run();
      await db.prepare('DELETE FROM settlements').run();

      const report = await rebuildReadModels(db);
      const events = await db.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
      expect(report.events).toBe(events?.n);
      expect(await snapshot()).toEqual(live);
    },
  );

  it('rebuilds edits exactly, including cleared and omitted details', async () => {
    await appendToStream(db, {
      streamId: 'edited',
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [
        {
          type: 'project.drafted',
          payload: draftedPayload('edited', {
            website: 'https://a.example.com',
            location: 'Austin, TX',
          }),
        },
        {
          type: 'project.details_edited',
          payload: { website: '', location: undefined, title: 'Edited' },
        },
        {
          type: 'project.details_edited',
          payload: { gallery: ['/images/projects/a.svg'], team: [] },
        },
        { type: 'project.submitted', payload: {} },
        { type: 'project.rejected', payload: { reason: 'Not a SaaS product.' } },
      ],
    });
    const live = await snapshot();
    const edited = live.projects?.find((row) => (row as { id: string }).id === 'edited');
    expect(edited).toMatchObject({
      title: 'Edited',
      website: '',
      location: 'Austin, TX',
      status: 'rejected',
      version: 5,
    });
    await rebuildReadModels(db);
    expect(await snapshot()).toEqual(live);
  });
});
