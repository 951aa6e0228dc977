-- Schema bookkeeping: the applied-migrations table is wrangler's own (d1_migrations).
-- This first migration only records the schema's creation time, so a fresh database is
-- distinguishable from an unmigrated one.
CREATE TABLE IF NOT EXISTS schema_info (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT OR IGNORE INTO schema_info (key, value) VALUES ('created_at', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
