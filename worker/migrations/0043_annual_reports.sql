-- Annual reports (Form C-AR, docs/reporting-and-verification.md#annual-reports): read
-- models of the `annual-report` stream (`annual-report:<projectId>`), written by
-- worker/reporting/projection.ts.

-- One row per project with a reporting stream: its fiscal year end (none: December 31)
-- and the stream's version, for the next command's expectedVersion.
CREATE TABLE annual_reporting (
  project_id TEXT PRIMARY KEY,
  fiscal_year_end_month INTEGER,
  fiscal_year_end_day INTEGER,
  version INTEGER NOT NULL
);

-- Each filed report, as filed (JSON of shared/reporting/annual-report-api.ts content).
CREATE TABLE annual_reports (
  project_id TEXT NOT NULL,
  fiscal_year INTEGER NOT NULL,
  period_end TEXT NOT NULL,
  due_on TEXT NOT NULL,
  filed_at TEXT NOT NULL,
  report TEXT NOT NULL,
  PRIMARY KEY (project_id, fiscal_year)
);

-- Each reminder sent: at most one per project, fiscal year and threshold.
CREATE TABLE annual_report_reminders (
  project_id TEXT NOT NULL,
  fiscal_year INTEGER NOT NULL,
  days_before INTEGER NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (project_id, fiscal_year, days_before)
);

-- The notification kinds grow by 'annual_report_filed' and 'annual_report_due': SQLite
-- cannot alter a CHECK, so the table is rebuilt with the same rows (as 0034 did).
CREATE TABLE notifications_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('answer', 'update', 'message', 'question',
    'project_approved', 'project_changes_requested', 'project_rejected', 'raise_funded',
    'raise_failed', 'payout_released', 'investment_settled', 'investment_refunded',
    'commitment_cancelled', 'safe_converted', 'annual_report_filed', 'annual_report_due')),
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
