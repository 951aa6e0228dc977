-- Reauthentication (GET /auth/v1/reauthenticate): a six-digit code mailed to the user,
-- stored hashed like the link tokens, that lets a session which did not sign in recently
-- change its password (PUT /auth/v1/user with `nonce`).
ALTER TABLE auth_users ADD COLUMN reauthentication_token TEXT;
ALTER TABLE auth_users ADD COLUMN reauthentication_sent_at TEXT;
