import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, ProjectDetailResponse, ProjectListResponse } from '../../../shared/api';
import { seedDatabase } from '../../../worker/seed';

const base = 'https://app.test/api/projects';

/** Seeding runs the investing commands and the closing job: room for a loaded machine. */
const SEED_HOOK_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  await seedDatabase(env.DB, new Date());
}, SEED_HOOK_TIMEOUT_MS);

async function list(query = ''): Promise<ProjectListResponse> {
  const res = await SELF.fetch(`${base}${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /api/projects', () => {
  it('lists only live projects, featured first, with every field the screens need', async () => {
    const { projects } = await list();
    // Ten funded live projects and ReleaseNotes, taking reservations.
    expect(projects.length).toBe(11);
    expect(projects.every((p) => p.status === 'active')).toBe(true);
    expect(projects.map((p) => p.slug)).not.toContain('taskpilot');
    expect(projects.map((p) => p.slug)).not.toContain('payrollpal');
    expect(projects.map((p) => p.slug)).not.toContain('buildbeacon');
    const firstPlain = projects.findIndex((p) => !p.featured);
    expect(projects.slice(firstPlain).every((p) => !p.featured)).toBe(true);
    expect(Object.keys(projects[0] ?? {}).sort()).toEqual(
      [
        'category',
        'coverImage',
        'createdAt',
        'creatorId',
        'creatorName',
        'description',
        'endDate',
        'equity',
        'featured',
        'fundingGoal',
        'fundingRaised',
        'hasLead',
        'id',
        'investors',
        'location',
        'minimumInvestment',
        'slug',
        'status',
        'tagline',
        'title',
        'website',
      ].sort(),
    );
  });

  it('filters by category and featured, and sorts', async () => {
    const finance = await list('?category=Finance');
    expect(finance.projects.length).toBe(2);
    expect(finance.projects.every((p) => p.category === 'Finance')).toBe(true);
    const featured = await list('?featured=true&limit=2');
    expect(featured.projects).toHaveLength(2);
    expect(featured.projects.every((p) => p.featured)).toBe(true);
    const raised = (await list('?sort=mostFunded')).projects.map((p) => p.fundingRaised);
    expect(raised).toEqual([...raised].sort((a, b) => b - a));
    const created = (await list('?sort=oldest')).projects.map((p) => p.createdAt);
    expect(created).toEqual([...created].sort());
  });

  it('answers bad parameters with a 400 envelope naming the field', async () => {
    for (const [query, field] of [
      ['?sort=cheapest', 'sort'],
      ['?featured=yes', 'featured'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?category=Gaming', 'category'],
    ] as const) {
      const res = await SELF.fetch(`${base}${query}`);
      expect(res.status, query).toBe(400);
      const body: ApiErrorBody = await res.json();
      expect(body.error.code).toBe('invalid_query');
      expect(Object.keys(body.error.details ?? {})).toEqual([field]);
    }
  });

  it('is cacheable: ETag, Cache-Control and 304 on If-None-Match', async () => {
    const res = await SELF.fetch(base);
    const etag = res.headers.get('ETag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const again = await SELF.fetch(base, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');
    const other = await SELF.fetch(base, { headers: { 'If-None-Match': '"stale"' } });
    expect(other.status).toBe(200);
  });
});

describe('GET /api/projects/:slug', () => {
  it('returns one live project with team, updates and gallery', async () => {
    const res = await SELF.fetch(`${base}/devpipeline`);
    expect(res.status).toBe(200);
    const { project }: ProjectDetailResponse = await res.json();
    expect(project).toMatchObject({ slug: 'devpipeline', title: 'DevPipeline', status: 'active' });
    expect(project.team[0]).toEqual({
      name: 'Jordan Lee',
      role: 'CEO & Co-founder',
      bio: expect.any(String),
      // A seeded upload in the project's own folder (docs/storage.md#seeded-images).
      avatar: `/storage/v1/object/public/project-images/${project.id}/team-jordan-lee.webp`,
    });
    expect(project.updates.map((u) => u.title)).toEqual([
      'Monorepo support is live',
      'First 100 teams',
    ]);
    expect(project.gallery).toHaveLength(3);
    const etag = res.headers.get('ETag') ?? '';
    const again = await SELF.fetch(`${base}/devpipeline`, {
      headers: { 'If-None-Match': `W/${etag}` },
    });
    expect(again.status).toBe(304);
  });

  it("answers unknown and unlisted slugs with 404 'Project not found.'", async () => {
    for (const slug of ['no-such-project', 'taskpilot', 'payrollpal', 'DEVPIPELINE']) {
      const res = await SELF.fetch(`${base}/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'project_not_found', message: 'Project not found.' },
      });
    }
  });

  it('keeps the page of a closed offering, with its status', async () => {
    // Seeded raises that closed funded and failed: their pages stay public.
    for (const [slug, status] of [
      ['buildbeacon', 'funded'],
      ['sleepwell-analytics', 'failed'],
    ]) {
      const res = await SELF.fetch(`${base}/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(await res.json()).toMatchObject({ project: { slug, status } });
    }
  });

  it("counts each visitor's first detail request of the day on today's figures", async () => {
    const views = () =>
      env.DB.prepare(
        "SELECT p.views AS total, d.views AS today FROM projects p JOIN project_daily_views d ON d.project_id = p.id WHERE p.slug = 'schemasafe' AND d.day = ?",
      )
        .bind(new Date().toISOString().slice(0, 10))
        .first<{ total: number; today: number }>();
    const from = (address: string) => ({ headers: { 'CF-Connecting-IP': address } });
    const before = await views();
    await SELF.fetch(`${base}/schemasafe`, from('192.0.2.1'));
    await SELF.fetch(`${base}/schemasafe`, from('192.0.2.2'));
    await SELF.fetch(`${base}/schemasafe`, from('192.0.2.2'));
    await SELF.fetch(`${base}/no-such-project`, from('192.0.2.3'));
    const after = await views();
    expect(after?.total).toBe((before?.total ?? 0) + 2);
    expect(after?.today).toBe((before?.today ?? 0) + 2);

    await SELF.fetch(`${base}/schemasafe`, {
      headers: { 'Sec-Purpose': 'prefetch', 'CF-Connecting-IP': '192.0.2.4' },
    });
    const afterPrefetch = await views();
    expect(afterPrefetch?.total).toBe(after?.total);
  });

  it('answers an absurdly long slug with 400', async () => {
    const res = await SELF.fetch(`${base}/${'a'.repeat(300)}`);
    expect(res.status).toBe(400);
    const body: ApiErrorBody = await res.json();
    expect(body.error.code).toBe('invalid_slug');
  });
});
