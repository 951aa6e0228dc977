/**
 * Who may call the routes added for Supabase parity (issue #42), caller by caller:
 * no credentials, the public key alone, a forged service key, a signed-in user without
 * rights, the service role key. Refusals are storage's and GoTrue's clear 4xx, and
 * nothing is written by a refused call.
 */
import { SELF } from 'cloudflare:test';
import { sign } from 'hono/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, createConfirmedUser, signedInUser } from '../helpers/auth';
import { pdfFile, pngFile, serviceKey, serviceStorage } from '../storage/storage-helpers';
import { rowCounts } from './db-snapshot';

type Caller = 'none' | 'anon' | 'forged' | 'user' | 'service';

let tokens: Record<Exclude<Caller, 'none'>, string>;
let ownerId: string;

beforeAll(async () => {
  const owner = await signedInUser({ role: 'investor' });
  ownerId = owner.userId;
  await (await serviceStorage()).from('avatars').upload(`${ownerId}/a.png`, pngFile());
  const stranger = await signedInUser({ role: 'investor' });
  const iat = Math.floor(Date.now() / 1000);
  tokens = {
    anon: PUBLIC_API_KEY,
    forged: await sign({ role: 'service_role', iat, exp: iat + 60 }, 'not-the-secret', 'HS256'),
    user: stranger.accessToken,
    service: await serviceKey(),
  };
});

function call(caller: Caller, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (caller !== 'none') {
    headers.apikey = PUBLIC_API_KEY;
    headers.Authorization = `Bearer ${tokens[caller]}`;
  }
  headers['X-Supabase-Api-Version'] = '2024-01-01';
  return SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('storage parity routes', () => {
  const routes = () =>
    [
      [
        'POST',
        '/storage/v1/object/move',
        { bucketId: 'avatars', sourceKey: `${ownerId}/a.png`, destinationKey: `${ownerId}/b.png` },
      ],
      [
        'POST',
        '/storage/v1/object/copy',
        { bucketId: 'avatars', sourceKey: `${ownerId}/a.png`, destinationKey: `${ownerId}/c.png` },
      ],
      ['POST', `/storage/v1/object/upload/sign/avatars/${ownerId}/d.png`, {}],
    ] as const;

  it.each(['none', 'anon', 'forged', 'user'] as const)(
    'refuses %s on move, copy and signing an upload, writing nothing',
    async (caller) => {
      const before = await rowCounts();
      for (const [method, path, body] of routes()) {
        const res = await call(caller, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(400);
        const answer = (await res.json()) as { statusCode: string; code: string };
        if (caller === 'none')
          expect(answer).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
        else if (caller === 'forged') expect(answer.code).toBe('InvalidJWT');
        else expect(answer.statusCode).toMatch(/^40[34]$/);
      }
      expect(await rowCounts()).toEqual(before);
    },
  );

  it('lets the service role key sign an upload and copy', async () => {
    const [, copyPath, copyBody] = routes()[1];
    expect((await call('service', 'POST', copyPath, copyBody)).status).toBe(200);
    const [, signPath] = routes()[2];
    expect((await call('service', 'POST', signPath, {})).status).toBe(200);
  });

  it('list-v2 of a private bucket shows nothing to anon or a stranger', async () => {
    await (
      await serviceStorage()
    )
      .from('safe-documents')
      .upload('x/doc.pdf', pdfFile(), { upsert: true });
    for (const caller of ['anon', 'user'] as const) {
      const res = await call(caller, 'POST', '/storage/v1/object/list-v2/safe-documents', {});
      expect(await res.json()).toMatchObject({ objects: [], folders: [] });
    }
    const res = await call('service', 'POST', '/storage/v1/object/list-v2/safe-documents', {
      prefix: 'x/',
    });
    expect(await res.json()).toMatchObject({
      objects: [expect.objectContaining({ name: 'x/doc.pdf' })],
    });
  });
});

describe('admin factor routes', () => {
  it('answer 401 without a token, 403 to a non-admin and a forged key, 200 to the service key', async () => {
    const target = await createConfirmedUser();
    const path = `/auth/v1/admin/users/${target.id}/factors`;
    expect((await call('anon', 'GET', path)).status).toBe(401);
    expect((await call('user', 'GET', path)).status).toBe(403);
    expect((await call('forged', 'GET', path)).status).toBe(403);
    expect((await call('service', 'GET', path)).status).toBe(200);
    const factor = `${path}/a0000000-0000-4000-8000-000000000001`;
    const before = await rowCounts();
    expect((await call('user', 'DELETE', factor)).status).toBe(403);
    expect((await call('user', 'PUT', factor, { friendly_name: 'x' })).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});
