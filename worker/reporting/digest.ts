/**
 * The weekly digest (docs/reporting-and-verification.md#the-weekly-digest): one mail per
 * investor per week with the updates posted last week (Monday to Sunday, UTC) by the
 * projects they back or follow. Sent by the Worker's scheduled job at any tick of the
 * following week; the outbox's `dedupe_key` (`digest:<week>:<userId>`) makes a second
 * run of the same week queue nothing. An investor who turned the `weekly_digest` email
 * off (Settings or the mail's one-click unsubscribe) gets none; a backers-only update is
 * listed with its text only for its backers.
 */
import { formatCents } from '../../shared/money/cents';
import { paths } from '../../shared/routes';
import {
  UPDATE_METRIC_DEFINITIONS,
  UPDATE_METRIC_KEYS,
  churnPercentOf,
  type UpdateMetrics,
} from '../../shared/reporting/update-metrics';
import { addDays } from '../../shared/reporting/annual-report';

const DAY_MS = 86_400_000;
const EXCERPT = 280;

/** The Monday (UTC) starting the week before the one `now` is in. */
export function digestWeekOf(now: Date): { start: string; end: string } {
  const day = now.toISOString().slice(0, 10);
  const weekday = (new Date(now.getTime()).getUTCDay() + 6) % 7; // Monday = 0
  const thisMonday = new Date(Date.parse(`${day}T00:00:00Z`) - weekday * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { start: addDays(thisMonday, -7), end: thisMonday };
}

interface DigestRow {
  user_id: string;
  email: string;
  name: string;
  project_title: string;
  project_slug: string;
  title: string;
  content: string;
  posted_at: string;
  metrics: string | null;
  locked: number;
}

function metricsLine(json: string | null): string | null {
  if (!json) return null;
  const m = JSON.parse(json) as UpdateMetrics;
  const parts = UPDATE_METRIC_KEYS.flatMap((key) => {
    const value = m[key];
    if (value === undefined) return [];
    const label = UPDATE_METRIC_DEFINITIONS[key].label;
    if (key === 'mrrCents' || key === 'burnCents') return [`${label} ${formatCents(value)}`];
    if (key === 'churnBasisPoints') return [`${label} ${churnPercentOf(value)}`];
    if (key === 'runwayMonths') return [`${label} ${value} months`];
    return [`${label} ${value}`];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

function excerptOf(text: string): string {
  return text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1)}…`;
}

/** The mail text of one investor's week. */
export function digestBody(name: string, week: { start: string }, rows: DigestRow[]): string {
  const lines = [`Hello ${name},`, '', `The updates of the week of ${week.start}:`, ''];
  for (const row of rows) {
    lines.push(`${row.project_title}: ${row.title} (${row.posted_at.slice(0, 10)})`);
    if (row.locked) {
      lines.push('For backers only: read it on the project page.');
    } else {
      lines.push(excerptOf(row.content));
      const metrics = metricsLine(row.metrics);
      if (metrics) lines.push(metrics);
    }
    lines.push(paths.project(row.project_slug) + '?tab=updates', '');
  }
  return lines.join('\n');
}

const PEOPLE = `SELECT id, name, email FROM platform_users
  UNION ALL SELECT id, COALESCE(json_extract(raw_user_meta_data, '$.full_name'),
      json_extract(raw_user_meta_data, '$.name'), email), email
    FROM auth_users WHERE id NOT IN (SELECT id FROM platform_users)`;

const BACKS = `SELECT investor_id AS user_id, project_id FROM commitments
  WHERE status IN ('committed', 'reconfirmation_required', 'settled')`;

/** Queues last week's digests not queued yet; returns how many were queued now. */
export async function sendWeeklyDigests(db: D1Database, now: Date): Promise<number> {
  const week = digestWeekOf(now);
  const { results } = await db
    .prepare(
      `WITH readers AS (
         SELECT user_id, project_id FROM project_follows
         UNION SELECT user_id, project_id FROM (${BACKS})
       )
       SELECT r.user_id, u.email, u.name, p.title AS project_title, p.slug AS project_slug,
         pu.title, pu.content, pu.posted_at, pu.metrics,
         (pu.audience = 'backers' AND NOT EXISTS (SELECT 1 FROM (${BACKS}) b
            WHERE b.user_id = r.user_id AND b.project_id = r.project_id)) AS locked
       FROM readers r
       JOIN project_updates pu ON pu.project_id = r.project_id
       JOIN projects p ON p.id = r.project_id
       JOIN (${PEOPLE}) u ON u.id = r.user_id
       JOIN profiles role ON role.id = r.user_id AND role.role = 'investor'
       WHERE pu.posted_at >= ?1 AND pu.posted_at < ?2
         AND NOT EXISTS (SELECT 1 FROM notification_email_settings s
           WHERE s.user_id = r.user_id AND s.kind = 'weekly_digest' AND s.email = 0)
         AND NOT EXISTS (SELECT 1 FROM auth_outbox o WHERE o.dedupe_key = 'digest:' || ?3 || ':' || r.user_id)
       ORDER BY r.user_id, pu.posted_at, pu.id`,
    )
    .bind(`${week.start}T00:00:00.000Z`, `${week.end}T00:00:00.000Z`, week.start)
    .all<DigestRow>();
  const byUser = new Map<string, DigestRow[]>();
  for (const row of results) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  if (byUser.size === 0) return 0;
  const at = now.toISOString();
  const inserts = [...byUser.entries()].map(([userId, rows]) => {
    const first = rows[0] as DigestRow;
    const count = rows.length;
    return db
      .prepare(
        `INSERT OR IGNORE INTO auth_outbox
           (to_email, kind, subject, body, link, created_at, user_id, notification_kind, dedupe_key)
         VALUES (?, 'weekly_digest', ?, ?, ?, ?, ?, 'weekly_digest', ?)`,
      )
      .bind(
        first.email,
        `Your weekly digest: ${count} update${count === 1 ? '' : 's'} from projects you back or follow`,
        digestBody(first.name, week, rows),
        paths.investor.home,
        at,
        userId,
        `digest:${week.start}:${userId}`,
      );
  });
  await db.batch(inserts);
  return inserts.length;
}
