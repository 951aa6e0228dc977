/**
 * Issue 12, item 10: a project's views count once per visitor per day, none is lost
 * under concurrency, no raw address is stored, and a count that fails is logged rather
 * than swallowed.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ORIGIN, bearer, signedInUser } from '../helpers/auth';
import { projectViewsSettled, queueProjectView } from '../../../worker/events/project-view-batch';
import { call, draftAs, lifecycleCast } from '../lifecycle/lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

let slug: string;
let projectId: string;

beforeAll(async () => {
  const cast = await lifecycleCast();
  const project = await draftAs(cast.owner);
  await completeDisclosures(project.id, cast.owner);
  await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
  await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: cast.admin });
  slug = project.slug;
  projectId = project.id;
  // The first page this isolate renders loads the whole web app through the pool's module
  // runner (over 10 s on a busy machine); a page that counts no view takes that cost here,
  // so the test below times four renders, not the start-up.
  await (await SELF.fetch(`${TEST_ORIGIN}/about`)).arrayBuffer();
}, 90_000);

afterEach(() => {
  vi.restoreAllMocks();
});

/** The project's page, rendered by the worker (its in-process read is the view). */
function pageView(headers: Record<string, string>) {
  return SELF.fetch(`${TEST_ORIGIN}/project/${slug}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (test)', ...headers },
  });
}

function view(headers: Record<string, string> = {}) {
  return SELF.fetch(`${TEST_ORIGIN}/api/projects/${slug}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (test)', ...headers },
  });
}

/**
 * The total and today's views as the dashboards read them, once the views queued so far
 * are counted (they are counted after the answer is sent, in the same isolate).
 */
async function views(): Promise<{ total: number; today: number }> {
  await projectViewsSettled();
  const total = await env.DB.prepare('SELECT views FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ views: number }>();
  const today = await env.DB.prepare(
    'SELECT views FROM project_daily_views WHERE project_id = ? AND day = ?',
  )
    .bind(projectId, new Date().toISOString().slice(0, 10))
    .first<{ views: number }>();
  return { total: total?.views ?? 0, today: today?.views ?? 0 };
}

describe('project views', () => {
  it('counts the rendered page as a view of its visitor, and its prefetch as none', async () => {
    const before = await views();
    for (const address of ['203.0.113.71', '203.0.113.72', '203.0.113.72']) {
      const res = await pageView({ 'CF-Connecting-IP': address });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const prefetch = await pageView({
      'CF-Connecting-IP': '203.0.113.73',
      'Sec-Purpose': 'prefetch',
    });
    await prefetch.arrayBuffer();
    expect(await views()).toEqual({ total: before.total + 2, today: before.today + 2 });
  });

  it('counts 300 requests of one anonymous visitor as one view, storing no address', async () => {
    const before = await views();
    for (let i = 0; i < 300; i += 1) {
      const res = await view({ 'CF-Connecting-IP': '203.0.113.10' });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(await views()).toEqual({ total: before.total + 1, today: before.today + 1 });
    // Another browser at the same address is another visitor.
    await (await view({ 'CF-Connecting-IP': '203.0.113.10', 'User-Agent': 'Other/1.0' })).text();
    expect((await views()).total).toBe(before.total + 2);
    // Visitors are salted hashes: the address is nowhere in the event log.
    const leaks = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM events WHERE stream_id LIKE '%203.0.113.10%' OR payload LIKE '%203.0.113.10%'",
    ).first<{ n: number }>();
    expect(leaks?.n).toBe(0);
  });

  it("does not queue a known visitor's repeat of a view counted today", async () => {
    const before = await views();
    const visitor = {
      kind: 'anonymous',
      address: '203.0.113.90',
      userAgent: 'Mozilla/5.0 (test)',
    } as const;
    const at = new Date();
    const first = queueProjectView(env.DB, { projectId, visitor, at });
    expect(first).not.toBeNull();
    await first;
    // Counted, and the isolate knows it: the repeat is answered on the spot.
    expect(queueProjectView(env.DB, { projectId, visitor, at })).toBeNull();
    // Another visitor is queued, and so is one whose identity is resolved off the path.
    const other = { ...visitor, address: '203.0.113.91' };
    const queued = [
      queueProjectView(env.DB, { projectId, visitor: other, at }),
      queueProjectView(env.DB, { projectId, visitor: () => Promise.resolve(visitor), at }),
    ];
    expect(queued.every((promise) => promise !== null)).toBe(true);
    await Promise.all(queued);
    expect((await views()).total).toBe(before.total + 2);
  });

  it('counts a signed-in user once, from any address; two users at one address twice', async () => {
    const [ana, ben] = await Promise.all([signedInUser(), signedInUser()]);
    const before = await views();
    for (const address of ['198.51.100.1', '198.51.100.2', '2001:db8::1']) {
      await (await view({ ...bearer(ana.accessToken), 'CF-Connecting-IP': address })).text();
    }
    await (await view({ ...bearer(ben.accessToken), 'CF-Connecting-IP': '198.51.100.1' })).text();
    expect((await views()).total).toBe(before.total + 2);
  });

  it('counts 100 concurrent requests from 100 visitors as 100 views', async () => {
    const before = await views();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        view({ 'CF-Connecting-IP': `192.0.2.${i + 1}` }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    expect(responses.every((status) => status === 200)).toBe(true);
    expect(await views()).toEqual({ total: before.total + 100, today: before.today + 100 });
  });

  it('logs a count that fails, still serves the page, and counts the next visit', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await env.DB.prepare(
      `CREATE TRIGGER fail_views BEFORE INSERT ON events WHEN NEW.type = 'project.viewed'
       BEGIN SELECT RAISE(ABORT, 'simulated storage failure'); END`,
    ).run();
    const before = await views();
    let res: Response;
    try {
      res = await view({ 'CF-Connecting-IP': '203.0.113.200' });
      await projectViewsSettled();
    } finally {
      await env.DB.prepare('DROP TRIGGER fail_views').run();
    }
    expect(res.status).toBe(200);
    expect(await views()).toEqual(before);
    const logged = errors.mock.calls.map((args) => args.map(String).join(' '));
    expect(logged.some((line) => line.includes('project_view_not_counted'))).toBe(true);
    expect(logged.some((line) => line.includes(projectId))).toBe(true);
    expect(logged.join('\n')).not.toContain('203.0.113.200');

    // The lost visit was not marked as counted: the same visitor's next request counts.
    await (await view({ 'CF-Connecting-IP': '203.0.113.200' })).text();
    expect((await views()).total).toBe(before.total + 1);
  });
});
