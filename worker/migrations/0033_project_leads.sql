-- A project's lead investor (docs/before-the-raise.md#lead-investor): read model of the
-- `lead` stream (`lead:<projectId>`). One lead per project; naming another replaces a
-- pending or declined one.

CREATE TABLE project_leads (
  project_id TEXT PRIMARY KEY,
  investor_id TEXT NOT NULL,
  investor_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('invited', 'accepted', 'declined')),
  quote TEXT,
  invited_at TEXT NOT NULL,
  accepted_at TEXT,
  -- The stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL
);
-- Discover's "has a lead" filter.
CREATE INDEX project_leads_accepted ON project_leads (status, project_id);
