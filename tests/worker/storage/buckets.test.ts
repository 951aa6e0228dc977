/**
 * Buckets through supabase-js: the product's three buckets with their settings; anyone
 * lists and reads them; only admins create, update, empty and delete (others get
 * row-level security's refusal); the product buckets cannot be dropped.
 */
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/auth';
import { errorShape, pngFile, storageAs } from './storage-helpers';

describe('buckets', () => {
  it('lists the product buckets with id, name, public flag, size limit and mime types', async () => {
    const { data, error } = await storageAs().listBuckets();
    expect(error).toBeNull();
    const byId = Object.fromEntries((data ?? []).map((bucket) => [bucket.id, bucket]));
    expect(byId.avatars).toMatchObject({
      id: 'avatars',
      name: 'avatars',
      public: true,
      file_size_limit: 2 * 1024 * 1024,
      allowed_mime_types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    });
    expect(byId['project-images']).toMatchObject({
      public: true,
      file_size_limit: 5 * 1024 * 1024,
    });
    expect(byId['safe-documents']).toMatchObject({
      public: false,
      allowed_mime_types: ['application/pdf', 'text/plain'],
    });
  });

  it('gets one bucket, and answers NoSuchBucket (in a 400) for an unknown one', async () => {
    const storage = storageAs();
    const { data } = await storage.getBucket('project-images');
    expect(data).toMatchObject({ id: 'project-images', public: true });
    const missing = await storage.getBucket('no-such-bucket');
    expect(errorShape(missing.error)).toEqual({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses bucket management to anonymous callers, investors and creators', async () => {
    const creator = await signedInUser({ role: 'creator' });
    for (const storage of [storageAs(), storageAs(creator.accessToken)]) {
      const { error } = await storage.createBucket('sneaky', { public: true });
      expect(errorShape(error)).toMatchObject({ status: 400, statusCode: '403' });
      expect((await storage.getBucket('sneaky')).error).not.toBeNull();
    }
    const update = await storageAs(creator.accessToken).updateBucket('safe-documents', {
      public: true,
    });
    expect(errorShape(update.error)).toMatchObject({ statusCode: '403' });
    expect((await storageAs().getBucket('safe-documents')).data?.public).toBe(false);
  });

  it('lets an admin create, update, empty and delete a bucket', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const storage = storageAs(admin.accessToken);
    const id = `press-kit-${crypto.randomUUID().slice(0, 8)}`;
    const created = await storage.createBucket(id, {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created).toEqual({ data: { name: id }, error: null });
    expect((await storage.createBucket(id)).error).toMatchObject({ statusCode: '409' });
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: false,
      // Hosted storage reads units in powers of ten: 1MB is 1,000,000 bytes.
      file_size_limit: 1_000_000,
      allowed_mime_types: ['image/*'],
    });

    const updated = await storage.updateBucket(id, { public: true, fileSizeLimit: 2048 });
    expect(updated.data).toEqual({ message: 'Successfully updated' });
    expect((await storage.getBucket(id)).data).toMatchObject({
      public: true,
      file_size_limit: 2048,
      allowed_mime_types: ['image/*'],
    });

    const uploaded = await storage.from(id).upload('logo.png', pngFile());
    expect(uploaded.error).toBeNull();
    const notEmpty = await storage.deleteBucket(id);
    expect(errorShape(notEmpty.error)).toMatchObject({ statusCode: '409' });
    expect((await storage.emptyBucket(id)).data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
    expect((await storage.getBucket(id)).error).toMatchObject({ statusCode: '404' });
  });

  it('keeps the product buckets: an admin cannot delete them', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const { error } = await storageAs(admin.accessToken).deleteBucket('avatars');
    expect(errorShape(error)).toMatchObject({ status: 400, statusCode: '403' });
    expect((await storageAs().getBucket('avatars')).data?.id).toBe('avatars');
  });
});
