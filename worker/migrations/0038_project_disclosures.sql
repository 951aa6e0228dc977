-- A project's disclosures, the Form C content (docs/before-the-raise.md#disclosures):
-- read model of the `disclosures` stream (`disclosures:<projectId>`), and the private
-- bucket its financial statements are uploaded to (limits in shared/storage/buckets.ts).

CREATE TABLE project_disclosures (
  project_id TEXT PRIMARY KEY,
  -- The parts as last saved (JSON of shared/disclosures/schema.ts DisclosureParts).
  parts TEXT NOT NULL DEFAULT '{}',
  statement_tier TEXT CHECK (statement_tier IN ('certified', 'reviewed', 'audited')),
  statement_file_name TEXT,
  statement_object TEXT,
  statement_size INTEGER,
  statement_period_end TEXT,
  statement_uploaded_at TEXT,
  updated_at TEXT NOT NULL,
  -- The stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL
);

INSERT INTO storage_buckets (id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at) VALUES
  ('disclosure-documents', 'disclosure-documents', NULL, 0, 10485760, '["application/pdf"]', '2026-11-29T00:00:00.000Z', '2026-11-29T00:00:00.000Z');
