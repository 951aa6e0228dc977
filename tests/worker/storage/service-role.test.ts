/**
 * S1 and S8 of Supabase parity: the service role key is accepted by storage and bypasses
 * the bucket policies (as hosted storage documents), and a request with no credentials
 * at all is refused as hosted storage's JWT check refuses it.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { StorageClient } from '@supabase/storage-js';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';
import { errorShape, pdfFile, pngFile, serviceStorage, storageAs } from './storage-helpers';

let userId: string;

beforeAll(async () => {
  userId = (await signedInUser({ role: 'investor' })).userId;
});

describe('the service role key', () => {
  it('uploads into any user folder, reads private objects and lists them', async () => {
    const storage = await serviceStorage();
    const avatar = await storage.from('avatars').upload(`${userId}/by-service.png`, pngFile());
    expect(avatar.error).toBeNull();
    const doc = await storage.from('safe-documents').upload('no-such-commitment/a.pdf', pdfFile());
    expect(doc.error).toBeNull();
    const read = await storage.from('safe-documents').download('no-such-commitment/a.pdf');
    expect(read.error).toBeNull();
    const listed = await storage.from('safe-documents').list('no-such-commitment');
    expect(listed.data?.map((entry) => entry.name)).toEqual(['a.pdf']);
    // A signed-in user without rights there still gets the policy's answers.
    const investor = await signedInUser({ role: 'investor' });
    const refused = await storageAs(investor.accessToken)
      .from('avatars')
      .upload(`${userId}/not-mine.png`, pngFile());
    expect(errorShape(refused.error).statusCode).toBe('403');
  });

  it('manages buckets: create, update, empty, delete', async () => {
    const storage = await serviceStorage();
    const id = `svc-${crypto.randomUUID().slice(0, 8)}`;
    expect((await storage.createBucket(id, { public: false })).error).toBeNull();
    expect((await storage.getBucket(id)).data).toMatchObject({ id, owner: '' });
    expect((await storage.updateBucket(id, { public: true })).error).toBeNull();
    expect((await storage.emptyBucket(id)).error).toBeNull();
    expect((await storage.deleteBucket(id)).error).toBeNull();
  });

  it('is not a key signed with another secret', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/storage/v1/bucket`, {
      headers: {
        apikey: 'x',
        Authorization:
          'Bearer eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.bm90LXRoZS1zaWduYXR1cmU',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidJWT' });
  });
});

describe('no credentials', () => {
  it('GET /bucket without apikey or Authorization is 400 "Invalid Compact JWS"', async () => {
    const { data, error } = await new StorageClient(
      `${TEST_ORIGIN}/storage/v1`,
      {},
      (input, init) => SELF.fetch(input, init),
    ).listBuckets();
    expect(data).toBeNull();
    expect(errorShape(error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'Invalid Compact JWS',
    });
  });

  it('still serves public objects through the public route', async () => {
    const storage = await serviceStorage();
    await storage.from('avatars').upload(`${userId}/public.png`, pngFile(), { upsert: true });
    const res = await SELF.fetch(
      `${TEST_ORIGIN}/storage/v1/object/public/avatars/${userId}/public.png`,
    );
    expect(res.status).toBe(200);
  });
});
