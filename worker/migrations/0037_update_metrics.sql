-- Structured metrics on founder updates and backers-only updates
-- (docs/reporting-and-verification.md#metrics-on-updates), from `project.update_posted`.
-- `metrics` is the valibot-checked JSON of the event (whole cents, basis points, months);
-- NULL when the update carries none.
ALTER TABLE project_updates ADD COLUMN metrics TEXT;
ALTER TABLE project_updates ADD COLUMN audience TEXT NOT NULL DEFAULT 'everyone'
  CHECK (audience IN ('everyone', 'backers'));
