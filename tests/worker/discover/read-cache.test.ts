/**
 * The isolate's cache of GET /api/projects and /api/projects/:slug
 * (worker/projects/read-cache.ts): a write of this isolate is seen by the very next
 * anonymous read (money figures included), a write it did not make is seen within
 * PUBLIC_READ_TTL_MS, and a request with credentials or `Cache-Control: no-cache` always
 * reads D1.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailResponse } from '../../../shared/api';
import type { ProjectPage } from '../../../shared/discover';
import type { InvestmentResponse } from '../../../shared/investing/api';
import {
  invalidatePublicReads,
  PUBLIC_READ_TTL_MS,
  readThrough,
  type CachedAnswer,
} from '../../../worker/projects/read-cache';
import {
  call,
  commitBody,
  fundedInvestor,
  liveProject,
  newKey,
  setTerms,
} from '../investing/helpers';
import { importProjects } from './discover-fixtures';

const ORIGIN = 'https://app.test';

async function detail(slug: string, headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${ORIGIN}/api/projects/${slug}`, { headers });
  expect(res.status).toBe(200);
  return { etag: res.headers.get('ETag'), ...((await res.json()) as ProjectDetailResponse) };
}

async function newestPage(headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${ORIGIN}/api/projects?sort=newest&limit=100`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as ProjectPage;
}

let project: Awaited<ReturnType<typeof liveProject>>;
beforeAll(async () => {
  project = await liveProject({ title: 'Cache Harbor' });
  await setTerms(project.id, { goal: 10_000_000, maximum: 12_000_000, minimum: 50_000 });
});

describe('a write of this isolate', () => {
  it('shows in the next anonymous read: an investor commits, then cancels', async () => {
    const before = await detail(project.slug);
    // The second read is the cached answer: same bytes, same ETag.
    expect((await detail(project.slug)).etag).toBe(before.etag);
    const listed = (await newestPage()).projects.find((p) => p.id === project.id);
    expect(listed?.fundingRaised).toBe(before.project.fundingRaised);

    const investor = await fundedInvestor(200_000);
    const committed = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 75_000),
    });
    expect(committed.status).toBe(201);

    const after = await detail(project.slug);
    expect(after.project.fundingRaised).toBe(before.project.fundingRaised + 750);
    expect(after.project.investors).toBe(before.project.investors + 1);
    expect(after.etag).not.toBe(before.etag);
    const relisted = (await newestPage()).projects.find((p) => p.id === project.id);
    expect(relisted?.fundingRaised).toBe(before.project.fundingRaised + 750);

    const cancelled = await call(`/api/investments/${committed.body.investment.id}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { idempotencyKey: newKey() },
    });
    expect(cancelled.status).toBe(200);
    expect((await detail(project.slug)).project.fundingRaised).toBe(before.project.fundingRaised);
  });

  it('shows in the next anonymous read when appended through the event store', async () => {
    const before = await newestPage();
    await importProjects([
      { id: 'cache-new', slug: 'cache-new', createdAt: new Date().toISOString() },
    ]);
    const after = await newestPage();
    expect(after.total).toBe(before.total + 1);
    expect(after.projects[0]?.slug).toBe('cache-new');
  });
});

describe('a write the isolate did not make (straight to D1)', () => {
  it('is served from the cache for PUBLIC_READ_TTL_MS at most', async () => {
    const cached = await detail(project.slug);
    await env.DB.prepare('UPDATE projects SET tagline = ? WHERE id = ?')
      .bind('Changed behind the cache.', project.id)
      .run();
    expect((await detail(project.slug)).project.tagline).toBe(cached.project.tagline);
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_READ_TTL_MS + 50));
    expect((await detail(project.slug)).project.tagline).toBe('Changed behind the cache.');
  });

  it('is read at once by a request with credentials or Cache-Control: no-cache', async () => {
    await detail(project.slug);
    await env.DB.prepare('UPDATE projects SET tagline = ? WHERE id = ?')
      .bind('Read with no-cache.', project.id)
      .run();
    const noCache = await detail(project.slug, { 'Cache-Control': 'no-cache' });
    expect(noCache.project.tagline).toBe('Read with no-cache.');
    await env.DB.prepare('UPDATE projects SET tagline = ? WHERE id = ?')
      .bind('Read with a token.', project.id)
      .run();
    const signedIn = await detail(project.slug, { Authorization: 'Bearer not-even-valid' });
    expect(signedIn.project.tagline).toBe('Read with a token.');
    // The fresh read refreshed the entry for everyone.
    expect((await detail(project.slug)).project.tagline).toBe('Read with a token.');
  });
});

describe('readThrough', () => {
  const answer = (payload: unknown) => async () => ({ payload, meta: null });
  /** The cached answer's JSON text (the cache keeps its bytes). */
  const textOf = (cached: CachedAnswer<unknown> | null) =>
    cached && new TextDecoder().decode(cached.body);

  it('does not keep an answer read across a drop (a write raced the read)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reading = readThrough('raced', false, async () => {
      await gate;
      return { payload: 'before the write', meta: null };
    });
    invalidatePublicReads();
    release();
    expect(textOf(await reading)).toBe('"before the write"');
    expect(textOf(await readThrough('raced', false, answer('after the write')))).toBe(
      '"after the write"',
    );
  });

  it('expires an answer after the TTL and never caches a missing one', async () => {
    let now = 1_000_000;
    const clock = () => now;
    await readThrough('ttl', false, answer(1), clock);
    now += PUBLIC_READ_TTL_MS - 1;
    expect(textOf(await readThrough('ttl', false, answer(2), clock))).toBe('1');
    now += 1;
    expect(textOf(await readThrough('ttl', false, answer(3), clock))).toBe('3');
    expect(await readThrough('missing', false, async () => null)).toBeNull();
    expect(textOf(await readThrough('missing', false, answer('found')))).toBe('"found"');
  });

  it('keeps 256 answers at most, dropping the oldest first', async () => {
    invalidatePublicReads();
    for (let i = 0; i <= 256; i += 1) await readThrough(`bound-${i}`, false, answer(i));
    expect(textOf(await readThrough('bound-0', false, answer('reloaded')))).toBe('"reloaded"');
    expect(textOf(await readThrough('bound-256', false, answer('reloaded')))).toBe('256');
  });

  describe('one read per key at a time', () => {
    /** A load that answers `payload` once released, counting its calls. */
    function gatedLoad(payload: unknown) {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const load = Object.assign(
        async () => {
          load.calls += 1;
          await gate;
          return { payload, meta: null };
        },
        { calls: 0 },
      );
      return { load, release };
    }

    it('answers the expired entry at once while one request reads it again', async () => {
      invalidatePublicReads();
      let now = 2_000_000;
      const clock = () => now;
      await readThrough('herd', false, answer('old'), clock);
      now += PUBLIC_READ_TTL_MS;
      const refresh = gatedLoad('new');
      const reading = readThrough('herd', false, refresh.load, clock);
      const others = gatedLoad('never read');
      // Answered before the read ends: no request waits on another's read (the Workers
      // runtime cancels a request that awaits a promise another request created).
      const meanwhile = await Promise.all(
        Array.from({ length: 20 }, () => readThrough('herd', false, others.load, clock)),
      );
      expect(meanwhile.map(textOf)).toEqual(Array(20).fill('"old"'));
      expect([refresh.load.calls, others.load.calls]).toEqual([1, 0]);
      refresh.release();
      expect(textOf(await reading)).toBe('"new"');
      expect(textOf(await readThrough('herd', false, others.load, clock))).toBe('"new"');
    });

    it('serves no expired answer to a fresh request, after a write, or past a second TTL', async () => {
      invalidatePublicReads();
      let now = 3_000_000;
      const clock = () => now;
      await readThrough('stale', false, answer('old'), clock);
      now += PUBLIC_READ_TTL_MS;
      const refresh = gatedLoad('new');
      const reading = readThrough('stale', false, refresh.load, clock);
      expect(textOf(await readThrough('stale', true, answer('fresh'), clock))).toBe('"fresh"');
      now += PUBLIC_READ_TTL_MS;
      expect(textOf(await readThrough('stale', false, answer('too old'), clock))).toBe('"too old"');
      invalidatePublicReads();
      expect(textOf(await readThrough('stale', false, answer('after the write'), clock))).toBe(
        '"after the write"',
      );
      refresh.release();
      await reading;
    });
  });
});
