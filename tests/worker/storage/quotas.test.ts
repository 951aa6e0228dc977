/**
 * Per-user storage quotas (issue #40: one user uploaded 300 files in 8.8 s, all
 * accepted): an account keeps at most STORAGE_QUOTA_FILES_PER_USER files and
 * STORAGE_QUOTA_BYTES_PER_USER bytes over all buckets. Past either, the write is refused
 * the way hosted storage reports its limits (400, statusCode "413", EntityTooLarge) with
 * a message naming the limit, and nothing is stored. Replacing one's own file counts
 * only the difference; the service role key has no quota.
 */
import { env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { app } from '../../../worker/app';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';
import { PNG_BYTES, errorShape, pngFile, serviceKey } from './storage-helpers';

/** supabase-js storage against the worker with quota settings of the test's choosing. */
function storageWith(settings: Record<string, string>, bearer: string) {
  const quotaEnv = { ...env, ...settings };
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: {
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init), quotaEnv)),
      headers: { Authorization: `Bearer ${bearer}` },
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
}

describe('per-user storage quotas', () => {
  it('refuses the file past the file quota, naming it, and stores nothing', async () => {
    const user = await signedInUser({ role: 'investor' });
    const avatars = storageWith({ STORAGE_QUOTA_FILES_PER_USER: '3' }, user.accessToken).from(
      'avatars',
    );
    for (const n of [1, 2, 3]) {
      expect((await avatars.upload(`${user.userId}/${n}.png`, pngFile())).error).toBeNull();
    }
    const fourth = await avatars.upload(`${user.userId}/4.png`, pngFile());
    expect(errorShape(fourth.error)).toEqual({
      status: 400,
      statusCode: '413',
      message: 'The upload exceeded your quota of 3 files: remove files you no longer need first',
    });
    expect((await avatars.exists(`${user.userId}/4.png`)).data).toBe(false);
    // Replacing one of the three is no new file; removing one makes room.
    expect(
      (await avatars.upload(`${user.userId}/1.png`, pngFile(4), { upsert: true })).error,
    ).toBeNull();
    await avatars.remove([`${user.userId}/2.png`]);
    expect((await avatars.upload(`${user.userId}/4.png`, pngFile())).error).toBeNull();
  });

  it('refuses the bytes past the byte quota, naming it', async () => {
    const user = await signedInUser({ role: 'investor' });
    const limit = PNG_BYTES.byteLength * 2 + 10;
    const avatars = storageWith(
      { STORAGE_QUOTA_BYTES_PER_USER: String(limit) },
      user.accessToken,
    ).from('avatars');
    expect((await avatars.upload(`${user.userId}/a.png`, pngFile())).error).toBeNull();
    expect((await avatars.upload(`${user.userId}/b.png`, pngFile())).error).toBeNull();
    const third = await avatars.upload(`${user.userId}/c.png`, pngFile());
    expect(errorShape(third.error)).toMatchObject({ status: 400, statusCode: '413' });
    expect(errorShape(third.error).message).toContain(`storage quota of ${limit} bytes`);
    // A replacement that grows past the quota is refused too; one that fits is not.
    const grown = await avatars.upload(`${user.userId}/a.png`, pngFile(20), { upsert: true });
    expect(errorShape(grown.error).statusCode).toBe('413');
    const fits = await avatars.upload(`${user.userId}/a.png`, pngFile(5), { upsert: true });
    expect(fits.error).toBeNull();
  });

  it('counts a signed upload and a copy against the uploader', async () => {
    const user = await signedInUser({ role: 'investor' });
    const avatars = storageWith({ STORAGE_QUOTA_FILES_PER_USER: '1' }, user.accessToken).from(
      'avatars',
    );
    expect((await avatars.upload(`${user.userId}/only.png`, pngFile())).error).toBeNull();
    const copy = await avatars.copy(`${user.userId}/only.png`, `${user.userId}/copy.png`);
    expect(errorShape(copy.error).statusCode).toBe('413');
    const { data } = await avatars.createSignedUploadUrl(`${user.userId}/signed.png`);
    const signed = await avatars.uploadToSignedUrl(
      `${user.userId}/signed.png`,
      data?.token ?? '',
      pngFile(),
    );
    expect(errorShape(signed.error).statusCode).toBe('413');
  });

  it('does not limit the service role key', async () => {
    const service = storageWith({ STORAGE_QUOTA_FILES_PER_USER: '1' }, await serviceKey()).from(
      'avatars',
    );
    for (const n of [1, 2, 3]) {
      expect((await service.upload(`service-quota/${n}.png`, pngFile())).error).toBeNull();
    }
  });
});
