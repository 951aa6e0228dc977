-- Project views are counted once per visitor per project per UTC day (issue 12, item 10).
-- An anonymous visitor is known only by a hash of their address and user agent with
-- that day's salt. The salt of a past day is deleted, so no stored hash can be traced
-- back to an address afterwards; no raw address is ever stored. This table is working
-- state, not a read model: a rebuild leaves it alone.
CREATE TABLE project_view_salts (
  day TEXT PRIMARY KEY,
  salt TEXT NOT NULL
);
