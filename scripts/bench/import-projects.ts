// The scale series' batch import: IMPORT_COUNT live projects (drafted, submitted,
// approved; no money: a commitment is a signed SAFE and a ledger transaction per investor,
// which the commits part measures, so the funded orders sort equal amounts by their tie
// breakers, the same index walk), numbered from IMPORT_FROM, into the local D1 of a STOPPED bench
// server (STATE_DIR). Every event goes through the event store's own append path
// (`prepareAppend`: schema validation, stream versions, every domain's projection), and
// the statements it returns run in one SQLite transaction per 1,000 projects, straight
// into the D1 file Miniflare keeps. Through the local D1 binding each statement costs
// about 3 ms here, which would make 100,000 projects (1.2 million statements) an hour;
// the database's own triggers (version checks, search index, listing counts) still run.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { PROJECT_CATEGORIES } from '../../shared/schemas/project-draft';
import type { AppendInput } from '../../worker/kernel/types';
import { prepareAppend } from '../../worker/event-store';
// Every domain's projections, registered with the event store as the worker registers them.
import '../../worker/projections';

const CHUNK = 1_000;
const from = Number(process.env.IMPORT_FROM ?? 0);
const count = Number(process.env.IMPORT_COUNT ?? 0);
const stateDir = path.resolve(process.env.STATE_DIR ?? '.wrangler/state', 'v3');

interface Recorded {
  sql: string;
  params: SQLInputValue[];
}

/** A D1Database stand-in that records what the append path prepares (it never reads). */
function recordingDb(): D1Database {
  const statement = (
    sql: string,
    params: SQLInputValue[] = [],
  ): Recorded & { bind: (...values: unknown[]) => Recorded } => ({
    sql,
    params,
    bind: (...values: unknown[]) =>
      statement(
        sql,
        values.map((value) => (value === undefined ? null : (value as SQLInputValue))),
      ),
  });
  return { prepare: (sql: string) => statement(sql) } as unknown as D1Database;
}

/** The SQLite file of the local D1 database (the one holding `events`). */
function d1File(): string {
  const dir = path.join(stateDir, 'd1', 'miniflare-D1DatabaseObject');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.sqlite') || name === 'metadata.sqlite') continue;
    const file = path.join(dir, name);
    const db = new DatabaseSync(file, { readOnly: true });
    const found = db
      .prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'events'")
      .get();
    db.close();
    if (found) return file;
  }
  throw new Error(`no D1 database with an events table under ${dir}`);
}

const ADJECTIVES = ['Swift', 'Bright', 'Quiet', 'Bold', 'Clear', 'Lucid', 'Nimble', 'Steady'];
const NOUNS = ['Ledger', 'Canvas', 'Pilot', 'Harbor', 'Signal', 'Beacon', 'Forge', 'Relay'];
const TASKS = ['invoices', 'payroll', 'onboarding', 'deploys', 'support', 'analytics', 'hiring'];

/** A deterministic project: the same number always gives the same text. */
function projectEvents(n: number, createdAt: Date): AppendInput[] {
  const id = `bench-project-${n}`;
  const name = `${ADJECTIVES[n % 8]} ${NOUNS[Math.floor(n / 8) % 8]} ${n}`;
  const task = TASKS[n % TASKS.length];
  // Search terms of the bench: "zephyr" is in 30 projects at every size (a selective
  // search, like a name), "quasar" in one project of a hundred (a broad one).
  const marker = `${n < 1_000 && n % 33 === 7 ? ' Zephyr-grade reliability.' : ''}${n % 100 === 3 ? ' Quasar uptime.' : ''}`;
  const at = createdAt.toISOString();
  const inputs: AppendInput[] = [
    {
      streamId: id,
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'bench-creator',
      events: [
        {
          type: 'project.drafted',
          occurredAt: at,
          payload: {
            title: name,
            slug: `bench-${n}`,
            tagline: `${name} automates ${task} for growing SaaS teams.${marker}`,
            description: `${name} takes ${task} off the founders' desks: it connects to the tools a team already uses, keeps an audit trail of every change and reports weekly on what it saved. Built for companies from ten to five hundred people.`,
            category: PROJECT_CATEGORIES[
              n % PROJECT_CATEGORIES.length
            ] as (typeof PROJECT_CATEGORIES)[number],
            fundingGoal: 100_000 + (n % 20) * 25_000,
            equity: 5 + (n % 10),
            minimumInvestment: 500,
            endDate: new Date(createdAt.getTime() + 120 * 86_400_000).toISOString(),
            coverImage: '/images/covers/default.svg',
            creatorId: 'bench-creator',
            creatorName: 'Bench Creator',
          },
        },
        { type: 'project.submitted', occurredAt: at, payload: {} },
        { type: 'project.approved', occurredAt: at, payload: {} },
      ],
    },
  ];
  return inputs;
}

const db = new DatabaseSync(d1File());
const recorder = recordingDb();
const started = Date.now();
// Spread over the last two years, oldest first, ten minutes apart.
const origin = Date.now() - 2 * 365 * 86_400_000;
try {
  for (let start = from; start < from + count; start += CHUNK) {
    db.exec('BEGIN');
    for (let n = start; n < Math.min(start + CHUNK, from + count); n += 1) {
      const createdAt = new Date(origin + n * 600_000);
      for (const input of projectEvents(n, createdAt)) {
        const statements = prepareAppend(
          recorder,
          input as AppendInput & { expectedVersion: number },
          createdAt,
        ) as unknown as Recorded[];
        for (const { sql, params } of statements) db.prepare(sql).run(...params);
      }
    }
    db.exec('COMMIT');
  }
  console.log(
    `[import] ${count} live projects appended through the event store in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  if (db.isTransaction) db.exec('ROLLBACK');
  throw error;
} finally {
  db.close();
}
