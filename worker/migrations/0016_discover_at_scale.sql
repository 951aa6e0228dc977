-- Discover at scale: /api/projects answers one page of live projects with keyset
-- pagination, search and a total, from indexes instead of a scan of every project.
-- Everything here is derived from the `projects` and `offerings` read models by triggers,
-- so the projections stay as they are and a rebuild (which clears and replays those
-- tables) rebuilds this too.

-- The dollars a listing shows as raised (RAISED_DOLLARS_SQL in worker/projects/rows.ts:
-- the offering's counted commitments when it has an offering, else the projected
-- figure), kept on the row so "most/least funded" can be read from an index.
ALTER TABLE projects ADD COLUMN raised_dollars INTEGER NOT NULL DEFAULT 0;
UPDATE projects SET raised_dollars = COALESCE(
  (SELECT o.committed_cents / 100 FROM offerings o WHERE o.project_id = projects.id),
  funding_raised);

CREATE TRIGGER projects_raised_on_insert AFTER INSERT ON projects
BEGIN
  UPDATE projects SET raised_dollars = COALESCE(
    (SELECT o.committed_cents / 100 FROM offerings o WHERE o.project_id = NEW.id),
    NEW.funding_raised)
  WHERE id = NEW.id;
END;

CREATE TRIGGER projects_raised_on_update AFTER UPDATE OF funding_raised ON projects
BEGIN
  UPDATE projects SET raised_dollars = COALESCE(
    (SELECT o.committed_cents / 100 FROM offerings o WHERE o.project_id = NEW.id),
    NEW.funding_raised)
  WHERE id = NEW.id;
END;

CREATE TRIGGER offerings_raised_on_insert AFTER INSERT ON offerings
BEGIN
  UPDATE projects SET raised_dollars = NEW.committed_cents / 100 WHERE id = NEW.project_id;
END;

CREATE TRIGGER offerings_raised_on_update AFTER UPDATE OF committed_cents ON offerings
BEGIN
  UPDATE projects SET raised_dollars = NEW.committed_cents / 100 WHERE id = NEW.project_id;
END;

CREATE TRIGGER offerings_raised_on_delete AFTER DELETE ON offerings
BEGIN
  UPDATE projects SET raised_dollars = funding_raised WHERE id = OLD.project_id;
END;

-- One index per order, each with the category variant: a page is a range scan that
-- stops after 25 rows, whatever the number of projects. Ties are broken by id so every
-- order is total and a cursor never skips or repeats a project.
CREATE INDEX projects_live_by_created ON projects (status, created_at, id);
CREATE INDEX projects_live_by_raised ON projects (status, raised_dollars, created_at, id);
CREATE INDEX projects_live_by_featured ON projects (status, featured, created_at, id);
CREATE INDEX projects_live_category_by_created ON projects (status, category, created_at, id);
CREATE INDEX projects_live_category_by_raised
  ON projects (status, category, raised_dollars, created_at, id);

-- Live projects per category ('' = all), so a page's total is one row read, not a count.
CREATE TABLE project_listing_counts (
  category TEXT PRIMARY KEY,
  live INTEGER NOT NULL DEFAULT 0
);
INSERT INTO project_listing_counts (category, live)
  SELECT '', COUNT(*) FROM projects WHERE status = 'active';
INSERT INTO project_listing_counts (category, live)
  SELECT category, COUNT(*) FROM projects WHERE status = 'active' GROUP BY category;

CREATE TRIGGER listing_counts_on_insert AFTER INSERT ON projects WHEN NEW.status = 'active'
BEGIN
  INSERT INTO project_listing_counts (category, live) VALUES ('', 1), (NEW.category, 1)
    ON CONFLICT (category) DO UPDATE SET live = live + 1;
END;

CREATE TRIGGER listing_counts_on_delete AFTER DELETE ON projects WHEN OLD.status = 'active'
BEGIN
  UPDATE project_listing_counts SET live = live - 1 WHERE category IN ('', OLD.category);
END;

CREATE TRIGGER listing_counts_on_update AFTER UPDATE OF status, category ON projects
WHEN (OLD.status = 'active') <> (NEW.status = 'active')
  OR (NEW.status = 'active' AND OLD.category <> NEW.category)
BEGIN
  UPDATE project_listing_counts SET live = live - 1
    WHERE OLD.status = 'active' AND category IN ('', OLD.category);
  INSERT INTO project_listing_counts (category, live)
    SELECT value, 1 FROM (SELECT '' AS value UNION ALL SELECT NEW.category)
    WHERE NEW.status = 'active'
    ON CONFLICT (category) DO UPDATE SET live = live + 1;
END;

-- Full-text search over title, tagline and description of live projects only (a search
-- never reads a draft; a count of matches is the index's own). The trigram tokenizer
-- matches any substring of three or more characters, case-insensitively, as Discover's
-- search always has. Its rowids come from project_search_ids (an INTEGER PRIMARY KEY,
-- which VACUUM never renumbers, unlike the implicit rowid of `projects`), one per project
-- from its first event on.
CREATE TABLE project_search_ids (
  rowid INTEGER PRIMARY KEY,
  project_id TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE project_search USING fts5(
  title, tagline, description,
  tokenize = 'trigram remove_diacritics 1'
);
INSERT INTO project_search_ids (project_id) SELECT id FROM projects ORDER BY created_at, id;
INSERT INTO project_search (rowid, title, tagline, description)
  SELECT i.rowid, p.title, p.tagline, p.description
  FROM projects p JOIN project_search_ids i ON i.project_id = p.id
  WHERE p.status = 'active';

CREATE TRIGGER project_search_ids_on_insert AFTER INSERT ON projects
BEGIN
  INSERT INTO project_search_ids (project_id) VALUES (NEW.id);
END;

CREATE TRIGGER project_search_on_insert AFTER INSERT ON projects WHEN NEW.status = 'active'
BEGIN
  INSERT INTO project_search (rowid, title, tagline, description)
    VALUES ((SELECT rowid FROM project_search_ids WHERE project_id = NEW.id),
      NEW.title, NEW.tagline, NEW.description);
END;

-- Going live adds the project to the index, leaving takes it out.
CREATE TRIGGER project_search_on_listed AFTER UPDATE OF status ON projects
WHEN NEW.status = 'active' AND OLD.status <> 'active'
BEGIN
  INSERT INTO project_search (rowid, title, tagline, description)
    VALUES ((SELECT rowid FROM project_search_ids WHERE project_id = NEW.id),
      NEW.title, NEW.tagline, NEW.description);
END;

CREATE TRIGGER project_search_on_unlisted AFTER UPDATE OF status ON projects
WHEN OLD.status = 'active' AND NEW.status <> 'active'
BEGIN
  DELETE FROM project_search
    WHERE rowid = (SELECT rowid FROM project_search_ids WHERE project_id = NEW.id);
END;

CREATE TRIGGER project_search_on_edit AFTER UPDATE OF title, tagline, description ON projects
WHEN OLD.status = 'active' AND NEW.status = 'active'
BEGIN
  UPDATE project_search
    SET title = NEW.title, tagline = NEW.tagline, description = NEW.description
    WHERE rowid = (SELECT rowid FROM project_search_ids WHERE project_id = NEW.id);
END;

CREATE TRIGGER project_search_on_delete AFTER DELETE ON projects
BEGIN
  DELETE FROM project_search
    WHERE rowid = (SELECT rowid FROM project_search_ids WHERE project_id = OLD.id);
  DELETE FROM project_search_ids WHERE project_id = OLD.id;
END;
