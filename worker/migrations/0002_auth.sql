-- Embedded-mode auth (docs/auth.md): the D1 counterpart of Supabase's
-- auth.users / identities / sessions / refresh_tokens / flow_state, plus the public
-- profiles table the product reads roles from. Timestamps are ISO 8601 UTC strings.

CREATE TABLE auth_users (
  id TEXT PRIMARY KEY,
  aud TEXT NOT NULL DEFAULT 'authenticated',
  role TEXT NOT NULL DEFAULT 'authenticated',
  -- Always lower-cased before it is stored or looked up.
  email TEXT NOT NULL UNIQUE,
  encrypted_password TEXT NOT NULL,
  email_confirmed_at TEXT,
  -- One-time link tokens are stored hashed; 'pkce_' marks a PKCE-flow link.
  confirmation_token TEXT,
  confirmation_sent_at TEXT,
  recovery_token TEXT,
  recovery_sent_at TEXT,
  email_change TEXT,
  email_change_token TEXT,
  email_change_sent_at TEXT,
  last_sign_in_at TEXT,
  raw_app_meta_data TEXT NOT NULL,
  raw_user_meta_data TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX auth_users_confirmation_token ON auth_users (confirmation_token);
CREATE INDEX auth_users_recovery_token ON auth_users (recovery_token);
CREATE INDEX auth_users_email_change_token ON auth_users (email_change_token);

CREATE TABLE auth_identities (
  id TEXT PRIMARY KEY,
  provider_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  identity_data TEXT NOT NULL,
  provider TEXT NOT NULL,
  email TEXT,
  last_sign_in_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (provider_id, provider)
);
CREATE INDEX auth_identities_user ON auth_identities (user_id);

CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  aal TEXT NOT NULL DEFAULT 'aal1',
  -- JSON array of {method, timestamp}, most recent first.
  amr TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  refreshed_at TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id);

CREATE TABLE auth_refresh_tokens (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  token TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  parent TEXT,
  revoked INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX auth_refresh_tokens_session ON auth_refresh_tokens (session_id, revoked);

-- PKCE flow state: created with the link, given an auth code when the link is used.
CREATE TABLE auth_flow_state (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  auth_code TEXT UNIQUE,
  code_challenge TEXT NOT NULL,
  code_challenge_method TEXT NOT NULL,
  authentication_method TEXT NOT NULL,
  created_at TEXT NOT NULL,
  auth_code_issued_at TEXT
);
CREATE INDEX auth_flow_state_user ON auth_flow_state (user_id, authentication_method);

-- The local mail outbox: embedded mode never sends mail anywhere.
CREATE TABLE auth_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Per-IP fixed-window request counters (GoTrue-style rate limits).
CREATE TABLE auth_rate_limits (
  bucket TEXT NOT NULL,
  ip TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL,
  PRIMARY KEY (bucket, ip, window_start)
);

-- The product's profile row, keyed by the auth user id. Authorization reads the role
-- from here, never from user_metadata.
CREATE TABLE profiles (
  id TEXT PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
  full_name TEXT,
  role TEXT NOT NULL DEFAULT 'investor' CHECK (role IN ('admin', 'investor', 'creator')),
  avatar_url TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX profiles_role ON profiles (role);
