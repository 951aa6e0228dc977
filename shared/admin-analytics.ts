/**
 * GET /api/admin/analytics: the platform over the last twelve calendar months (UTC),
 * oldest first. Amounts are integer cents; shared by the worker and the web app.
 */
export const ADMIN_ANALYTICS_PATH = '/api/admin/analytics';

export interface AnalyticsMonth {
  /** 'YYYY-MM' */
  key: string;
  /** 'Nov' */
  month: string;
  /** Commitments made that month and still counted (committed or settled). */
  raisedCents: number;
  /** Fees of the offerings that closed funded that month. */
  feeCents: number;
  /** Money returned to investors that month. */
  refundedCents: number;
  /** Project page views that month. */
  views: number;
  /** Commitments made that month (any later outcome). */
  commitments: number;
  /** commitments / views as a percent with one decimal; null without views. */
  conversionPercent: number | null;
}

export interface AdminAnalyticsResponse {
  months: AnalyticsMonth[];
}
