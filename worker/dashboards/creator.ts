/**
 * The creator dashboard for one creator (docs/product.md#creator-dashboard). Raised and investors
 * come from the offerings' commitments, as on the public pages (RAISED_DOLLARS_SQL).
 */
import type { CreatorDashboard, CreatorProjectRow, ProjectStatus } from '../../shared/api';
import type { ProjectSettlement } from '../../shared/closing/api';
import { fundingPercent } from '../../shared/stats';
import { recentMessagesFor } from '../conversations/message-pages';
import { COUNTED_STATUSES_SQL } from '../investing/events';
import { RAISED_DOLLARS_SQL } from '../projects/rows';
import { lastDays } from './months';

const VIEW_DAYS = 7;
const RECENT_MESSAGES = 5;
/** Projects whose money counts toward Total Raised: live now or successfully funded. */
const RAISING: readonly ProjectStatus[] = ['active', 'funded'];

interface CreatorProjectJoinRow {
  id: string;
  title: string;
  slug: string;
  tagline: string;
  cover_image: string;
  status: ProjectStatus;
  funding_goal: number;
  funding_raised: number;
  views: number;
  review_note: string | null;
  s_outcome: 'funded' | 'failed' | null;
  s_raised: number | null;
  s_fee: number | null;
  s_net: number | null;
  s_investors: number | null;
  s_refunded: number | null;
  s_refunds: number | null;
  s_settled_at: string | null;
  /** 1 when the creator withdrew the live offering (`project.offering_withdrawn`). */
  s_withdrawn: number;
}

/** A closed project's outcome (docs/money.md#settlement): the payout, or the refunds. */
function settlementOf(r: CreatorProjectJoinRow): ProjectSettlement | null {
  if (!r.s_outcome || !r.s_settled_at) return null;
  return r.s_outcome === 'funded'
    ? {
        outcome: 'funded',
        raisedCents: r.s_raised ?? 0,
        feeCents: r.s_fee ?? 0,
        netCents: r.s_net ?? 0,
        investorCount: r.s_investors ?? 0,
        settledAt: r.s_settled_at,
      }
    : {
        outcome: 'failed',
        refundedCents: r.s_refunded ?? 0,
        refundCount: r.s_refunds ?? 0,
        settledAt: r.s_settled_at,
        withdrawn: r.s_withdrawn === 1,
      };
}

function toRow(r: CreatorProjectJoinRow): CreatorProjectRow {
  const row: CreatorProjectRow = {
    id: r.id,
    title: r.title,
    slug: r.slug,
    tagline: r.tagline,
    image: r.cover_image,
    status: r.status,
    fundingGoal: r.funding_goal,
    fundingRaised: r.funding_raised,
    percentFunded: fundingPercent(r.funding_raised, r.funding_goal),
    views: r.views,
  };
  if (r.review_note) row.reviewNote = r.review_note;
  const settlement = settlementOf(r);
  if (settlement) row.settlement = settlement;
  return row;
}

export async function loadCreatorDashboard(
  db: D1Database,
  creatorId: string,
  now: Date,
): Promise<CreatorDashboard> {
  const days = lastDays(now, VIEW_DAYS);
  const [projects, investors, views, messages] = await Promise.all([
    db
      .prepare(
        `SELECT p.id, p.title, p.slug, p.tagline, p.cover_image, p.status, p.funding_goal,
                ${RAISED_DOLLARS_SQL} AS funding_raised, p.views, p.review_note,
                s.outcome AS s_outcome, s.raised_cents AS s_raised, s.fee_cents AS s_fee,
                s.net_cents AS s_net, s.investor_count AS s_investors,
                s.refunded_cents AS s_refunded, s.refund_count AS s_refunds,
                s.settled_at AS s_settled_at,
                -- Only a failed settlement can be a withdrawal; the project stream is its id.
                COALESCE(s.outcome = 'failed' AND EXISTS (SELECT 1 FROM events e
                   WHERE e.stream_id = p.id AND e.type = 'project.offering_withdrawn'), 0)
                  AS s_withdrawn
         FROM projects p LEFT JOIN offerings o ON o.project_id = p.id
           LEFT JOIN settlements s ON s.project_id = p.id AND s.status = 'done'
         WHERE p.creator_id = ? ORDER BY p.created_at DESC, p.id`,
      )
      .bind(creatorId)
      .all<CreatorProjectJoinRow>(),
    db
      .prepare(
        // Backers with a counted commitment.
        `SELECT COUNT(DISTINCT c.investor_id) AS n FROM commitments c
           JOIN projects p ON p.id = c.project_id
         WHERE p.creator_id = ?1 AND c.status IN (${COUNTED_STATUSES_SQL})`,
      )
      .bind(creatorId)
      .first<{ n: number }>(),
    db
      .prepare(
        `SELECT v.day, SUM(v.views) AS views FROM project_daily_views v
         JOIN projects p ON p.id = v.project_id
         WHERE p.creator_id = ? AND v.day >= ? AND v.day <= ? GROUP BY v.day`,
      )
      .bind(creatorId, days[0]?.date, days.at(-1)?.date)
      .all<{ day: string; views: number }>(),
    // Real messages from investors' threads with this founder, each with its thread.
    recentMessagesFor(db, creatorId, RECENT_MESSAGES),
  ]);
  const raising = projects.results.filter((p) => RAISING.includes(p.status));
  const totalRaised = raising.reduce((sum, p) => sum + p.funding_raised, 0);
  const totalGoal = raising.reduce((sum, p) => sum + p.funding_goal, 0);
  const viewsByDay = new Map(views.results.map((v) => [v.day, v.views]));
  const dailyViews = days.map((d) => ({ ...d, views: viewsByDay.get(d.date) ?? 0 }));
  return {
    totalRaised,
    totalGoal,
    percentOfGoal: fundingPercent(totalRaised, totalGoal),
    totalInvestors: investors?.n ?? 0,
    viewsLast7Days: dailyViews.reduce((sum, d) => sum + d.views, 0),
    dailyViews,
    messages,
    projects: projects.results.map(toRow),
  };
}
