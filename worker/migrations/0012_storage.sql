-- Storage (docs/storage.md): bucket and object metadata for the embedded /storage/v1 API.
-- The bytes live in R2 (binding STORAGE) under "<bucket id>/<object name>"; these rows
-- are what the API lists, checks and authorizes against.

CREATE TABLE storage_buckets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  owner TEXT,
  public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1)),
  -- Bytes; NULL means the server's global limit.
  file_size_limit INTEGER CHECK (file_size_limit IS NULL OR file_size_limit > 0),
  -- JSON array of mime types (wildcards like image/* allowed); NULL means any.
  allowed_mime_types TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE storage_objects (
  id TEXT PRIMARY KEY,
  bucket_id TEXT NOT NULL REFERENCES storage_buckets (id),
  name TEXT NOT NULL,
  owner TEXT,
  size INTEGER NOT NULL CHECK (size >= 0),
  mimetype TEXT NOT NULL,
  cache_control TEXT NOT NULL,
  etag TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_accessed_at TEXT NOT NULL,
  CONSTRAINT storage_object_name_unique UNIQUE (bucket_id, name)
);


-- The product's buckets. Limits match shared/storage/buckets.ts.
INSERT INTO storage_buckets (id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at) VALUES
  ('avatars', 'avatars', NULL, 1, 2097152, '["image/png","image/jpeg","image/webp","image/gif"]', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z'),
  ('project-images', 'project-images', NULL, 1, 5242880, '["image/png","image/jpeg","image/webp"]', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z'),
  ('safe-documents', 'safe-documents', NULL, 0, 10485760, '["application/pdf","text/plain"]', '2026-11-22T00:00:00.000Z', '2026-11-22T00:00:00.000Z');
