import { env } from 'cloudflare:test';

/**
 * Row counts of every table, to prove a rejected request wrote nothing. The rate-limit
 * counters are left out: every request counts against its address (a request without a
 * client address under "unknown"), rejected or not, and that is not data.
 */
export async function rowCounts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'auth_rate_limits' ORDER BY name",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of results) {
    const row = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '""')}"`,
    ).first<{
      n: number;
    }>();
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
