/**
 * Signed upload URLs, as storage-js's suite uses them: createSignedUploadUrl checks the
 * caller's right to write the name and answers a token; uploadToSignedUrl writes with
 * that token alone, once (409 the second time) unless it was made with upsert; the
 * token is for that name only and is no download token.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';
import { errorShape, pngFile, storageAs, storageFetch } from './storage-helpers';

let owner: { accessToken: string; userId: string };
let avatars: ReturnType<ReturnType<typeof storageAs>['from']>;

beforeAll(async () => {
  owner = await signedInUser({ role: 'investor' });
  avatars = storageAs(owner.accessToken).from('avatars');
});

describe('signed upload URLs', () => {
  it('signs, uploads once with the token alone, and refuses the second upload (409)', async () => {
    const path = `${owner.userId}/signed.png`;
    const { data, error } = await avatars.createSignedUploadUrl(path);
    expect(error).toBeNull();
    expect(data?.path).toBe(path);
    expect(data?.signedUrl).toContain(`/storage/v1/object/upload/sign/avatars/${path}?token=`);
    // The upload needs no session: an anonymous client with the token writes.
    const anon = storageAs().from('avatars');
    const first = await anon.uploadToSignedUrl(path, data?.token ?? '', pngFile());
    expect(first.error).toBeNull();
    expect(first.data?.path).toBe(path);
    expect((await avatars.exists(path)).data).toBe(true);
    const second = await anon.uploadToSignedUrl(path, data?.token ?? '', pngFile());
    expect(errorShape(second.error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
  });

  it('replaces an existing object when made with upsert', async () => {
    const path = `${owner.userId}/signed-upsert.png`;
    await avatars.upload(path, pngFile());
    const { data } = await avatars.createSignedUploadUrl(path, { upsert: true });
    const res = await avatars.uploadToSignedUrl(path, data?.token ?? '', pngFile(7));
    expect(res.error).toBeNull();
    expect((await avatars.info(path)).data?.size).toBe(pngFile(7).size);
  });

  it("refuses to sign a name the caller may not write (another user's folder)", async () => {
    const other = await signedInUser({ role: 'investor' });
    const res = await avatars.createSignedUploadUrl(`${other.userId}/mine-now.png`);
    expect(errorShape(res.error).statusCode).toBe('403');
  });

  it('keeps the bucket rules at upload time (types and content)', async () => {
    const path = `${owner.userId}/signed-text.png`;
    const { data } = await avatars.createSignedUploadUrl(path);
    const res = await avatars.uploadToSignedUrl(
      path,
      data?.token ?? '',
      new Blob(['not an image'], { type: 'text/plain' }),
    );
    expect(errorShape(res.error)).toMatchObject({ statusCode: '415' });
  });

  it('takes the token for its own name only, and never as a download token', async () => {
    const path = `${owner.userId}/signed-only.png`;
    const { data } = await avatars.createSignedUploadUrl(path);
    const token = data?.token ?? '';
    const elsewhere = await storageAs()
      .from('avatars')
      .uploadToSignedUrl(`${owner.userId}/other.png`, token, pngFile());
    expect(errorShape(elsewhere.error)).toMatchObject({ status: 400, statusCode: '400' });
    await avatars.upload(path, pngFile(), { upsert: true });
    const download = await SELF.fetch(
      `${TEST_ORIGIN}/storage/v1/object/sign/avatars/${path}?token=${token}`,
    );
    expect(download.status).toBe(400);
    expect(await download.json()).toMatchObject({
      code: 'InvalidSignature',
      message: 'Token is not scoped for download',
    });
    const none = await storageFetch(`/object/upload/sign/avatars/${path}`, {
      method: 'PUT',
      body: pngFile(),
    });
    expect(await none.json()).toMatchObject({ code: 'MissingParameter' });
  });
});
