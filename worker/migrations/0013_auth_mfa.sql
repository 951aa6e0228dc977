-- Auth operations: TOTP two-factor (GoTrue's mfa_factors / mfa_challenges), the factor a
-- session was raised to aal2 with, and the generated ES256 signing key for local use
-- (docs/auth.md, docs/security.md).

-- One row per enrolled factor. `secret` is the TOTP secret sealed with AES-GCM under a key
-- derived from AUTH_JWT_SECRET; `last_step` is the 30-second step of the last accepted
-- code, so a code (or an older one) can never be used twice.
CREATE TABLE auth_mfa_factors (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  friendly_name TEXT NOT NULL DEFAULT '',
  factor_type TEXT NOT NULL CHECK (factor_type IN ('totp')),
  status TEXT NOT NULL CHECK (status IN ('unverified', 'verified')),
  secret TEXT NOT NULL,
  last_step INTEGER,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_challenged_at TEXT
);
CREATE INDEX auth_mfa_factors_user ON auth_mfa_factors (user_id, status);

-- A challenge lives 5 minutes, is verified once, and burns after 5 wrong codes.
CREATE TABLE auth_mfa_challenges (
  id TEXT PRIMARY KEY,
  factor_id TEXT NOT NULL REFERENCES auth_mfa_factors (id) ON DELETE CASCADE,
  ip_address TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  verified_at TEXT
);
CREATE INDEX auth_mfa_challenges_factor ON auth_mfa_challenges (factor_id);

-- The factor that raised the session to aal2: unenrolling it lowers the session again.
ALTER TABLE auth_sessions ADD COLUMN factor_id TEXT;

-- The ES256 key pair generated on first use when AUTH_JWT_SIGNING_KEY is not set (local
-- development and tests). Production sets the secret instead.
CREATE TABLE auth_signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);
