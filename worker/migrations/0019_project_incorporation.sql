-- Where and when a project's company was incorporated: a US state (or DC) and a year
-- ('2021'), asked in the project form and shown on the project page. Both optional; the
-- field list (shared/schemas/project-text-fields.ts) names their columns.
ALTER TABLE projects ADD COLUMN incorporation_state TEXT;
ALTER TABLE projects ADD COLUMN incorporation_year TEXT;
