-- Closing offerings (docs/money.md#settlement). Read models only: written by
-- worker/closing/projection.ts in the same batch as the events, cleared by a rebuild.

-- One row per offering whose close began. The primary key is the guard that makes a
-- second start of the same close fail its whole batch (release included), so escrow is
-- released at most once; `status` turns 'done' with `offering.settled`.
CREATE TABLE settlements (
  project_id TEXT PRIMARY KEY,
  outcome TEXT NOT NULL CHECK (outcome IN ('funded', 'failed')),
  status TEXT NOT NULL CHECK (status IN ('running', 'done')),
  raised_cents INTEGER NOT NULL CHECK (raised_cents >= 0),
  fee_cents INTEGER NOT NULL CHECK (fee_cents >= 0),
  net_cents INTEGER NOT NULL CHECK (net_cents >= 0),
  investor_count INTEGER NOT NULL DEFAULT 0,
  refund_count INTEGER NOT NULL DEFAULT 0,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  settled_at TEXT,
  CONSTRAINT settlement_split_adds_up CHECK (outcome = 'failed' OR fee_cents + net_cents = raised_cents)
);

-- What a funded close released out of escrow: escrow = committed_cents - released_cents
-- (the ledger check's rule), while committed_cents keeps showing what was raised.
ALTER TABLE offerings ADD COLUMN released_cents INTEGER NOT NULL DEFAULT 0
  CHECK (released_cents >= 0);
-- An early close: when it was noticed and the deadline it replaced.
ALTER TABLE offerings ADD COLUMN early_close_noticed_at TEXT;
ALTER TABLE offerings ADD COLUMN noticed_ends_at TEXT;

-- Each commitment's end: settled into a SAFE holding, or refunded (the refund timeline).
ALTER TABLE commitments ADD COLUMN settled_at TEXT;
ALTER TABLE commitments ADD COLUMN refund_initiated_at TEXT;
ALTER TABLE commitments ADD COLUMN refunded_at TEXT;
ALTER TABLE commitments ADD COLUMN refund_reason TEXT;
