/**
 * The Worker's `scheduled` handler (Cron Trigger in wrangler.toml; locally `npm start`
 * calls it through wrangler's `/__scheduled` test route on a timer): runs the closing job
 * at the trigger's time, then the annual reports' reminders and last week's digests
 * (worker/reporting/), each idempotent, so every tick may run them. A run that could not
 * close an offering throws after closing the others, so the invocation is recorded as
 * failed; the next tick resumes it.
 */
import type { Env } from '../env';
import { sendWeeklyDigests } from '../reporting/digest';
import { sendAnnualReportReminders } from '../reporting/reminders';
import { runClosingJob } from './job';

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const report = await runClosingJob(env.DB, new Date(controller.scheduledTime), {
    siteOrigin: env.SITE_URL && URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).origin : '',
  });
  const closed = report.results.filter((r) => r.status === 'closed');
  if (closed.length > 0) {
    console.log(`closing: ${closed.length} offering(s) closed at ${report.at}`, closed);
  }
  // The annual reports' reminders (docs/reporting-and-verification.md#annual-reports).
  const reminders = await sendAnnualReportReminders(env.DB, new Date(controller.scheduledTime));
  if (reminders.sent.length > 0) console.log('annual reports: reminders sent', reminders.sent);
  // Last week's digest, once per investor and week (docs/reporting-and-verification.md).
  const digests = await sendWeeklyDigests(env.DB, new Date(controller.scheduledTime));
  if (digests > 0) console.log(`weekly digest: ${digests} mail(s) queued`);
}
