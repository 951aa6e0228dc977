/**
 * The closing job: what the Cron Trigger runs (worker/index.ts `scheduled`), what
 * `npm start` runs on a timer, and what the dev-only route runs at a chosen time. Each
 * run lapses expired reconfirmation windows, then closes every live offering whose
 * deadline has passed, and resumes any close a crash interrupted (a deadline close's
 * project is still live; a withdrawn offering's is not, so running settlements are
 * looked up too). One offering's failure does not stop the others; the run then throws, so the
 * platform records a failed invocation, and the next run resumes that close.
 */
import { paths } from '../../shared/routes';
import { expireReconfirmations } from '../investing/reconfirmation';
import { closeOffering, type CloseOptions, type CloseResult } from './settle';
import { liveProjects, unfinishedCloses } from './queries';

export interface ClosingRunReport {
  at: string;
  /** Commitments whose reconfirmation window had ended: cancelled and refunded this run. */
  lapsed: string[];
  results: CloseResult[];
}

/** Thrown when at least one offering could not be closed this run (the rest were). */
export class ClosingRunError extends Error {
  constructor(
    readonly report: ClosingRunReport,
    readonly failures: { projectId: string; error: unknown }[],
  ) {
    super(
      `Closing run at ${report.at}: ${failures.length} offering(s) not closed: ` +
        failures.map((f) => `${f.projectId}: ${String(f.error)}`).join('; '),
    );
    this.name = 'ClosingRunError';
  }
}

/** Closes every offering due at `now`; see the module comment. */
export async function runClosingJob(
  db: D1Database,
  now: Date,
  options: CloseOptions = {},
): Promise<ClosingRunReport> {
  const at = now.toISOString();
  // Lapse ended windows first: a funded close waits while any commitment of its offering
  // awaits reconfirmation, so an offering whose windows ended closes in this same run
  // instead of the next one, and never counts money its investor did not reconfirm.
  const { lapsed } = await expireReconfirmations(db, now, {
    portfolioUrl: `${options.siteOrigin ?? ''}${paths.investor.investments}`,
  });
  const due = (await liveProjects(db)).filter((p) => p.endsAt <= at).map((p) => p.id);
  const ids = [...new Set([...(await unfinishedCloses(db)), ...due])];
  const report: ClosingRunReport = { at, lapsed, results: [] };
  const failures: { projectId: string; error: unknown }[] = [];
  for (const projectId of ids) {
    try {
      report.results.push(await closeOffering(db, projectId, now, options));
    } catch (error) {
      failures.push({ projectId, error });
    }
  }
  if (failures.length > 0) throw new ClosingRunError(report, failures);
  return report;
}
