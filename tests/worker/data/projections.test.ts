import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import { draftedPayload } from './fixtures';

const db = env.DB;
const PROJECT = 'proj-1';

function commit(id: string, investorId: string, amount: number, occurredAt: string) {
  return appendToStream(db, {
    streamId: id,
    streamType: 'investment',
    expectedVersion: 0,
    actorId: investorId,
    events: [
      {
        type: 'investment.committed',
        payload: { projectId: PROJECT, investorId, investorName: investorId, amount, equity: 0.5 },
        occurredAt,
      },
    ],
  });
}

const settle = (id: string, type: 'investment.completed' | 'investment.refunded') =>
  appendToStream(db, {
    streamId: id,
    streamType: 'investment',
    expectedVersion: 'any',
    actorId: null,
    events: [{ type, payload: {}, occurredAt: '2026-06-20T00:00:00.000Z' }],
  });

const project = () =>
  db.prepare('SELECT * FROM projects WHERE id = ?').bind(PROJECT).first<Record<string, unknown>>();

describe('projections', () => {
  it('follow a raise from draft to funded; older whole-dollar money events move nothing', async () => {
    await appendToStream(db, {
      streamId: PROJECT,
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [
        {
          type: 'project.drafted',
          payload: draftedPayload('raise'),
          occurredAt: '2026-05-03T10:00:00.000Z',
        },
        { type: 'project.details_edited', payload: { title: 'Renamed', team: [] } },
        { type: 'project.submitted', payload: {} },
        { type: 'project.changes_requested', payload: { note: 'Add a team.' } },
      ],
    });
    expect(await project()).toMatchObject({
      status: 'changes_requested',
      review_note: 'Add a team.',
      title: 'Renamed',
      version: 4,
    });

    await appendToStream(db, {
      streamId: PROJECT,
      streamType: 'project',
      expectedVersion: 4,
      actorId: 'admin-1',
      events: [
        { type: 'project.submitted', payload: {} },
        { type: 'project.approved', payload: {} },
        { type: 'project.featured', payload: { featured: true } },
      ],
    });
    expect(await project()).toMatchObject({ status: 'active', review_note: null, featured: 1 });

    // An older log's whole-dollar events (earlier seeds, the scale bench's import) still
    // append and replay, but no read model takes them: the money is the ledger's alone.
    await appendToStream(db, {
      streamId: 'wallet:inv-a',
      streamType: 'wallet',
      expectedVersion: 'any',
      actorId: 'inv-a',
      events: [{ type: 'wallet.deposited', payload: { userId: 'inv-a', amount: 90_000 } }],
    });
    await commit('inv-1', 'inv-a', 60_000, '2026-06-01T00:00:00.000Z');
    await commit('inv-2', 'inv-b', 30_000, '2026-06-02T00:00:00.000Z');
    await settle('inv-1', 'investment.completed');
    await settle('inv-2', 'investment.refunded');
    expect(await project()).toMatchObject({ funding_raised: 0, investors: 0 });
    const money = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM commitments) + (SELECT COUNT(*) FROM ledger_postings)
           + (SELECT COUNT(*) FROM account_balances) AS n`,
      )
      .first<{ n: number }>();
    expect(money?.n).toBe(0);
    const legacyTables = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('investments', 'wallets')",
      )
      .all();
    expect(legacyTables.results).toEqual([]);
    const months = await db
      .prepare('SELECT month, projects_created FROM monthly_platform_stats ORDER BY month')
      .all();
    expect(months.results).toEqual([{ month: '2026-05', projects_created: 1 }]);

    await appendToStream(db, {
      streamId: PROJECT,
      streamType: 'project',
      expectedVersion: 7,
      actorId: null,
      events: [{ type: 'project.funded', payload: {}, occurredAt: '2026-08-01T00:00:00.000Z' }],
    });
    expect(await project()).toMatchObject({ status: 'funded' });
  });

  it('counts views per day and in total', async () => {
    await appendToStream(db, {
      streamId: 'p-views',
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [{ type: 'project.drafted', payload: draftedPayload('viewed') }],
    });
    for (const [day, count] of [
      ['2026-06-01', 3],
      ['2026-06-01', 2],
      ['2026-06-02', 1],
    ] as const) {
      await appendToStream(db, {
        streamId: 'project-views:p-views',
        streamType: 'project-views',
        expectedVersion: 'any',
        actorId: null,
        events: [
          {
            type: 'project.viewed',
            payload: { projectId: 'p-views', count },
            occurredAt: `${day}T12:00:00.000Z`,
          },
        ],
      });
    }
    const days = await db
      .prepare(
        "SELECT day, views FROM project_daily_views WHERE project_id = 'p-views' ORDER BY day",
      )
      .all();
    expect(days.results).toEqual([
      { day: '2026-06-01', views: 5 },
      { day: '2026-06-02', views: 1 },
    ]);
    expect(await db.prepare("SELECT views FROM projects WHERE id = 'p-views'").first()).toEqual({
      views: 6,
    });
  });
});
