/**
 * Signed URLs and the private bucket: a signed SAFE document is readable by its
 * investor, the project's founder and admins only; a signed URL works until it expires
 * and only for the object it names; the public route never serves a private bucket.
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { signObjectUrl } from '../../../worker/storage/signed-url';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';
import { call, commitBody, fundedInvestor, liveProject, setTerms } from '../investing/helpers';
import { errorShape, pdfFile, storageAs } from './storage-helpers';

let investor: { token: string; id: string };
let founderToken: string;
let docPath: string;

beforeAll(async () => {
  const project = await liveProject({ title: 'Document Vault' });
  founderToken = project.creatorToken;
  await setTerms(project.id, { goal: 10_000_000, minimum: 50_000 });
  investor = await fundedInvestor(100_000);
  const res = await call<{ investment: { id: string } }>('/api/investments', {
    method: 'POST',
    token: investor.token,
    body: commitBody(project.id, 60_000),
  });
  if (res.status !== 201) throw new Error(`commit failed: ${JSON.stringify(res.body)}`);
  docPath = `${res.body.investment.id}/safe.pdf`;
  const uploaded = await storageAs(investor.token)
    .from('safe-documents')
    .upload(docPath, pdfFile());
  if (uploaded.error) throw uploaded.error;
});

describe('the private SAFE documents bucket', () => {
  it('lets the investor, the founder and an admin download the document', async () => {
    const admin = await signedInUser({ role: 'admin' });
    for (const token of [investor.token, founderToken, admin.accessToken]) {
      const { data, error } = await storageAs(token).from('safe-documents').download(docPath);
      expect(error).toBeNull();
      expect(await (data as Blob).text()).toContain('signed SAFE');
    }
  });

  it('hides it from another investor and from anonymous callers (not found)', async () => {
    const stranger = await signedInUser({ role: 'investor' });
    for (const storage of [storageAs(stranger.accessToken), storageAs()]) {
      const bucket = storage.from('safe-documents');
      expect((await bucket.download(docPath)).error).not.toBeNull();
      expect((await bucket.exists(docPath)).data).toBe(false);
      expect(errorShape((await bucket.createSignedUrl(docPath, 60)).error)).toMatchObject({
        statusCode: '404',
      });
      expect((await bucket.list(docPath.split('/')[0])).data).toEqual([]);
    }
    const upload = await storageAs(stranger.accessToken)
      .from('safe-documents')
      .upload(docPath, pdfFile('forged'), { upsert: true });
    expect(errorShape(upload.error)).toMatchObject({ statusCode: '403' });
  });

  it('never serves it through the public route', async () => {
    const { data } = storageAs().from('safe-documents').getPublicUrl(docPath);
    const res = await SELF.fetch(data.publicUrl);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('signed URLs', () => {
  it('downloads with the token alone, marked private', async () => {
    const { data, error } = await storageAs(investor.token)
      .from('safe-documents')
      .createSignedUrl(docPath, 300);
    expect(error).toBeNull();
    expect(data?.signedUrl).toMatch(
      new RegExp(`^${TEST_ORIGIN}/storage/v1/object/sign/safe-documents/${docPath}\\?token=`),
    );
    const res = await SELF.fetch(data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await res.text()).toContain('signed SAFE');
  });

  it('signs several paths, with an error for each the caller cannot read', async () => {
    const { data } = await storageAs(investor.token)
      .from('safe-documents')
      .createSignedUrls([docPath, 'someone-else/safe.pdf'], 60);
    expect(data?.[0]).toMatchObject({ path: docPath, error: null });
    expect(data?.[0]?.signedUrl).toContain('?token=');
    expect(data?.[1]).toMatchObject({ path: 'someone-else/safe.pdf', signedUrl: null });
    expect(data?.[1]?.error).toBeTruthy();
  });

  it('refuses an expired token (InvalidJWT "jwt expired")', async () => {
    const secret = env.AUTH_JWT_SECRET ?? '';
    const longAgo = Math.floor(Date.now() / 1000) - 7200;
    const token = await signObjectUrl(secret, 'safe-documents', docPath, 60, longAgo);
    const res = await SELF.fetch(
      `${TEST_ORIGIN}/storage/v1/object/sign/safe-documents/${docPath}?token=${token}`,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('refuses a token for another object, a tampered token and no token', async () => {
    const { data } = await storageAs(investor.token)
      .from('safe-documents')
      .createSignedUrl(docPath, 60);
    const token = new URL(data?.signedUrl ?? '').searchParams.get('token') ?? '';
    const base = `${TEST_ORIGIN}/storage/v1/object/sign/safe-documents`;
    const other = await SELF.fetch(`${base}/${docPath.split('/')[0]}/other.pdf?token=${token}`);
    expect(await other.json()).toMatchObject({ code: 'InvalidSignature' });
    const tampered = await SELF.fetch(`${base}/${docPath}?token=${token.slice(0, -3)}xyz`);
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 'InvalidJWT' });
    const none = await SELF.fetch(`${base}/${docPath}`);
    expect(await none.json()).toMatchObject({ statusCode: '400', code: 'MissingParameter' });
  });

  it('refuses an access token used as a signed-URL token', async () => {
    const res = await SELF.fetch(
      `${TEST_ORIGIN}/storage/v1/object/sign/safe-documents/${docPath}?token=${investor.token}`,
    );
    expect(res.status).toBe(400);
  });
});
