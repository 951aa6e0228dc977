-- The public SAFE check (docs/reporting-and-verification.md#verifying-a-safe) looks a
-- signed SAFE up by the SHA-256 of its text. Not unique: the same investor signing the
-- same amount on the same day for the same offering signs the same text twice.
CREATE INDEX commitments_safe_sha256 ON commitments (safe_sha256);
