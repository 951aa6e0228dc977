-- One money model (issue 39): the ledger and its commitments. The legacy whole-dollar
-- read models go: `investments` and `wallets`, fed only by the legacy `investment.*` and
-- `wallet.deposited` events of the seed, which now runs the real commands and the closing
-- job; the monthly investment counters they bumped (the admin chart reads commitments) and
-- the monthly revenue of a fee figured from them (Total Revenue is the ledger's fee postings).
DROP TABLE IF EXISTS investments;
DROP TABLE IF EXISTS wallets;
ALTER TABLE monthly_platform_stats DROP COLUMN investment_count;
ALTER TABLE monthly_platform_stats DROP COLUMN investment_volume;
ALTER TABLE monthly_platform_stats DROP COLUMN revenue;
