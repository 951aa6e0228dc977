-- Offering terms (issues 14 and 15). The project read model keeps the SAFE terms the
-- creator set (project.drafted / project.details_edited `terms`, JSON of the shared
-- SafeTerms, cents; NULL = the offering gets the default terms at approval), and once
-- live the offering's current terms (offering.terms_set / offering.terms_changed), so the
-- creator's edit form and the admin's review card read them back from one column.
ALTER TABLE projects ADD COLUMN terms TEXT CHECK (terms IS NULL OR json_valid(terms));

-- A material change of a live offering's terms asks every committed investor to
-- reconfirm by a deadline (investment.reconfirmation_required); the job that lapses the
-- unconfirmed ones finds them by status and deadline.
ALTER TABLE commitments ADD COLUMN reconfirm_by TEXT;
CREATE INDEX commitments_awaiting_reconfirmation ON commitments (status, reconfirm_by);
