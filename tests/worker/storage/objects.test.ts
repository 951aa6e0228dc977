/**
 * Objects through supabase-js: upload (multipart and raw), x-upsert, update, download,
 * public URL with cache control 3600 s by default, info and exists (400 NoSuchKey means
 * "not there"), list with its defaults (limit 100, offset 0, name ascending), remove.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/auth';
import { PNG_BYTES, errorShape, pngFile, storageAs } from './storage-helpers';

let owner: { accessToken: string; userId: string };
let avatars: ReturnType<ReturnType<typeof storageAs>['from']>;

beforeAll(async () => {
  owner = await signedInUser({ role: 'investor' });
  avatars = storageAs(owner.accessToken).from('avatars');
});

describe('upload and download', () => {
  it('uploads a Blob (multipart) and answers path, id and full path', async () => {
    const { data, error } = await avatars.upload(`${owner.userId}/me.png`, pngFile());
    expect(error).toBeNull();
    expect(data).toMatchObject({
      path: `${owner.userId}/me.png`,
      fullPath: `avatars/${owner.userId}/me.png`,
    });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uploads raw bytes with their content type and cache control', async () => {
    const { error } = await avatars.upload(`${owner.userId}/raw.png`, PNG_BYTES, {
      contentType: 'image/png',
      cacheControl: '60',
    });
    expect(error).toBeNull();
    const info = await avatars.info(`${owner.userId}/raw.png`);
    expect(info.data).toMatchObject({ size: PNG_BYTES.byteLength, contentType: 'image/png' });
    expect(info.data?.cacheControl).toBe('max-age=60');
  });

  it('refuses to overwrite without x-upsert (409 in a 400), replaces with it', async () => {
    const path = `${owner.userId}/twice.png`;
    await avatars.upload(path, pngFile());
    const again = await avatars.upload(path, pngFile(10));
    expect(errorShape(again.error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upserted = await avatars.upload(path, pngFile(10), { upsert: true });
    expect(upserted.error).toBeNull();
    expect((await avatars.info(path)).data?.size).toBe(PNG_BYTES.byteLength + 10);
  });

  it('updates an existing object (PUT) and refuses to update a missing one', async () => {
    const path = `${owner.userId}/update.png`;
    await avatars.upload(path, pngFile());
    expect((await avatars.update(path, pngFile(5))).error).toBeNull();
    expect((await avatars.info(path)).data?.size).toBe(PNG_BYTES.byteLength + 5);
    const missing = await avatars.update(`${owner.userId}/never.png`, pngFile());
    expect(errorShape(missing.error)).toMatchObject({ statusCode: '404' });
  });

  it('downloads the bytes it stored, signed in', async () => {
    await avatars.upload(`${owner.userId}/dl.png`, pngFile());
    const { data, error } = await avatars.download(`${owner.userId}/dl.png`);
    expect(error).toBeNull();
    expect(new Uint8Array(await (data as Blob).arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('serves the public URL to anyone with its type and max-age=3600 by default', async () => {
    await avatars.upload(`${owner.userId}/public.png`, pngFile());
    const { data } = storageAs().from('avatars').getPublicUrl(`${owner.userId}/public.png`);
    expect(data.publicUrl).toBe(
      `https://app.test/storage/v1/object/public/avatars/${owner.userId}/public.png`,
    );
    const res = await SELF.fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
  });
});

describe('exists, list and remove', () => {
  it('exists() is true for an object and false for a missing one (400, NoSuchKey)', async () => {
    await avatars.upload(`${owner.userId}/here.png`, pngFile());
    expect(await avatars.exists(`${owner.userId}/here.png`)).toEqual({ data: true, error: null });
    const missing = await avatars.exists(`${owner.userId}/gone.png`);
    expect(missing.data).toBe(false);
    expect(errorShape(missing.error)).toEqual({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    });
  });

  it('lists one folder level, by name ascending, limit 100 and offset 0 by default', async () => {
    const user = await signedInUser();
    const mine = storageAs(user.accessToken).from('avatars');
    for (const name of ['c.png', 'a.png', 'b.png', 'nested/deep.png']) {
      expect((await mine.upload(`${user.userId}/${name}`, pngFile())).error).toBeNull();
    }
    const { data } = await mine.list(user.userId);
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'c.png', 'nested']);
    expect(data?.[0]?.metadata).toMatchObject({
      size: PNG_BYTES.byteLength,
      mimetype: 'image/png',
      cacheControl: 'max-age=3600',
    });
    expect(data?.[3]).toMatchObject({ name: 'nested', id: null });
    const page = await mine.list(user.userId, {
      limit: 2,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    });
    expect(page.data?.map((entry) => entry.name)).toEqual(['c.png', 'b.png']);
    const searched = await mine.list(user.userId, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('removes objects and answers the ones it removed', async () => {
    await avatars.upload(`${owner.userId}/rm1.png`, pngFile());
    await avatars.upload(`${owner.userId}/rm2.png`, pngFile());
    const { data, error } = await avatars.remove([
      `${owner.userId}/rm1.png`,
      `${owner.userId}/rm2.png`,
      `${owner.userId}/never-there.png`,
    ]);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name).sort()).toEqual([
      `${owner.userId}/rm1.png`,
      `${owner.userId}/rm2.png`,
    ]);
    expect((await avatars.exists(`${owner.userId}/rm1.png`)).data).toBe(false);
    const res = await SELF.fetch(
      `https://app.test/storage/v1/object/public/avatars/${owner.userId}/rm1.png`,
    );
    expect(res.status).toBe(400);
  });
});
