/**
 * move, copy and listV2 as storage-js calls them (POST /object/move, /object/copy,
 * /object/list-v2/:bucket), with hosted storage's answers, and the bucket policies
 * applied to the source (read) and the destination (write).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../helpers/auth';
import { errorShape, pngFile, serviceStorage, storageAs } from './storage-helpers';

let owner: { accessToken: string; userId: string };
let avatars: ReturnType<ReturnType<typeof storageAs>['from']>;

beforeAll(async () => {
  owner = await signedInUser({ role: 'investor' });
  avatars = storageAs(owner.accessToken).from('avatars');
});

describe('move', () => {
  it('moves within a bucket: the old name is gone, the new one serves the bytes', async () => {
    const from = `${owner.userId}/move-me.png`;
    const to = `${owner.userId}/moved/here.png`;
    await avatars.upload(from, pngFile(3), { metadata: { kept: true } });
    const { data, error } = await avatars.move(from, to);
    expect(error).toBeNull();
    expect(data?.message).toBe('Successfully moved');
    expect((await avatars.exists(from)).data).toBe(false);
    const moved = await avatars.download(to);
    expect(moved.data?.size).toBe(pngFile(3).size);
    expect((await avatars.info(to)).data?.metadata).toEqual({ kept: true });
  });

  it('moves across buckets (service role) and refuses a missing source or an empty name', async () => {
    const storage = await serviceStorage();
    const target = `move-target-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(target, { public: false });
    await storage.from('avatars').upload(`${owner.userId}/across.png`, pngFile());
    const res = await storage
      .from('avatars')
      .move(`${owner.userId}/across.png`, 'arrived.png', { destinationBucket: target });
    expect(res.error).toBeNull();
    expect((await storage.from(target).download('arrived.png')).error).toBeNull();
    const missing = await storage.from('avatars').move('non-existent', 'x.png');
    expect(errorShape(missing.error)).toMatchObject({ statusCode: '404' });
    const empty = await storage.from('avatars').move(`${owner.userId}/x.png`, '');
    expect(errorShape(empty.error)).toMatchObject({ status: 400 });
  });

  it("refuses to move someone else's object or onto an existing name", async () => {
    const path = `${owner.userId}/stay.png`;
    await avatars.upload(path, pngFile());
    const other = await signedInUser({ role: 'investor' });
    const theirs = storageAs(other.accessToken).from('avatars');
    const stolen = await theirs.move(path, `${other.userId}/stolen.png`);
    expect(errorShape(stolen.error)).toMatchObject({ statusCode: '404' });
    await avatars.upload(`${owner.userId}/taken.png`, pngFile());
    const clash = await avatars.move(path, `${owner.userId}/taken.png`);
    expect(errorShape(clash.error)).toMatchObject({ statusCode: '409' });
    expect((await avatars.exists(path)).data).toBe(true);
  });
});

describe('copy', () => {
  it('copies to a new name and answers the full destination key', async () => {
    const from = `${owner.userId}/copy-me.png`;
    await avatars.upload(from, pngFile(2), { metadata: { a: 1 } });
    const { data, error } = await avatars.copy(from, `${owner.userId}/copied.png`);
    expect(error).toBeNull();
    expect(data?.path).toBe(`avatars/${owner.userId}/copied.png`);
    expect((await avatars.exists(from)).data).toBe(true);
    expect((await avatars.info(`${owner.userId}/copied.png`)).data).toMatchObject({
      size: pngFile(2).size,
      metadata: { a: 1 },
    });
  });

  it('copies across buckets, and refuses a destination the caller may not write', async () => {
    const storage = await serviceStorage();
    const target = `copy-target-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(target, { public: false });
    const from = `${owner.userId}/copy-across.png`;
    await avatars.upload(from, pngFile());
    const ok = await storage.from('avatars').copy(from, 'c.png', { destinationBucket: target });
    expect(ok.data?.path).toBe(`${target}/c.png`);
    const refused = await avatars.copy(from, 'c2.png', { destinationBucket: target });
    expect(errorShape(refused.error)).toMatchObject({ statusCode: '403' });
  });
});

describe('listV2', () => {
  it('lists objects under a prefix, and folders with a delimiter', async () => {
    const storage = await serviceStorage();
    const bucket = `v2-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(bucket, { public: false });
    await storage.from(bucket).upload('testpath/file.txt', new Blob(['a']));
    await storage.from(bucket).upload('root.txt', new Blob(['b']));
    const flat = await storage.from(bucket).listV2({ prefix: 'testpath' });
    expect(flat.error).toBeNull();
    expect(flat.data).toMatchObject({
      hasNext: false,
      folders: [],
      objects: [expect.objectContaining({ name: 'testpath/file.txt', id: expect.any(String) })],
    });
    const delimited = await storage.from(bucket).listV2({ with_delimiter: true });
    expect(delimited.data?.folders).toEqual([
      expect.objectContaining({ key: 'testpath', name: 'testpath/' }),
    ]);
    expect(delimited.data?.objects.map((o) => o.name)).toEqual(['root.txt']);
  });

  it('pages with a cursor in every sort order', async () => {
    const storage = await serviceStorage();
    const bucket = `v2p-${crypto.randomUUID().slice(0, 8)}`;
    await storage.createBucket(bucket, { public: false });
    const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa', 'yy', 'oo'];
    for (const suffix of suffixes) {
      await storage.from(bucket).upload(`p/f${suffix}`, new Blob([suffix]));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const cases = [
      { expected: suffixes.slice().sort(), sortBy: undefined },
      { expected: suffixes.slice().sort().reverse(), sortBy: { column: 'name', order: 'desc' } },
      { expected: suffixes.slice(), sortBy: { column: 'created_at', order: 'asc' } },
      { expected: suffixes.slice().reverse(), sortBy: { column: 'created_at', order: 'desc' } },
    ] as const;
    for (const { expected, sortBy } of cases) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const res = await storage.from(bucket).listV2({
          prefix: 'p/',
          with_delimiter: true,
          limit: 2,
          ...(cursor ? { cursor } : {}),
          ...(sortBy ? { sortBy } : {}),
        });
        expect(res.error).toBeNull();
        seen.push(...(res.data?.objects ?? []).map((o) => o.name.slice('p/f'.length)));
        cursor = res.data?.hasNext ? res.data.nextCursor : undefined;
        pages++;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(4);
    }
  });

  it('shows a private bucket only to those who may read it, and refuses a bad cursor', async () => {
    const stranger = await signedInUser({ role: 'investor' });
    const res = await storageAs(stranger.accessToken).from('safe-documents').listV2({});
    expect(res.data?.objects).toEqual([]);
    const bad = await storageAs(stranger.accessToken)
      .from('avatars')
      .listV2({ cursor: 'not-a-cursor' });
    expect(errorShape(bad.error)).toMatchObject({ status: 400, statusCode: '400' });
  });
});
