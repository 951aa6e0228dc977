/**
 * What storage refuses, each in Supabase's shape (HTTP 400, the meaning in statusCode)
 * and with nothing stored: oversized and wrong-type files, bytes that are not what their
 * type says, path traversal, another user's avatar folder, another creator's project,
 * anonymous writes and a bad token.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/auth';
import { draftAs } from '../lifecycle/lifecycle-helpers';
import { errorShape, pngFile, storageAs, storageFetch } from './storage-helpers';

let owner: { accessToken: string; userId: string };

async function objectCount(): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM storage_objects').first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

beforeAll(async () => {
  owner = await signedInUser();
});

describe('file checks', () => {
  it('refuses a file over the bucket limit (413 EntityTooLarge)', async () => {
    const before = await objectCount();
    const { error } = await storageAs(owner.accessToken)
      .from('avatars')
      .upload(`${owner.userId}/big.png`, pngFile(2 * 1024 * 1024));
    expect(errorShape(error)).toEqual({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    expect(await objectCount()).toBe(before);
  });

  it('refuses a type the bucket does not allow (415 InvalidMimeType)', async () => {
    const { error } = await storageAs(owner.accessToken)
      .from('avatars')
      .upload(`${owner.userId}/notes.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(errorShape(error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
  });

  it('refuses an HTML page labelled image/png, and an SVG', async () => {
    const storage = storageAs(owner.accessToken).from('avatars');
    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    expect(errorShape((await storage.upload(`${owner.userId}/x.png`, html)).error)).toMatchObject({
      statusCode: '415',
    });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    expect(errorShape((await storage.upload(`${owner.userId}/x.svg`, svg)).error)).toMatchObject({
      statusCode: '415',
    });
  });
});

describe('object names', () => {
  it('refuses encoded dot segments that would climb out of the owner folder', async () => {
    const before = await objectCount();
    for (const path of [
      `${owner.userId}/..%2F..%2Fproject-images%2Fx.png`,
      `${owner.userId}/%2E%2E%2Fother/x.png`,
      `${owner.userId}/.%2Fx.png`,
      `${owner.userId}/a%5C..%5Cx.png`,
      `${owner.userId}/a%00.png`,
    ]) {
      const res = await storageFetch(
        `/object/avatars/${path}`,
        { method: 'POST', body: pngFile(), headers: { 'content-type': 'image/png' } },
        owner.accessToken,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    }
    expect(await objectCount()).toBe(before);
  });

  it('refuses a supabase-js path with an encoded traversal', async () => {
    const { error } = await storageAs(owner.accessToken)
      .from('avatars')
      .upload(`${owner.userId}/..%2F..%2Fx.png`, pngFile());
    expect(errorShape(error)).toMatchObject({ statusCode: '400' });
    expect(error?.message).toMatch(/^Invalid key: /);
  });

  it('a plain ../ is resolved by the URL, landing in a folder the caller does not own', async () => {
    const other = await signedInUser();
    const { error } = await storageAs(owner.accessToken)
      .from('avatars')
      .upload(`${owner.userId}/../${other.userId}/x.png`, pngFile());
    expect(errorShape(error)).toMatchObject({ statusCode: '403' });
  });
});

describe('who may write', () => {
  it("refuses another user's avatar folder, anonymous uploads and removals of others' files", async () => {
    const other = await signedInUser();
    await storageAs(other.accessToken).from('avatars').upload(`${other.userId}/a.png`, pngFile());
    const before = await objectCount();
    const intruder = storageAs(owner.accessToken).from('avatars');
    const write = await intruder.upload(`${other.userId}/a.png`, pngFile(), { upsert: true });
    expect(errorShape(write.error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const anon = await storageAs().from('avatars').upload('anyone/a.png', pngFile());
    expect(errorShape(anon.error)).toMatchObject({ statusCode: '403' });
    const removed = await intruder.remove([`${other.userId}/a.png`]);
    expect(removed.data).toEqual([]);
    expect(await objectCount()).toBe(before);
    expect((await storageAs().from('avatars').exists(`${other.userId}/a.png`)).data).toBe(true);
  });

  it("lets only the project's creator write under the project id", async () => {
    const creator = await signedInUser({ role: 'creator' });
    const rival = await signedInUser({ role: 'creator' });
    const project = await draftAs(creator.accessToken);
    const path = `${project.id}/cover.png`;
    const refused = await storageAs(rival.accessToken)
      .from('project-images')
      .upload(path, pngFile());
    expect(errorShape(refused.error)).toMatchObject({ statusCode: '403' });
    const unknown = await storageAs(creator.accessToken)
      .from('project-images')
      .upload(`${crypto.randomUUID()}/cover.png`, pngFile());
    expect(errorShape(unknown.error)).toMatchObject({ statusCode: '403' });
    const ok = await storageAs(creator.accessToken).from('project-images').upload(path, pngFile());
    expect(ok.error).toBeNull();
  });

  it('answers 400 InvalidJWT for a forged token instead of treating it as anonymous', async () => {
    const forged = `${owner.accessToken.slice(0, -4)}AAAA`;
    const { error } = await storageAs(forged)
      .from('avatars')
      .upload(`${owner.userId}/f.png`, pngFile());
    expect(errorShape(error)).toMatchObject({ status: 400, statusCode: '400' });
    expect(error && 'code' in error ? error.code : null).toBe('InvalidJWT');
  });

  it('answers an unknown bucket with NoSuchBucket', async () => {
    const { error } = await storageAs(owner.accessToken).from('nope').upload('a/b.png', pngFile());
    expect(errorShape(error)).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
