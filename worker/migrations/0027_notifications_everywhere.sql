-- Notifications for every money and review event (worker/notify, docs/product.md#notifications),
-- each kind's email on or off per person, and the outbox columns the one-click
-- unsubscribe and replay-safe mailing need.

-- The kinds grow beyond answer/update/message: SQLite cannot alter a CHECK, so the table
-- is rebuilt with the same rows.
CREATE TABLE notifications_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('answer', 'update', 'message', 'question',
    'project_approved', 'project_changes_requested', 'project_rejected', 'raise_funded',
    'raise_failed', 'payout_released', 'investment_settled', 'investment_refunded',
    'commitment_cancelled')),
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

-- Read model of notification_settings.email_set: a row only for a kind whose email a
-- person changed; no row means the email is on.
CREATE TABLE notification_email_settings (
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  email INTEGER NOT NULL CHECK (email IN (0, 1)),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- A notification's mail names its recipient and kind (the unsubscribe link is signed for
-- them when the mail is delivered) and carries the notification's id as a key, so
-- replaying the event log never queues the same mail twice.
ALTER TABLE auth_outbox ADD COLUMN user_id TEXT;
ALTER TABLE auth_outbox ADD COLUMN notification_kind TEXT;
ALTER TABLE auth_outbox ADD COLUMN dedupe_key TEXT;
CREATE UNIQUE INDEX auth_outbox_once ON auth_outbox (dedupe_key) WHERE dedupe_key IS NOT NULL;

-- The key that signs unsubscribe links when UNSUBSCRIBE_SECRET is not set (local
-- development): made once, kept here.
CREATE TABLE unsubscribe_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);
