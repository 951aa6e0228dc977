-- Contact messages (read model of the `contact` streams: contact.message_received,
-- contact.message_handled). Only the contact projection writes it; a rebuild replays it.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  sender_id TEXT,
  received_at TEXT NOT NULL,
  handled_at TEXT,
  handled_by TEXT
);

CREATE INDEX contact_messages_by_state ON contact_messages (handled_at, received_at);
