-- A project's optional video link (YouTube or Vimeo, https), shown on its Overview tab as
-- a link. Team members and gallery images already have their columns (0003).
ALTER TABLE projects ADD COLUMN video_url TEXT;
