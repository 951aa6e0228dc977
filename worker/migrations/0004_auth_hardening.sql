-- Auth hardening: limits keyed on more than the client address, and emailed codes that
-- burn after a few wrong guesses (docs/security.md).

-- The limiter now keys buckets on an address (IPv6 by its /64, "unknown" when the
-- platform gave none) or on an account (a normalized email), so the column names the subject counted.
-- window_start becomes the window's start in Unix seconds: buckets have windows of
-- different lengths and are trimmed per bucket. Old counters are simply dropped.
DELETE FROM auth_rate_limits;
ALTER TABLE auth_rate_limits RENAME COLUMN ip TO subject;

-- Wrong guesses against the emailed code a user currently holds, one row per user and
-- kind of code. `token` is the stored token the failures were counted against, so a new
-- code starts again from zero; at the limit the code is burned (its column set to NULL).
CREATE TABLE auth_code_failures (
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('signup', 'recovery', 'email_change')),
  token TEXT NOT NULL,
  failures INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);
