/**
 * Platform analytics over time for /admin/analytics, from the read models the events
 * project: commitments (raised, count, refunds), settlements (fees) and the daily views.
 */
import type { AdminAnalyticsResponse, AnalyticsMonth } from '../../shared/admin-analytics';
import { COUNTED_STATUSES_SQL } from '../investing/events';
import { lastMonths } from './months';

const MONTHS = 12;

type Figure = 'raised' | 'fees' | 'refunded' | 'views' | 'commitments';

/** One figure per month since `from` ('YYYY-MM'), as `SELECT month, value` rows. */
const SERIES: Record<Figure, string> = {
  raised: `SELECT substr(committed_at, 1, 7) AS month, SUM(amount_cents) AS value FROM commitments
    WHERE status IN (${COUNTED_STATUSES_SQL}) AND substr(committed_at, 1, 7) >= ?1 GROUP BY 1`,
  fees: `SELECT substr(settled_at, 1, 7) AS month, SUM(fee_cents) AS value FROM settlements
    WHERE outcome = 'funded' AND status = 'done' AND substr(settled_at, 1, 7) >= ?1 GROUP BY 1`,
  refunded: `SELECT substr(refunded_at, 1, 7) AS month, SUM(amount_cents) AS value FROM commitments
    WHERE refunded_at IS NOT NULL AND substr(refunded_at, 1, 7) >= ?1 GROUP BY 1`,
  views: `SELECT substr(day, 1, 7) AS month, SUM(views) AS value FROM project_daily_views
    WHERE substr(day, 1, 7) >= ?1 GROUP BY 1`,
  commitments: `SELECT substr(committed_at, 1, 7) AS month, COUNT(*) AS value FROM commitments
    WHERE substr(committed_at, 1, 7) >= ?1 GROUP BY 1`,
};

const FIGURES = Object.keys(SERIES) as Figure[];

export async function loadAdminAnalytics(
  db: D1Database,
  now: Date,
): Promise<AdminAnalyticsResponse> {
  const months = lastMonths(now, MONTHS);
  const from = months[0]?.key ?? '';
  const results = await db.batch<{ month: string; value: number }>(
    FIGURES.map((figure) => db.prepare(SERIES[figure]).bind(from)),
  );
  const byFigure = new Map(
    FIGURES.map((figure, i) => [
      figure,
      new Map((results[i]?.results ?? []).map((row) => [row.month, row.value])),
    ]),
  );
  const value = (figure: Figure, key: string) => byFigure.get(figure)?.get(key) ?? 0;
  return {
    months: months.map(({ key, month }): AnalyticsMonth => {
      const views = value('views', key);
      const commitments = value('commitments', key);
      return {
        key,
        month,
        raisedCents: value('raised', key),
        feeCents: value('fees', key),
        refundedCents: value('refunded', key),
        views,
        commitments,
        conversionPercent: views > 0 ? Math.round((commitments / views) * 1000) / 10 : null,
      };
    }),
  };
}
