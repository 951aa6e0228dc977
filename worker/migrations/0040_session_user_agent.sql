-- The browser a session was opened from (GoTrue's sessions.user_agent): the settings
-- page lists a user's sessions by device (docs/auth.md#sessions-and-devices).
ALTER TABLE auth_sessions ADD COLUMN user_agent TEXT;
