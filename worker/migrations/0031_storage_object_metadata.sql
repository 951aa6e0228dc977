-- Storage objects keep what hosted storage keeps beside the bytes: the uploader's own
-- metadata (`metadata` / `x-metadata`, JSON text) and a version, a new id per write
-- (docs/storage.md#calls). Rows written before this have no version; their id stands in.
ALTER TABLE storage_objects ADD COLUMN user_metadata TEXT;
ALTER TABLE storage_objects ADD COLUMN version TEXT;

-- The per-user quotas sum each owner's objects on every upload (docs/storage.md#quotas).
CREATE INDEX storage_objects_owner ON storage_objects (owner);
