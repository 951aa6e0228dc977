-- Product data: one append-only event store and the read models projected from it
-- (issue 4). Read models are only ever written by worker/projections, in the same
-- db.batch() as the events they follow, so they can be dropped and rebuilt by replay.

CREATE TABLE events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  stream_id TEXT NOT NULL,
  stream_type TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  type TEXT NOT NULL,
  payload TEXT NOT NULL CHECK (json_valid(payload)),
  actor_id TEXT,
  occurred_at TEXT NOT NULL,
  recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (stream_id, version)
);
CREATE INDEX events_by_type ON events (type, seq);

-- Optimistic concurrency: an append must carry exactly the next version of its stream,
-- so a writer holding a stale version aborts the whole batch (projections included).
CREATE TRIGGER events_next_version BEFORE INSERT ON events
WHEN NEW.version <> (SELECT COALESCE(MAX(version), 0) + 1 FROM events WHERE stream_id = NEW.stream_id)
BEGIN
  SELECT RAISE(ABORT, 'concurrency_conflict');
END;

CREATE TRIGGER events_same_stream_type BEFORE INSERT ON events
WHEN EXISTS (SELECT 1 FROM events WHERE stream_id = NEW.stream_id AND stream_type <> NEW.stream_type)
BEGIN
  SELECT RAISE(ABORT, 'stream_type_mismatch');
END;

-- Events are facts: a correction is a new event, never an edit.
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN
  SELECT RAISE(ABORT, 'events are append-only');
END;

CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN
  SELECT RAISE(ABORT, 'events are append-only');
END;

CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  creator_id TEXT NOT NULL,
  creator_name TEXT NOT NULL,
  title TEXT NOT NULL,
  tagline TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL,
  funding_goal INTEGER NOT NULL,
  funding_raised INTEGER NOT NULL DEFAULT 0,
  equity REAL NOT NULL,
  minimum_investment INTEGER NOT NULL,
  cover_image TEXT NOT NULL,
  featured INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL,
  website TEXT,
  location TEXT,
  gallery TEXT NOT NULL DEFAULT '[]',
  team TEXT NOT NULL DEFAULT '[]',
  investors INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  review_note TEXT,
  platform_fee INTEGER NOT NULL DEFAULT 0,
  end_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  submitted_at TEXT,
  approved_at TEXT,
  closed_at TEXT,
  -- The project stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL
);
CREATE INDEX projects_by_status ON projects (status, created_at);
CREATE INDEX projects_by_creator ON projects (creator_id, created_at);

CREATE TABLE project_updates (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  posted_at TEXT NOT NULL
);
CREATE INDEX project_updates_by_project ON project_updates (project_id, posted_at);

CREATE TABLE project_daily_views (
  project_id TEXT NOT NULL,
  day TEXT NOT NULL,
  views INTEGER NOT NULL,
  PRIMARY KEY (project_id, day)
);

CREATE TABLE investments (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  investor_id TEXT NOT NULL,
  investor_name TEXT NOT NULL,
  amount INTEGER NOT NULL,
  equity REAL NOT NULL,
  status TEXT NOT NULL,
  committed_at TEXT NOT NULL,
  completed_at TEXT,
  refunded_at TEXT
);
CREATE INDEX investments_by_investor ON investments (investor_id, committed_at);
CREATE INDEX investments_by_project ON investments (project_id);
CREATE INDEX investments_by_time ON investments (committed_at);

CREATE TABLE platform_users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  joined_at TEXT NOT NULL
);
CREATE INDEX platform_users_by_time ON platform_users (joined_at);

CREATE TABLE wallets (
  user_id TEXT PRIMARY KEY,
  deposited INTEGER NOT NULL DEFAULT 0,
  balance INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE messages (
  id TEXT PRIMARY KEY,
  sender_id TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  recipient_id TEXT NOT NULL,
  project_id TEXT,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX messages_by_recipient ON messages (recipient_id, sent_at);

-- One row per calendar month (UTC, 'YYYY-MM') for the admin charts.
CREATE TABLE monthly_platform_stats (
  month TEXT PRIMARY KEY,
  users_joined INTEGER NOT NULL DEFAULT 0,
  projects_created INTEGER NOT NULL DEFAULT 0,
  investment_count INTEGER NOT NULL DEFAULT 0,
  investment_volume INTEGER NOT NULL DEFAULT 0,
  revenue INTEGER NOT NULL DEFAULT 0
);
