/** Counters of the monthly_platform_stats read model (calendar months, UTC). */
type MonthlyCounter = 'users_joined' | 'projects_created';

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
