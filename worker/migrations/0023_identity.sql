-- Identity before money (docs/identity.md): each person's identity check and accredited
-- self-certification, read models of the `identity` and `accreditation` streams. The tax
-- id is only ever its last four digits.

CREATE TABLE identity_checks (
  user_id TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('verified', 'failed', 'pending_review', 'submitted')),
  legal_name TEXT NOT NULL,
  date_of_birth TEXT NOT NULL,
  address TEXT NOT NULL CHECK (json_valid(address)),
  tax_id_last4 TEXT NOT NULL CHECK (length(tax_id_last4) = 4),
  provider TEXT NOT NULL,
  reason TEXT,
  submitted_at TEXT NOT NULL,
  decided_at TEXT,
  -- The admin who decided a manual review; null when the provider decided.
  decided_by TEXT,
  -- The identity stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL
);
CREATE INDEX identity_checks_by_status ON identity_checks (status, submitted_at);

CREATE TABLE accreditation_certifications (
  investor_id TEXT PRIMARY KEY,
  wording_version TEXT NOT NULL,
  statement TEXT NOT NULL,
  certified_at TEXT NOT NULL
);

-- 17 CFR 227.100(a)(2) again, with the accredited exemption good for 12 months from its
-- certification (docs/identity.md#accredited-self-certification). An accredited profile
-- (limit_cents NULL) whose certification is missing or older than 12 months gets the
-- Reg CF limit of its stated income and net worth, the formula of shared/money/reg-cf.ts
-- in integer cents: max($2,500, 5 %) when either is under $124,000, else 10 %, capped at
-- $124,000. The commit pre-check applies the same rule first; this is the backstop.
DROP TRIGGER commitments_within_investor_limit;
CREATE TRIGGER commitments_within_investor_limit BEFORE INSERT ON commitments
WHEN (
  SELECT CASE
    WHEN ip.investor_id IS NULL THEN 1
    WHEN ip.limit_cents IS NULL AND EXISTS (
      SELECT 1 FROM accreditation_certifications ac
      WHERE ac.investor_id = NEW.investor_id
        AND ac.certified_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.committed_at, '-12 months')
    ) THEN 0
    WHEN ip.other_reg_cf_cents + NEW.amount_cents + COALESCE((
      SELECT SUM(c.amount_cents) FROM commitments c
      WHERE c.investor_id = NEW.investor_id
        AND c.status IN ('committed', 'reconfirmation_required', 'settled')
        AND c.committed_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.committed_at, '-12 months')
    ), 0) > COALESCE(ip.limit_cents, MIN(12400000, CASE
      WHEN ip.annual_income_cents < 12400000 OR ip.net_worth_cents < 12400000
        THEN MAX(250000, MAX(ip.annual_income_cents, ip.net_worth_cents) * 500 / 10000)
      ELSE MAX(ip.annual_income_cents, ip.net_worth_cents) * 1000 / 10000
    END)) THEN 1
    ELSE 0
  END
  FROM (SELECT NEW.investor_id AS id) AS me
  LEFT JOIN investor_profiles ip ON ip.investor_id = me.id
) = 1
BEGIN
  SELECT RAISE(ABORT, 'investor_limit_exceeded');
END;
