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

    it('sends the requests that miss meanwhile to the read under way, not to D1', async () => {
      invalidatePublicReads();
      const { load, release } = gatedLoad('once');
      const waiting = Array.from({ length: 20 }, () => readThrough('herd', false, load));
      release();
      const answers = await Promise.all(waiting);
      expect(load.calls).toBe(1);
      expect(answers.map(textOf)).toEqual(Array(20).fill('"once"'));
    });

    it('lets a fresh request read for itself, and joins nothing begun before a write', async () => {
      invalidatePublicReads();
      const first = gatedLoad('before the write');
      const before = readThrough('herd-write', false, first.load);
      const fresh = gatedLoad('fresh');
      const freshRead = readThrough('herd-write', true, fresh.load);
      invalidatePublicReads();
      const after = gatedLoad('after the write');
      const afterRead = readThrough('herd-write', false, after.load);
      first.release();
      fresh.release();
      after.release();
      expect(textOf(await before)).toBe('"before the write"');
      expect(textOf(await freshRead)).toBe('"fresh"');
      expect(textOf(await afterRead)).toBe('"after the write"');
      expect([first.load.calls, fresh.load.calls, after.load.calls]).toEqual([1, 1, 1]);
    });

    it('shares a failed read with its waiters, and the next request reads again', async () => {
      invalidatePublicReads();
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const failing = async () => {
        await gate;
        throw new Error('D1 is down');
      };
      const reads = [
        readThrough('herd-fail', false, failing),
        readThrough('herd-fail', false, failing),
      ];
      release();
      const settled = await Promise.allSettled(reads);
      expect(settled.map((r) => r.status === 'rejected' && String(r.reason))).toEqual([
        'Error: D1 is down',
        'Error: D1 is down',
      ]);
      expect(textOf(await readThrough('herd-fail', false, answer('back')))).toBe('"back"');
    });
  });
});
