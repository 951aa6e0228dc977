/**
 * GET /api/projects?q= searches title, tagline and description case-insensitively (any
 * substring, as Discover always has), combines with category and sort, and refuses every
 * bad query value with a 400 in the /api envelope.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importProjects, listPage, walk } from './discover-fixtures';

const day = (n: number) => new Date(Date.UTC(2026, 2, 1 + n)).toISOString();

beforeAll(async () => {
  await importProjects([
    { id: 's-1', slug: 'quartzline', title: 'Quartzline Billing', createdAt: day(1) },
    {
      id: 's-2',
      slug: 'ledger-two',
      tagline: 'Invoices that QUARTZ-proof your books',
      category: 'Finance',
      createdAt: day(2),
    },
    {
      id: 's-3',
      slug: 'deep-three',
      description: 'Under the hood a quartzlike scheduler runs 100% of jobs_on time.',
      category: 'Finance',
      createdAt: day(3),
    },
    { id: 's-4', slug: 'unrelated', title: 'Cobalt Desk', createdAt: day(4) },
    {
      id: 's-5',
      slug: 'hidden-draft',
      title: 'Quartz Draft',
      createdAt: day(5),
      stage: 'draft',
    },
    { id: 's-6', slug: 'cafe-app', title: 'Café Orders', createdAt: day(6) },
  ]);
});

const slugs = async (query: string) => {
  const { status, body } = await listPage(query);
  expect(status).toBe(200);
  return { slugs: body.projects.map((p) => p.slug), total: body.total };
};

describe('GET /api/projects?q=', () => {
  it('matches title, tagline and description in any case, live projects only', async () => {
    expect(await slugs('?q=quartz&sort=oldest')).toEqual({
      slugs: ['quartzline', 'ledger-two', 'deep-three'],
      total: 3,
    });
    expect((await slugs('?q=QuArTz&sort=newest')).slugs).toEqual([
      'deep-three',
      'ledger-two',
      'quartzline',
    ]);
  });

  it('matches inside words, ignores surrounding spaces, and takes short text', async () => {
    expect((await slugs('?q=%20artzli%20')).slugs.sort()).toEqual(['deep-three', 'quartzline']);
    expect((await slugs('?q=zl')).slugs.sort()).toEqual(['deep-three', 'quartzline']);
  });

  it('treats quotes, operators and LIKE wildcards as text', async () => {
    expect((await slugs('?q=%22quartz%22')).total).toBe(0);
    expect((await slugs('?q=quartz%20OR%20cobalt')).total).toBe(0);
    expect((await slugs('?q=100%25')).slugs).toEqual(['deep-three']);
    expect((await slugs('?q=s_o')).slugs).toEqual(['deep-three']);
    expect((await slugs('?q=%25')).slugs).toEqual(['deep-three']);
    expect((await slugs('?q=caf%C3%A9')).slugs).toEqual(['cafe-app']);
  });

  it('combines with category and sort, and pages through the matches', async () => {
    expect(await slugs('?q=quartz&category=Finance&sort=oldest')).toEqual({
      slugs: ['ledger-two', 'deep-three'],
      total: 2,
    });
    const walked = await walk({ q: 'quartz', sort: 'newest' }, 1);
    expect(walked).toEqual({ slugs: ['deep-three', 'ledger-two', 'quartzline'], totals: [3] });
  });

  it.each([
    ['sort=popular', 'sort'],
    ['category=Gardening', 'category'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['featured=yes', 'featured'],
    ['cursor=not*a*cursor', 'cursor'],
    ['cursor=bm90LWpzb24', 'cursor'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['sort=newest&sort=oldest', 'sort'],
    ['page=2', 'page'],
  ])('refuses %s with 400 invalid_query naming the parameter', async (query, key) => {
    const { status, body } = await listPage(`?${query}`);
    expect(status).toBe(400);
    expect(body.error?.code).toBe('invalid_query');
    expect(Object.keys(body.error?.details ?? {})).toContain(key);
  });

  it('refuses a cursor of another order', async () => {
    const first = await listPage('?sort=newest&limit=1');
    const other = await listPage(`?sort=oldest&limit=1&cursor=${first.body.nextCursor}`);
    expect(other.status).toBe(400);
    expect(other.body.error?.details).toHaveProperty('cursor');
  });
});

describe('a query string validated once (kept parsed by the worker)', () => {
  it('answers a repeated query alike and refuses a bad one every time', async () => {
    const first = await listPage('?q=%20QUARTZ%20&sort=newest');
    const again = await listPage('?q=%20QUARTZ%20&sort=newest');
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(first.body.projects?.length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i += 1) {
      const bad = await listPage('?sort=sideways');
      expect(bad.status).toBe(400);
      expect(bad.body.error?.details).toHaveProperty('sort');
    }
  });
});
