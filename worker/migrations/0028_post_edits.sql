-- Questions and answers their authors corrected or deleted (docs/events.md#editing-rules):
-- the read model shows the latest text with an "edited" mark, or that the author deleted
-- it; every earlier text stays in the event log.
ALTER TABLE discussion_posts ADD COLUMN edited_at TEXT;
ALTER TABLE discussion_posts ADD COLUMN deleted_at TEXT;
