/**
 * Supabase parity, routing: the words of the object API (move, copy, list-v2,
 * upload/sign, info/public…) are never taken for a bucket name by the catch-all upload
 * and download routes, routes hosted storage has and this server does not answer a 400
 * naming the feature, and no bucket may be created under one of those words.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../helpers/auth';
import { errorShape, serviceKey, serviceStorage, storageFetch } from './storage-helpers';

let storage: Awaited<ReturnType<typeof serviceStorage>>;
let key: string;

beforeAll(async () => {
  storage = await serviceStorage();
  key = await serviceKey();
});

describe('fixed words before the catch-all', () => {
  it('POST /object/move is a move, never an upload into a bucket called move', async () => {
    const res = await storageFetch(
      '/object/move',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      key,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'InvalidRequest' });
  });

  it('POST /object/upload/sign/<bucket>/<name> signs, never uploads into bucket upload', async () => {
    const res = await storageFetch(
      '/object/upload/sign/avatars/someone/a.png',
      { method: 'POST' },
      key,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      url: expect.stringContaining('/object/upload/sign/avatars/someone/a.png?token='),
    });
  });

  it('GET /object/info/public/<bucket>/<name> is public info, not bucket public', async () => {
    const res = await storageFetch('/object/info/public/avatars/routing/missing.png', {});
    expect(await res.json()).toMatchObject({ code: 'NoSuchKey' });
  });

  it('refuses to create a bucket named after a fixed word', async () => {
    for (const name of ['move', 'copy', 'list-v2', 'upload', 'public']) {
      const { error } = await storage.createBucket(name);
      expect(errorShape(error)).toMatchObject({ status: 400, message: 'Bucket name invalid' });
    }
  });
});

describe('healthcheck', () => {
  it('GET /health answers hosted storage shape without credentials', async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/storage/v1/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ healthy: true });
  });
});

describe('routes this server does not offer', () => {
  it.each([
    ['GET', '/render/image/public/avatars/a.png', 'image transformation'],
    ['GET', '/render/image/authenticated/avatars/a.png', 'image transformation'],
    ['POST', '/upload/resumable', 'resumable uploads (TUS)'],
    ['PATCH', '/upload/resumable/abc', 'resumable uploads (TUS)'],
    ['GET', '/s3/avatars', 'the S3 protocol'],
    ['DELETE', '/cdn/avatars/a.png', 'CDN cache purge'],
    ['GET', '/iceberg/v1/config', 'analytics buckets (Iceberg)'],
    ['POST', '/vector/ListVectorBuckets', 'vector buckets'],
  ])('%s %s answers a 400 naming %s', async (method, path, feature) => {
    const res = await storageFetch(path, { method }, key);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('NotSupported');
    expect(body.message).toContain(feature);
  });
});
