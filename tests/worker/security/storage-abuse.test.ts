/**
 * Oversized uploads the storage client never sends (docs/storage.md): a raw body streamed
 * without a Content-Length, and one that declares more than the server reads at all. Each
 * is refused (413 EntityTooLarge, in Supabase's 400 envelope) and no row changes. The
 * multipart over-limit file, wrong types, disguised HTML and path traversal are in
 * tests/worker/storage/refusals.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { GLOBAL_FILE_SIZE_LIMIT } from '../../../worker/storage/file-body';
import { signedInUser } from '../helpers/auth';
import { PNG_BYTES, storageFetch } from '../storage/storage-helpers';
import { dbSnapshot } from './db-snapshot';

const MIB = 1024 * 1024;

let owner: { accessToken: string; userId: string };
beforeAll(async () => {
  owner = await signedInUser();
});

/** A PNG header followed by `total` bytes in all, sent in 64 KiB chunks with no length. */
function streamedPng(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(64 * 1024, total - sent);
      const chunk = new Uint8Array(size);
      if (sent === 0) chunk.set(PNG_BYTES.subarray(0, Math.min(size, PNG_BYTES.byteLength)));
      sent += size;
      controller.enqueue(chunk);
    },
  });
}

async function expectTooLarge(res: Response) {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ statusCode: '413', error: 'Payload too large' });
}

describe('oversized raw uploads', () => {
  it('a streamed body without a length is cut off past the bucket limit', async () => {
    const before = await dbSnapshot();
    const res = await storageFetch(
      `/object/avatars/${owner.userId}/streamed.png`,
      { method: 'POST', body: streamedPng(6 * MIB), headers: { 'content-type': 'image/png' } },
      owner.accessToken,
    );
    await expectTooLarge(res);
    expect(await dbSnapshot()).toEqual(before);
  });

  it('a declared length over the global limit is refused before the body is read', async () => {
    const before = await dbSnapshot();
    const res = await storageFetch(
      `/object/avatars/${owner.userId}/declared.png`,
      {
        method: 'POST',
        body: streamedPng(GLOBAL_FILE_SIZE_LIMIT + 1),
        headers: {
          'content-type': 'image/png',
          'content-length': String(GLOBAL_FILE_SIZE_LIMIT + 1),
        },
      },
      owner.accessToken,
    );
    await expectTooLarge(res);
    expect(await dbSnapshot()).toEqual(before);
  });
});
