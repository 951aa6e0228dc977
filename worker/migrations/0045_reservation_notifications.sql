-- The notification kinds grow by 'reservation_offering_open' (the reservers' notice when
-- an offering they reserved opens, docs/before-the-raise.md#reservations), which until
-- now borrowed 'update', and 'lead_invited' (an investor asked to lead a round). SQLite cannot alter a CHECK, so the table is rebuilt with the
-- same rows (as 0027, 0034 and 0043 did), keeping 0043's kinds.
CREATE TABLE notifications_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('answer', 'update', 'message', 'question',
    'project_approved', 'project_changes_requested', 'project_rejected', 'raise_funded',
    'raise_failed', 'payout_released', 'investment_settled', 'investment_refunded',
    'commitment_cancelled', 'safe_converted', 'annual_report_filed', 'annual_report_due',
    'reservation_offering_open', 'lead_invited')),
  project_id TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT
);
-- The reservers' notices written before this kind existed take it now.
INSERT INTO notifications_next SELECT id, user_id,
  CASE WHEN id LIKE 'reservations.offering_opened:%' THEN 'reservation_offering_open'
    ELSE kind END,
  project_id, subject_id, actor_name, excerpt, created_at, read_at FROM notifications;
DROP TABLE notifications;
ALTER TABLE notifications_next RENAME TO notifications;
CREATE INDEX notifications_by_user ON notifications (user_id, created_at);
CREATE INDEX notifications_by_subject ON notifications (subject_id);
