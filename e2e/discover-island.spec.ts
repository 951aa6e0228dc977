/**
 * Discover on the prerendered /projects page before the app has started: the page's own
 * script (the Discover island, see docs/architecture.md) answers the search, the category
 * chips and the sort from the projects the page holds, and the app takes over with the
 * visitor's choices once it starts. The app's boot chunk is held here, so "before the app
 * starts" is a fact of the test, not a race.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdTheApp } from './hold-app';
import { collectErrors } from './page-errors';

interface PageProject {
  id: string;
  title: string;
  tagline: string;
  description: string;
  category: string;
  createdAt: string;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The titles of the cards on screen, in the order they are laid out (CSS order included). */
const shownTitles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main article')]
      .filter((card) => card.checkVisibility())
      .map((card) => ({ card, box: card.getBoundingClientRect() }))
      .sort((a, b) => a.box.top - b.box.top || a.box.left - b.box.left)
      .map(({ card }) => card.querySelector<HTMLElement>('h2, h3')?.innerText.trim() ?? ''),
  );
/** What the results' count says: its text, or what CSS draws in its place. */
const countText = (page: Page) =>
  page.evaluate(() => {
    const status = document.querySelector<HTMLElement>('main [role="status"]');
    if (!status) return '';
    const drawn = getComputedStyle(status, '::after').content;
    return drawn.startsWith('"') ? (JSON.parse(drawn) as string) : status.innerText.trim();
  });
/** The unfiltered first page the prerendered page carries (what the island filters). */
const inlinedProjects = (page: Page) =>
  page.evaluate(() => {
    const data = JSON.parse(document.getElementById('prerender-data')?.textContent ?? '{}') as {
      data?: Record<string, { projects: PageProject[]; total: number }>;
    };
    return data.data?.['/api/projects?sort=newest'] ?? { projects: [], total: 0 };
  });
const newestFirst = (a: PageProject, b: PageProject) => b.createdAt.localeCompare(a.createdAt);
const projectCount = (n: number) => (n === 1 ? '1 project' : `${n} projects`);

/** Waits for Discover's URL to hold exactly these filters (query parameters, any order). */
async function expectUrlFilters(page: Page, filters: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path: '/projects', ...filters });
}

/** Opens the prerendered Discover with the app's chunk held, watching for errors. */
async function openDiscoverWithAppHeld(page: Page) {
  const errors = collectErrors(page);
  const app = await holdTheApp(page);
  await page.goto('/projects');
  await expect(cards(page).first()).toBeVisible();
  return { errors, app };
}

test('the prerendered Discover answers search, chips and sort before the app starts, and the app takes them over', async ({
  page,
}) => {
  const { errors, app } = await openDiscoverWithAppHeld(page);
  const inlined = await inlinedProjects(page);
  const titles = inlined.projects.map((p) => p.title);
  expect(titles.length).toBeGreaterThan(1);
  const whole = inlined.projects.length >= inlined.total;
  const count = (n: number) =>
    whole ? projectCount(n) : `${projectCount(n)} of the first ${titles.length}, searching all…`;

  // The search: the cards whose title, tagline or description hold the text, newest first.
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('PIPELINE');
  // Focusing the box asked for the app; it is held, so what follows is the island's answer.
  await app.requested;
  const pipeline = inlined.projects
    .filter((p) =>
      [p.title, p.tagline, p.description].some((text) => text.toLowerCase().includes('pipeline')),
    )
    .map((p) => p.title);
  expect(pipeline.length).toBeGreaterThan(0);
  expect(pipeline.length).toBeLessThan(titles.length);
  await expect.poll(() => shownTitles(page)).toEqual(pipeline);
  expect(await countText(page)).toBe(count(pipeline.length));

  // A chip, then the sort: Finance, oldest first.
  await search.fill('');
  await expect.poll(() => shownTitles(page)).toEqual(titles);
  const finance = page.getByRole('button', { name: 'Finance', exact: true });
  await finance.click();
  await expect(finance).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const financeProjects = inlined.projects.filter((p) => p.category === 'Finance');
  expect(financeProjects.length).toBeGreaterThan(1);
  const financeNewest = [...financeProjects].sort(newestFirst).map((p) => p.title);
  await expect.poll(() => shownTitles(page)).toEqual(financeNewest);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest');
  await expect.poll(() => shownTitles(page)).toEqual([...financeNewest].reverse());
  expect(await countText(page)).toBe(count(financeProjects.length));
  // Still the prerendered page: nothing wrote the filters to the URL.
  expect(new URL(page.url()).search).toBe('');

  // The app starts and shows the same choices, from the server's own answer.
  await app.release();
  await expectUrlFilters(page, { category: 'Finance', sort: 'oldest' });
  const answer = (await (
    await page.request.get('/api/projects?category=Finance&sort=oldest')
  ).json()) as { projects: PageProject[]; total: number };
  await expect.poll(() => shownTitles(page)).toEqual(answer.projects.map((p) => p.title));
  await expect(page.getByRole('main').getByRole('status')).toHaveText(projectCount(answer.total));
  await expect(finance).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
  await expect(search).toHaveValue('');
  // The island's style is gone: what shows is the app's.
  await expect(page.locator('style#discover-island')).toHaveCount(0);
  // Chosen once: one history entry for the island's filters, none for the held click replayed.
  await page.goBack();
  await expectUrlFilters(page, {});
  await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goForward();
  await expectUrlFilters(page, { category: 'Finance', sort: 'oldest' });

  // The app's own filtering goes on from there.
  await search.fill('ledger');
  await expectUrlFilters(page, { q: 'ledger', category: 'Finance', sort: 'oldest' });
  const ledger = (await (
    await page.request.get('/api/projects?q=ledger&category=Finance&sort=oldest')
  ).json()) as { projects: PageProject[] };
  expect(ledger.projects.length).toBeLessThan(answer.projects.length);
  await expect.poll(() => shownTitles(page)).toEqual(ledger.projects.map((p) => p.title));
  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expectUrlFilters(page, { q: 'ledger', sort: 'oldest' });
  expect(errors).toEqual([]);
});

test('typed and picked before the app starts: the app ends with exactly the visitor’s choice', async ({
  page,
}) => {
  const { errors, app } = await openDiscoverWithAppHeld(page);
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await search.fill('lite');
  await app.requested;
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('leastFunded');
  // Released while the search box still has focus and its text: deferred-boot hands the
  // typed and picked values to the app once it hydrates, and the island the same filters.
  await app.release();
  await expectUrlFilters(page, { q: 'lite', sort: 'leastFunded' });
  await expect(search).toHaveValue('lite');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('leastFunded');
  const answer = (await (
    await page.request.get('/api/projects?q=lite&sort=leastFunded')
  ).json()) as {
    projects: PageProject[];
  };
  await expect.poll(() => shownTitles(page)).toEqual(answer.projects.map((p) => p.title));
  // Typing on in the app's own search box.
  await search.press('End');
  await search.pressSequentially('x');
  await expectUrlFilters(page, { q: 'litex', sort: 'leastFunded' });
  await expect(page.getByRole('heading', { name: 'No projects found' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('without holding the app: the first chip click and sort change end in the app’s Discover', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/projects');
  const finance = page.getByRole('button', { name: 'Finance', exact: true });
  await finance.click();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('mostFunded');
  await expectUrlFilters(page, { category: 'Finance', sort: 'mostFunded' });
  const answer = (await (
    await page.request.get('/api/projects?category=Finance&sort=mostFunded')
  ).json()) as { projects: PageProject[] };
  await expect.poll(() => shownTitles(page)).toEqual(answer.projects.map((p) => p.title));
  await expect(finance).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('style#discover-island')).toHaveCount(0);
  expect(errors).toEqual([]);
});
