/**
 * Supabase parity, the details storage-js's own suite checks: upload metadata (S4), the
 * content check naming what the file is (S5), content types with their charset (S6), an
 * object version (S7), "20mb" read in powers of ten (S9), the empty-bucket message (S10).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/auth';
import { errorShape, jpegBytes, serviceStorage, storageAs } from './storage-helpers';

let storage: Awaited<ReturnType<typeof serviceStorage>>;
let bucket: string;

beforeAll(async () => {
  storage = await serviceStorage();
  bucket = `wire-${crypto.randomUUID().slice(0, 8)}`;
  await storage.createBucket(bucket, { public: false });
});

describe('upload metadata (S4)', () => {
  it('keeps `metadata` of a multipart upload and answers it in info()', async () => {
    const metadata = { custom: 'metadata', second: 'second', third: 'third' };
    const up = await storage.from(bucket).upload('meta/form.txt', new Blob(['hello']), {
      metadata,
    });
    expect(up.error).toBeNull();
    expect((await storage.from(bucket).info('meta/form.txt')).data?.metadata).toEqual(metadata);
  });

  it('keeps the base64 `x-metadata` header of a raw upload', async () => {
    const up = await storage.from(bucket).upload('meta/raw.txt', 'raw body', {
      contentType: 'text/plain',
      metadata: { author: 'test', n: 2 },
    });
    expect(up.error).toBeNull();
    const info = await storage.from(bucket).info('meta/raw.txt');
    expect(info.data?.metadata).toEqual({ author: 'test', n: 2 });
  });

  it('refuses metadata that is not a JSON object (400, nothing stored)', async () => {
    const up = await storage.from(bucket).upload('meta/bad.txt', 'x', {
      contentType: 'text/plain',
      headers: { 'x-metadata': btoa('[1,2]') },
    });
    expect(errorShape(up.error)).toMatchObject({ status: 400, statusCode: '400' });
    expect((await storage.from(bucket).exists('meta/bad.txt')).data).toBe(false);
  });
});

describe('content check (S5)', () => {
  it('says the file is a JPEG, not a PNG', async () => {
    const user = await signedInUser({ role: 'investor' });
    const up = await storageAs(user.accessToken)
      .from('avatars')
      .upload(`${user.userId}/liar.png`, new Blob([jpegBytes()], { type: 'image/png' }));
    expect(errorShape(up.error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'The file is a JPEG, not a PNG (declared image/png)',
    });
  });

  it('says what the file is not when its type is unknown', async () => {
    const user = await signedInUser({ role: 'investor' });
    const up = await storageAs(user.accessToken)
      .from('avatars')
      .upload(`${user.userId}/page.png`, new Blob(['<html>'], { type: 'image/png' }));
    expect(errorShape(up.error).message).toBe('The file is not a PNG (declared image/png)');
  });
});

describe('content type, version, limits, messages (S6, S7, S9, S10)', () => {
  it('downloads a text/plain;charset=UTF-8 upload with its charset', async () => {
    const file = new Blob(['héllo'], { type: 'text/plain;charset=UTF-8' });
    await storage.from(bucket).upload('charset.txt', file);
    const { data } = await storage.from(bucket).download('charset.txt');
    expect(data?.type).toBe('text/plain;charset=utf-8');
    // A raw upload keeps the header as sent (a Blob's type is lower-cased by the Blob).
    await storage.from(bucket).upload('raw-charset.txt', 'héllo', {
      contentType: 'text/plain;charset=UTF-8',
    });
    expect((await storage.from(bucket).info('raw-charset.txt')).data?.contentType).toBe(
      'text/plain;charset=UTF-8',
    );
  });

  it('gives every write a new version', async () => {
    await storage.from(bucket).upload('versioned.txt', new Blob(['1']));
    const first = (await storage.from(bucket).info('versioned.txt')).data?.version;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await storage.from(bucket).upload('versioned.txt', new Blob(['2']), { upsert: true });
    const second = (await storage.from(bucket).info('versioned.txt')).data?.version;
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('reads "20mb" as 20,000,000 bytes and "1.5kb" as 1,500', async () => {
    const id = `limit-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(id, { public: false, fileSizeLimit: '20mb' });
    expect((await storage.getBucket(id)).data?.file_size_limit).toBe(20_000_000);
    await storage.updateBucket(id, { public: false, fileSizeLimit: '1.5kb' });
    expect((await storage.getBucket(id)).data?.file_size_limit).toBe(1500);
    const bad = await storage.updateBucket(id, { public: false, fileSizeLimit: '20 parsecs' });
    expect(errorShape(bad.error)).toEqual({
      status: 400,
      statusCode: '400',
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    });
  });

  it('answers emptyBucket with hosted storage message', async () => {
    const id = `empty-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(id, { public: false });
    await storage.from(id).upload('a.txt', new Blob(['a']));
    const { data } = await storage.emptyBucket(id);
    expect(data).toEqual({
      message: 'Empty bucket has been queued. Completion may take up to an hour.',
    });
    expect((await storage.from(id).list()).data).toEqual([]);
  });
});
