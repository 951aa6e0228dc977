-- What a funded company did after its raise (docs/after-the-raise.md): read models of the
-- `conversion` stream (`conversion:<projectId>`), and the notification kind that tells
-- the project's investors.

-- SAFEs the company sold outside the platform, entered by the founder.
CREATE TABLE conversion_outside_safes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  holder TEXT NOT NULL,
  purchase_cents INTEGER NOT NULL CHECK (purchase_cents > 0),
  valuation_cap_dollars INTEGER,
  discount_percent INTEGER,
  mfn INTEGER NOT NULL CHECK (mfn IN (0, 1)),
  issued_on TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  CONSTRAINT outside_safe_once_per_key UNIQUE (project_id, idempotency_key)
);

-- The one event that ends the SAFEs of a project: a priced round, a liquidity event or a
-- dissolution. `facts` is the event's payload (the inputs and the stack as it stood), from
-- which shared/conversion computes every statement again.
CREATE TABLE conversion_outcomes (
  project_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('priced_round', 'liquidity', 'dissolution')),
  occurred_on TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  facts TEXT NOT NULL CHECK (json_valid(facts)),
  -- The round's price per share in cents, exact (num/den), for a priced round.
  round_price_num TEXT,
  round_price_den TEXT,
  recorded_at TEXT NOT NULL
);

-- What each SAFE of the stack became (on the platform: safe_id is the commitment's id).
CREATE TABLE safe_conversions (
  project_id TEXT NOT NULL,
  safe_id TEXT NOT NULL,
  on_platform INTEGER NOT NULL CHECK (on_platform IN (0, 1)),
  holder TEXT NOT NULL,
  purchase_cents INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('converted', 'cashed_out', 'written_off')),
  shares INTEGER,
  payout_cents INTEGER,
  applied_term TEXT,
  PRIMARY KEY (project_id, safe_id)
);
CREATE INDEX safe_conversions_by_safe ON safe_conversions (safe_id);

-- The notification kinds grow by 'safe_converted': SQLite cannot alter a CHECK, so the
-- table is rebuilt with the same rows (as 0027 did).
CREATE TABLE notifications_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('answer', 'update', 'message', 'question',
    'project_approved', 'project_changes_requested', 'project_rejected', 'raise_funded',
    'raise_failed', 'payout_released', 'investment_settled', 'investment_refunded',
    'commitment_cancelled', 'safe_converted')),
  project_id TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT
);
INSERT INTO notifications_next SELECT id, user_id, kind, project_id, subject_id, actor_name,
  excerpt, created_at, read_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;
CREATE INDEX notifications_by_user ON notifications (user_id, created_at);
CREATE INDEX notifications_by_subject ON notifications (subject_id);
