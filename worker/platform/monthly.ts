/** Counters of the monthly_platform_stats read model (calendar months, UTC). */
type MonthlyCounter =
  'users_joined' | 'projects_created' | 'investment_count' | 'investment_volume' | 'revenue';

/** 'YYYY-MM' of an ISO timestamp. */
export function monthOf(isoTimestamp: string): string {
  return isoTimestamp.slice(0, 7);
}

/** Adds `amount` to one counter of a month, creating the month's row when needed. */
export function bumpMonthly(
  db: D1Database,
  month: string,
  counter: MonthlyCounter,
  amount: number,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO monthly_platform_stats (month, ${counter}) VALUES (?, ?)
       ON CONFLICT (month) DO UPDATE SET ${counter} = ${counter} + excluded.${counter}`,
    )
    .bind(month, amount);
}

/**
 * Like bumpMonthly, with the amount read by a scalar SQL expression inside the same
 * batch (so the projection needs no read before the append).
 */
export function bumpMonthlyBy(
  db: D1Database,
  month: string | { sql: string; params: unknown[] },
  counter: MonthlyCounter,
  amountSql: string,
  amountParams: unknown[],
): D1PreparedStatement {
  const monthSql = typeof month === 'string' ? '?' : `(${month.sql})`;
  const monthParams = typeof month === 'string' ? [month] : month.params;
  return db
    .prepare(
      `INSERT INTO monthly_platform_stats (month, ${counter})
       SELECT m, a FROM (SELECT ${monthSql} AS m, COALESCE((${amountSql}), 0) AS a) WHERE m IS NOT NULL
       ON CONFLICT (month) DO UPDATE SET ${counter} = ${counter} + excluded.${counter}`,
    )
    .bind(...monthParams, ...amountParams);
}
