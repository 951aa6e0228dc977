/**
 * The seed's reporting sample: BuildBeacon's monthly metric updates and filed annual
 * report, ChatAssist Pro's report due (worker/seed/sample-reporting.ts).
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/reporting/annual-report';
import { reportingStateOf, statusOf } from '../../../worker/reporting/queries';
import { seedDatabase } from '../../../worker/seed';

const SEEDED_AT = '2026-11-20T12:00:00.000Z';
const seededDay = SEEDED_AT.slice(0, 10);

beforeAll(async () => {
  await seedDatabase(env.DB, new Date(SEEDED_AT));
}, 120_000);

async function projectId(slug: string) {
  const row = await env.DB.prepare('SELECT id FROM projects WHERE slug = ?')
    .bind(slug)
    .first<{ id: string }>();
  return row?.id ?? '';
}

async function statusAtSeed(slug: string) {
  const state = await reportingStateOf(env.DB, await projectId(slug));
  if (!state) throw new Error(`no reporting of ${slug}`);
  return { state, status: statusOf(state, new Date(SEEDED_AT)) };
}

describe('seeded reporting', () => {
  it("charts BuildBeacon's six months of metrics", async () => {
    const { results } = await env.DB.prepare(
      'SELECT metrics FROM project_updates WHERE project_id = ? AND metrics IS NOT NULL ORDER BY posted_at',
    )
      .bind(await projectId('buildbeacon'))
      .all<{ metrics: string }>();
    expect(results).toHaveLength(6);
    const mrr = results.map((r) => (JSON.parse(r.metrics) as { mrrCents: number }).mrrCents);
    expect(mrr).toEqual([...mrr].sort((a, b) => a - b));
  });

  it('has BuildBeacon filed and ChatAssist Pro due, and a second run changes nothing', async () => {
    const beacon = await statusAtSeed('buildbeacon');
    expect(beacon.status).toMatchObject({ state: 'filed', periodEnd: addDays(seededDay, -50) });
    expect(beacon.state.filed).toHaveLength(1);
    expect(beacon.state.filed[0]?.late).toBe(false);
    const chat = await statusAtSeed('chatassist-pro');
    expect(chat.status).toEqual({
      state: 'due',
      yearEnded: true,
      fiscalYear: Number(addDays(seededDay, -30).slice(0, 4)),
      periodEnd: addDays(seededDay, -30),
      dueOn: addDays(seededDay, 90),
    });

    await seedDatabase(env.DB, new Date(SEEDED_AT));
    expect((await statusAtSeed('buildbeacon')).state).toEqual(beacon.state);
    expect((await statusAtSeed('chatassist-pro')).state).toEqual(chat.state);
  }, 120_000);
});
