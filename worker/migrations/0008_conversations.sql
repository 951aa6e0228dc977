-- Conversations (issue 16): the public Q&A of each offering, investor–founder threads,
-- watchlists and notifications. Every table here is a read model written only by
-- worker/conversations/projection.ts, in the same db.batch() as the event it follows,
-- so a rebuild can drop and replay them (docs/events.md).

-- Questions and their answers, one row per post. A hidden post keeps its row (and its
-- event); the API shows "Removed by moderation" instead of its text.
CREATE TABLE discussion_posts (
  id TEXT PRIMARY KEY,
  question_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('question', 'answer')),
  author_id TEXT NOT NULL,
  author_name TEXT NOT NULL,
  author_role TEXT NOT NULL,
  is_founder INTEGER NOT NULL CHECK (is_founder IN (0, 1)),
  compensated_promoter INTEGER NOT NULL CHECK (compensated_promoter IN (0, 1)),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  hidden_at TEXT,
  hidden_reason TEXT,
  hidden_by TEXT
);
CREATE INDEX discussion_posts_by_project ON discussion_posts (project_id, kind, created_at);
CREATE INDEX discussion_posts_by_question ON discussion_posts (question_id, created_at);
-- The per-user rate limit counts a user's recent posts.
CREATE INDEX discussion_posts_by_author ON discussion_posts (author_id, created_at);

-- Who follows which project (the watchlist); followers get the project's updates.
CREATE TABLE project_follows (
  user_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  followed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX project_follows_by_project ON project_follows (project_id);

-- One thread per investor and project, between the investor and the project's founder.
-- Each participant's read mark is the number of the newest message they were shown.
CREATE TABLE message_threads (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  investor_id TEXT NOT NULL,
  investor_name TEXT NOT NULL,
  founder_id TEXT NOT NULL,
  founder_name TEXT NOT NULL,
  investor_read_upto INTEGER NOT NULL DEFAULT 0,
  founder_read_upto INTEGER NOT NULL DEFAULT 0,
  last_number INTEGER NOT NULL DEFAULT 0,
  last_message_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (project_id, investor_id)
);
CREATE INDEX message_threads_by_investor ON message_threads (investor_id, last_message_at);
CREATE INDEX message_threads_by_founder ON message_threads (founder_id, last_message_at);

-- The messages of a thread, numbered by the thread stream's version.
CREATE TABLE thread_messages (
  id TEXT PRIMARY KEY,
  thread_id TEXT NOT NULL,
  number INTEGER NOT NULL,
  sender_id TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  text TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  UNIQUE (thread_id, number)
);
CREATE INDEX thread_messages_by_sender ON thread_messages (sender_id, sent_at);

-- One list per user: a new answer to my question, an update of a project I back or
-- follow, a new message. read_at is set by notifications.read (and by reading a thread).
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('answer', 'update', 'message')),
  project_id TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  actor_name TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT
);
CREATE INDEX notifications_by_user ON notifications (user_id, created_at);
CREATE INDEX notifications_by_subject ON notifications (subject_id);
