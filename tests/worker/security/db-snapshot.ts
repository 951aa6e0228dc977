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

/**
 * Every table's rows, digested: unlike `rowCounts`, this also sees a row that was
 * changed in place (a balance, a status), so "nothing written" means no byte changed.
 * The same tables as `rowCounts` (the rate-limit counters left out, for the same reason).
 */
export async function dbSnapshot(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'auth_rate_limits' ORDER BY name",
  ).all<{ name: string }>();
  const digests: Record<string, string> = {};
  for (const { name } of results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).raw();
    // Sorted, so the digest does not depend on the order the engine returns rows in.
    const text = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
    const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    digests[name] =
      `${rows.length}:${[...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  }
  return digests;
}
