/**
 * GET /api/projects answers pages: every order walks every live project exactly once
 * through its cursor, the total holds on every page, a project listed meanwhile never
 * makes a page repeat or skip one, and a page stays small whatever the descriptions.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { compareProjectsBy, DISCOVER_SORTS, type ProjectCategory } from '../../../shared/api';
import { PROJECT_CATEGORIES } from '../../../shared/schemas/project-draft';
import { importProjects, listPage, walk, type LiveProject } from './discover-fixtures';

const LIVE = 45;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

interface Listed {
  id: string;
  slug: string;
  category: string;
  createdAt: string;
  fundingRaised: number;
}

/** Discover's order (shared comparator), ties by creation time then id in the same direction. */
function expectedOrder(rows: Listed[], sort: (typeof DISCOVER_SORTS)[number]) {
  const ascending = sort === 'oldest' || sort === 'leastFunded';
  const tie = (a: Listed, b: Listed) => {
    const byKey =
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
    return ascending ? byKey : -byKey;
  };
  return [...rows].sort((a, b) => compareProjectsBy(sort)(a, b) || tie(a, b)).map((r) => r.slug);
}

let live: Listed[] = [];

beforeAll(async () => {
  const projects: LiveProject[] = Array.from({ length: LIVE }, (_, i) => ({
    id: `page-${String(i).padStart(3, '0')}`,
    slug: `paged-${i}`,
    // Three projects share each creation time: the id must break the tie.
    createdAt: day(Math.floor(i / 3)),
    category: PROJECT_CATEGORIES[i % PROJECT_CATEGORIES.length] as ProjectCategory,
  }));
  projects.push(
    { id: 'page-draft', slug: 'paged-draft', createdAt: day(40), stage: 'draft' },
    { id: 'page-review', slug: 'paged-review', createdAt: day(41), stage: 'in_review' },
  );
  await importProjects(projects);
  // Raised figures with ties (the legacy projection's column; no offerings here).
  for (let i = 0; i < LIVE; i += 1) {
    await env.DB.prepare('UPDATE projects SET funding_raised = ? WHERE id = ?')
      .bind(((i * 7919) % 10) * 1_000, `page-${String(i).padStart(3, '0')}`)
      .run();
  }
  const { results } = await env.DB.prepare(
    "SELECT id, slug, category, created_at AS createdAt, funding_raised AS fundingRaised FROM projects WHERE status = 'active'",
  ).all<Listed>();
  live = results;
});

describe('GET /api/projects pages', () => {
  it('answers 24 projects by default, with the total and a next cursor', async () => {
    const { status, body } = await listPage('?sort=newest');
    expect(status).toBe(200);
    expect(body.projects).toHaveLength(24);
    expect(body.total).toBe(LIVE);
    expect(body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each(DISCOVER_SORTS)('walks every live project once in %s order', async (sort) => {
    const { slugs, totals } = await walk({ sort }, 7);
    expect(slugs).toEqual(expectedOrder(live, sort));
    expect(new Set(slugs).size).toBe(LIVE);
    expect(totals).toEqual([LIVE]);
  });

  it('walks a category in every order, with the category total', async () => {
    const finance = live.filter((p) => p.category === 'Finance');
    for (const sort of DISCOVER_SORTS) {
      const { slugs, totals } = await walk({ sort, category: 'Finance' }, 4);
      expect(slugs).toEqual(expectedOrder(finance, sort));
      expect(totals).toEqual([finance.length]);
    }
  });

  it('keeps a cursor stable when a project is listed and another re-ranked meanwhile', async () => {
    const first = await listPage('?sort=mostFunded&limit=10');
    const before = expectedOrder(live, 'mostFunded');
    await importProjects([{ id: 'page-late', slug: 'paged-late', createdAt: day(60) }]);
    await env.DB.prepare('UPDATE projects SET funding_raised = 99000 WHERE id = ?')
      .bind('page-late')
      .run();
    const rest: string[] = [];
    let cursor = first.body.nextCursor;
    while (cursor) {
      const page = await listPage(`?sort=mostFunded&limit=10&cursor=${cursor}`);
      rest.push(...page.body.projects.map((p) => p.slug));
      cursor = page.body.nextCursor;
    }
    // Ranked above the cursor, the new project is not on later pages; nothing repeats or is skipped.
    expect([...first.body.projects.map((p) => p.slug), ...rest]).toEqual(before);
    await env.DB.prepare("UPDATE projects SET status = 'failed' WHERE id = 'page-late'").run();
  });

  it('cuts descriptions so a page of the longest ones stays under 50 KB', async () => {
    const long = `${'A very long description of a SaaS company. '.repeat(240).slice(0, 9_999)}x`;
    await importProjects(
      Array.from({ length: 24 }, (_, i) => ({
        id: `page-long-${i}`,
        slug: `paged-long-${i}`,
        category: 'Productivity' as const,
        title: 'T'.repeat(120),
        tagline: 'g'.repeat(200),
        description: long,
        createdAt: day(100 + i),
      })),
    );
    const page = await listPage('?sort=newest&category=Productivity');
    expect(page.body.projects.every((p) => p.description.length <= 280)).toBe(true);
    expect(page.bytes).toBeLessThan(50 * 1024);
    const detail = await listPage('/paged-long-0', { 'Sec-Purpose': 'prefetch' });
    expect(
      (detail.body as unknown as { project: { description: string } }).project.description,
    ).toBe(long);
  });

  it('answers an unchanged page with 304 to its ETag', async () => {
    const first = await listPage('?sort=oldest&limit=5');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await listPage('?sort=oldest&limit=5', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('keeps the listed order (featured first) for callers that name no sort', async () => {
    await env.DB.prepare("UPDATE projects SET featured = 1 WHERE id = 'page-001'").run();
    const { body } = await listPage('?limit=3');
    expect(body.projects[0]?.slug).toBe('paged-1');
    const featured = await listPage('?featured=true');
    expect(featured.body.projects.map((p) => p.slug)).toEqual(['paged-1']);
    expect(featured.body.total).toBe(1);
  });
});
