-- Admin user management: suspension (GoTrue's banned_until: a user whose value lies in
-- the future cannot sign in or refresh) and the time an admin invited the user.
ALTER TABLE auth_users ADD COLUMN banned_until TEXT;
ALTER TABLE auth_users ADD COLUMN invited_at TEXT;
