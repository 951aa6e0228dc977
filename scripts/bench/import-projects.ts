// The scale series' batch import: appends IMPORT_COUNT live projects (drafted, submitted,
// approved; every other one with a recorded investment, so the funded orders have
// something to sort) through the event store, numbered from IMPORT_FROM, into the local
// D1 of a stopped bench server (STATE_DIR, IMPORT_CONFIG). Each batch is one D1
// transaction of 100 projects with their projections, as a real import would run.
import path from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { PROJECT_CATEGORIES } from '../../shared/schemas/project-draft';
import type { AppendInput } from '../../worker/kernel/types';
import type { Env } from '../../worker/env';
import { appendToStreams } from '../../worker/event-store';

const BATCH = 100;
const from = Number(process.env.IMPORT_FROM ?? 0);
const count = Number(process.env.IMPORT_COUNT ?? 0);
const stateDir = path.resolve(process.env.STATE_DIR ?? '.wrangler/state', 'v3');

const ADJECTIVES = ['Swift', 'Bright', 'Quiet', 'Bold', 'Clear', 'Lucid', 'Nimble', 'Steady'];
const NOUNS = ['Ledger', 'Canvas', 'Pilot', 'Harbor', 'Signal', 'Beacon', 'Forge', 'Relay'];
const TASKS = ['invoices', 'payroll', 'onboarding', 'deploys', 'support', 'analytics', 'hiring'];

/** A deterministic project: the same number always gives the same text. */
function projectEvents(n: number, createdAt: Date): AppendInput[] {
  const id = `bench-project-${n}`;
  const name = `${ADJECTIVES[n % 8]} ${NOUNS[Math.floor(n / 8) % 8]} ${n}`;
  const task = TASKS[n % TASKS.length];
  // One project in a hundred says "zephyr": the bench's search term, ~1% at every size.
  const marker = n % 100 === 7 ? ' Zephyr-grade reliability.' : '';
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
  if (n % 2 === 0) {
    inputs.push({
      streamId: `bench-investment-${n}`,
      streamType: 'investment',
      expectedVersion: 0,
      actorId: 'bench-investor',
      events: [
        {
          type: 'investment.committed',
          occurredAt: at,
          payload: {
            projectId: id,
            investorId: 'bench-investor',
            investorName: 'Bench Investor',
            amount: 1_000 + ((n * 7919) % 97) * 1_000,
            equity: 0.5,
          },
        },
      ],
    });
  }
  return inputs;
}

const proxy = await getPlatformProxy<Env>({
  configPath: process.env.IMPORT_CONFIG ?? 'wrangler.toml',
  persist: { path: stateDir },
  remoteBindings: false,
});
try {
  const started = Date.now();
  // Spread over the last two years, oldest first, a few minutes apart.
  const origin = Date.now() - 2 * 365 * 86_400_000;
  for (let start = from; start < from + count; start += BATCH) {
    const inputs: AppendInput[] = [];
    for (let n = start; n < Math.min(start + BATCH, from + count); n += 1) {
      inputs.push(...projectEvents(n, new Date(origin + n * 600_000)));
    }
    await appendToStreams(proxy.env.DB, inputs);
  }
  console.log(
    `[import] ${count} live projects appended through the event store in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await proxy.dispose();
}
