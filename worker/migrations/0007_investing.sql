-- Investing (issue 14): offerings, the investor profile behind the Reg CF limit, deposits,
-- commitments and the double-entry ledger. Every table here is a read model written only
-- by worker/investing/projection.ts, in the same db.batch() as the event it follows, so a
-- rebuild can drop and replay them. The constraints are the last line of defence against
-- races: the command pre-checks every rule for a precise answer, and if two requests
-- still collide, the batch that would break a rule fails here and rolls back whole
-- (event included). See docs/money.md#concurrency.

-- One offering per live project: its SAFE terms (offering.terms_set) and its progress.
CREATE TABLE offerings (
  project_id TEXT PRIMARY KEY,
  company_name TEXT NOT NULL,
  variant TEXT NOT NULL CHECK (variant IN ('cap', 'discount', 'cap_and_discount', 'mfn')),
  valuation_cap_dollars INTEGER,
  discount_percent INTEGER,
  pro_rata INTEGER NOT NULL CHECK (pro_rata IN (0, 1)),
  minimum_cents INTEGER NOT NULL CHECK (minimum_cents > 0),
  goal_cents INTEGER NOT NULL CHECK (goal_cents > 0),
  maximum_raise_cents INTEGER NOT NULL,
  ends_at TEXT NOT NULL,
  terms_source TEXT NOT NULL,
  -- The offering stream's version: which offering.terms_set the row reflects.
  terms_version INTEGER NOT NULL,
  terms_set_at TEXT NOT NULL,
  committed_cents INTEGER NOT NULL DEFAULT 0,
  investor_count INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT offering_maximum_at_least_goal CHECK (maximum_raise_cents >= goal_cents),
  -- Never oversubscribed: a commitment past the maximum raise aborts its whole batch.
  CONSTRAINT offering_within_maximum_raise
    CHECK (committed_cents >= 0 AND committed_cents <= maximum_raise_cents)
);

-- The investor's stated profile and the 12-month Reg CF limit computed from it
-- (NULL = no limit: accredited).
CREATE TABLE investor_profiles (
  investor_id TEXT PRIMARY KEY,
  annual_income_cents INTEGER NOT NULL CHECK (annual_income_cents >= 0),
  net_worth_cents INTEGER NOT NULL CHECK (net_worth_cents >= 0),
  accredited INTEGER NOT NULL CHECK (accredited IN (0, 1)),
  other_reg_cf_cents INTEGER NOT NULL CHECK (other_reg_cf_cents >= 0),
  limit_cents INTEGER CHECK (limit_cents IS NULL OR limit_cents >= 0),
  stated_at TEXT NOT NULL
);

-- Simulated bank transfers; one per idempotency key of each investor.
CREATE TABLE deposits (
  id TEXT PRIMARY KEY,
  investor_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  idempotency_key TEXT NOT NULL,
  rail TEXT NOT NULL,
  deposited_at TEXT NOT NULL,
  CONSTRAINT deposit_once_per_key UNIQUE (investor_id, idempotency_key)
);

-- Signed commitments (the investment aggregate's read model).
CREATE TABLE commitments (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  investor_id TEXT NOT NULL,
  investor_name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  safe_data TEXT NOT NULL CHECK (json_valid(safe_data)),
  safe_sha256 TEXT NOT NULL,
  offering_ends_at TEXT NOT NULL,
  committed_at TEXT NOT NULL,
  cancelled_at TEXT,
  cancel_key TEXT,
  -- The investment stream's version, for the next command's expectedVersion.
  version INTEGER NOT NULL,
  CONSTRAINT commitment_once_per_key UNIQUE (investor_id, idempotency_key)
);
CREATE INDEX commitments_by_investor ON commitments (investor_id, committed_at);
CREATE INDEX commitments_by_project ON commitments (project_id, status);

-- A commitment only lands in an open offering: the project live, terms recorded, before
-- the end. (A trigger, because a CHECK cannot look at another table.)
CREATE TRIGGER commitments_offering_open BEFORE INSERT ON commitments
WHEN NOT EXISTS (
  SELECT 1 FROM projects p JOIN offerings o ON o.project_id = p.id
  WHERE p.id = NEW.project_id AND p.status = 'active' AND o.ends_at > NEW.committed_at
)
BEGIN
  SELECT RAISE(ABORT, 'offering_not_open');
END;

-- 17 CFR 227.100(a)(2): the investor's commitments of the 12 months before this one,
-- plus what they invested on other platforms, plus this one, stay within their limit.
-- A rolling window cannot be a stored counter with a CHECK (old commitments age out), so
-- the sum is taken here, inside the same transaction as the insert.
CREATE TRIGGER commitments_within_investor_limit BEFORE INSERT ON commitments
WHEN (
  SELECT CASE
    WHEN ip.investor_id IS NULL THEN 1
    WHEN ip.limit_cents IS NULL THEN 0
    WHEN ip.other_reg_cf_cents + NEW.amount_cents + COALESCE((
      SELECT SUM(c.amount_cents) FROM commitments c
      WHERE c.investor_id = NEW.investor_id
        AND c.status IN ('committed', 'reconfirmation_required', 'settled')
        AND c.committed_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.committed_at, '-12 months')
    ), 0) > ip.limit_cents THEN 1
    ELSE 0
  END
  FROM (SELECT NEW.investor_id AS id) AS me
  LEFT JOIN investor_profiles ip ON ip.investor_id = me.id
) = 1
BEGIN
  SELECT RAISE(ABORT, 'investor_limit_exceeded');
END;

-- The ledger: one row per posting of every transaction an event carried.
CREATE TABLE ledger_postings (
  tx_id TEXT NOT NULL,
  account TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  kind TEXT NOT NULL,
  project_id TEXT,
  investment_id TEXT,
  at TEXT NOT NULL,
  PRIMARY KEY (tx_id, account)
);
CREATE INDEX ledger_postings_by_account ON ledger_postings (account, at);

-- Balances per account. Only the bank (external) may go below zero: a commitment larger
-- than the wallet, or a cancel of money no longer in escrow, aborts its batch.
CREATE TABLE account_balances (
  account TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('wallet', 'escrow', 'payout', 'revenue', 'external')),
  balance_cents INTEGER NOT NULL,
  CONSTRAINT balance_not_negative CHECK (kind = 'external' OR balance_cents >= 0)
);
