/**
 * Founders keep talking, in the sample world (docs/reporting-and-verification.md):
 * BuildBeacon (closed funded 95 days ago) posted monthly metric updates for six months,
 * so its Updates tab charts them, and filed its first annual report; ChatAssist Pro
 * (closed funded 62 days ago) has its first annual report due (its fiscal year ended 30
 * days ago). Both year ends are relative to the seed's day, so the statuses hold whenever
 * the seed runs. Re-running changes nothing: each step is skipped once stored.
 */
import type { FiscalYearEnd } from '../../shared/reporting/annual-report';
import type { UpdateMetrics } from '../../shared/reporting/update-metrics';
import { appendToStream } from '../event-store';
import { fileAnnualReport, setFiscalYearEnd } from '../reporting/commands';
import { sampleId } from './sample-ids';
import { SAMPLE_PROJECTS } from './sample-plan';
import type { SeedClock } from './sample-types';

const DAY_MS = 86_400_000;

function sample(slug: string) {
  const p = SAMPLE_PROJECTS.find((x) => x.slug === slug);
  if (!p) throw new Error(`seed: no sample project ${slug}`);
  return { id: sampleId('project', p.n), creatorId: p.creator.id };
}

/** The month and day `daysAgo` days before the seed's day (February ends on the 28th). */
function yearEndDaysAgo(clock: SeedClock, daysAgo: number): FiscalYearEnd {
  const day = new Date(clock.now.getTime() - daysAgo * DAY_MS);
  const month = day.getUTCMonth() + 1;
  return { month, day: month === 2 ? Math.min(day.getUTCDate(), 28) : day.getUTCDate() };
}

/** Six monthly updates, oldest first: revenue up, churn and burn down. */
const MONTHLY: { title: string; content: string; metrics: UpdateMetrics }[] = [
  ['Month one after launch', 3_200_00, 41, 350, 48_000_00, 14],
  ['Our first enterprise pilot', 4_100_00, 52, 310, 46_000_00, 15],
  ['Shipping the scheduler', 5_600_00, 67, 280, 45_500_00, 16],
  ['Hiring our first engineer', 6_900_00, 80, 240, 52_000_00, 15],
  ['Partnership with a construction suite', 8_800_00, 98, 210, 50_500_00, 16],
  ['Six months of numbers', 11_200_00, 121, 180, 49_000_00, 18],
].map(([title, mrrCents, customers, churnBasisPoints, burnCents, runwayMonths]) => ({
  title: String(title),
  content: `${String(title)}. The month's numbers are below, as every month.`,
  metrics: {
    mrrCents: Number(mrrCents),
    customers: Number(customers),
    churnBasisPoints: Number(churnBasisPoints),
    burnCents: Number(burnCents),
    runwayMonths: Number(runwayMonths),
  },
}));

async function seedMetricUpdates(
  db: D1Database,
  clock: SeedClock,
  project: ReturnType<typeof sample>,
) {
  for (const [i, update] of MONTHLY.entries()) {
    const updateId = sampleId('update', 9_000 + i);
    const stored = await db
      .prepare('SELECT 1 AS found FROM project_updates WHERE id = ?')
      .bind(updateId)
      .first();
    if (stored) continue;
    await appendToStream(db, {
      streamId: project.id,
      streamType: 'project',
      expectedVersion: 'any',
      actorId: project.creatorId,
      events: [
        {
          type: 'project.update_posted',
          payload: {
            updateId,
            title: update.title,
            content: update.content,
            metrics: update.metrics,
          },
          occurredAt: clock.ago(30 * (MONTHLY.length - i) - 2),
        },
      ],
    });
  }
}

const BUILDBEACON_REPORT = {
  business:
    'BuildBeacon: schedules for construction crews that update themselves.\n\nWe launched the scheduler to paying customers, ran our first enterprise pilot and hired our first engineer.',
  employees: 5,
  financialCondition:
    'We raised the offering in full on LaunchFund. Revenue grew every month while net burn stayed flat, and the raise funds about 18 months of runway.',
  revenueCents: 38_400_000,
  netIncomeCents: -21_700_000,
  totalAssetsCents: 96_000_000,
  cashCents: 88_500_000,
  debtCents: 0,
  statementBasis: 'certified' as const,
  signedBy: 'Maya Chen',
};

export async function seedSampleReporting(db: D1Database, clock: SeedClock): Promise<number> {
  const beacon = sample('buildbeacon');
  const chat = sample('chatassist-pro');
  await seedMetricUpdates(db, clock, beacon);
  const done = await db
    .prepare('SELECT COUNT(*) AS n FROM annual_reporting WHERE project_id IN (?, ?)')
    .bind(beacon.id, chat.id)
    .first<{ n: number }>();
  if ((done?.n ?? 0) > 0) return 0;
  // BuildBeacon's fiscal year ended 50 days ago; it filed 20 days ago.
  await setFiscalYearEnd(db, beacon.creatorId, beacon.id, yearEndDaysAgo(clock, 50));
  const periodEnd = clock.ago(50).slice(0, 4);
  const fiscalYear = Number(periodEnd);
  await fileAnnualReport(
    db,
    beacon.creatorId,
    beacon.id,
    { fiscalYear, report: BUILDBEACON_REPORT, certify: true },
    new Date(clock.ago(20)),
  );
  // ChatAssist Pro's ended 30 days ago: its report is due in 90 days.
  await setFiscalYearEnd(db, chat.creatorId, chat.id, yearEndDaysAgo(clock, 30));
  return 2;
}
