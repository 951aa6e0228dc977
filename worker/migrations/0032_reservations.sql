-- Reservations while a founder tests the waters (docs/before-the-raise.md): read models of
-- the `reservations` stream (`reservations:<projectId>`). No money moves in this domain.

CREATE TABLE reservation_rounds (
  project_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('reserving', 'offering_open')),
  opened_at TEXT NOT NULL,
  offering_opened_at TEXT,
  priority_ends_at TEXT,
  -- The standing reservations' total and count (withdrawn ones excluded).
  reserved_cents INTEGER NOT NULL DEFAULT 0 CHECK (reserved_cents >= 0),
  reserver_count INTEGER NOT NULL DEFAULT 0 CHECK (reserver_count >= 0),
  -- The stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL
);

CREATE TABLE reservations (
  project_id TEXT NOT NULL,
  investor_id TEXT NOT NULL,
  investor_name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('standing', 'withdrawn')),
  placed_at TEXT NOT NULL,
  -- Its place in the line: set when placed, and again when the amount is raised.
  queued_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (project_id, investor_id)
);
CREATE INDEX reservations_line ON reservations (project_id, status, queued_at);
CREATE INDEX reservations_by_investor ON reservations (investor_id, status);
