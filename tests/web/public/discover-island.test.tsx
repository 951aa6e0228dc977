import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DiscoverPage } from '../../../web/pages/public/discover-page';
import { projectPagePath } from '../../../web/features/projects/api/get-project-pages';
import {
  DISCOVER_FIRST_PAGE,
  QUIET_MAX_MS,
  QUIET_MS,
  beforeDiscoverHydrates,
  discoverHydrationOrder,
  discoverIslandSettled,
  islandStyle,
  startDiscoverIsland,
  takeDiscoverIsland,
} from '../../../web/features/projects/discover-island';
import { formatCount, NO_FILTERS } from '../../../web/features/projects/match-projects';
import { server as msw } from '../msw';
import { renderRoutesWithSession } from '../session-test-utils';
import { pagedProjects } from './discover-server';
import { PROJECTS } from './fixtures';

const page = { projects: PROJECTS, total: PROJECTS.length };

/** Discover's HTML as the app renders it, without the app: what a prerendered page holds. */
async function staticDiscover(): Promise<HTMLElement> {
  document.body.replaceChildren();
  msw.use(pagedProjects(PROJECTS).handler);
  const view = renderRoutesWithSession(
    [{ path: '/projects', element: <DiscoverPage /> }],
    '/projects',
  );
  await within(view.container).findAllByRole('article');
  const html = view.container.innerHTML;
  view.unmount();
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const islandCss = () => document.getElementById('discover-island')?.textContent ?? '';

/** The ids of the cards in the page's order, hidden ones left out. */
const cardOrder = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-project-id]')]
    .map((card) => card.getAttribute('data-project-id') ?? '')
    .filter((id) => !islandCss().includes(`[data-project-id="${id}"]{display:none}`));

afterEach(() => {
  takeDiscoverIsland();
});

describe('islandStyle', () => {
  it('hides the cards that do not match, with the count', () => {
    const css = islandStyle(PROJECTS, 4, { ...NO_FILTERS, category: 'Developer Tools' });
    expect(css).toContain('[data-project-id="p-2"]{display:none}');
    expect(css).not.toContain('order:');
    expect(css).toContain('content:"2 projects"');
  });

  it('orders the matches by CSS while React hydrates the server order', () => {
    const css = islandStyle(PROJECTS, 4, { ...NO_FILTERS, category: 'Developer Tools' }, true);
    expect(css).toContain('[data-project-id="p-2"]{display:none}');
    expect(css).toContain('[data-project-id="p-3"]{display:none}');
    // Newest first: CodeCanvas (September) before BuildBot (July).
    expect(css).toContain('[data-project-id="p-1"]{order:0}');
    expect(css).toContain('[data-project-id="p-4"]{order:1}');
    expect(css).toContain('content:"2 projects"');
  });

  it('says the answer is partial when the page does not hold every live project', () => {
    const css = islandStyle(PROJECTS, 30, { ...NO_FILTERS, search: 'ledger' });
    expect(css).toContain('content:"1 project of the first 4, searching all…"');
  });

  it('says nothing matches only when it has every project', () => {
    const css = islandStyle(PROJECTS, 4, { ...NO_FILTERS, search: 'quantum toaster' });
    expect(css).toContain('content:"No projects found. Try changing the filters or your search."');
  });

  it('escapes ids and text inside CSS strings', () => {
    const odd = [{ ...PROJECTS[0]!, id: 'a"b\\c' }];
    expect(islandStyle(odd, 1, NO_FILTERS, true)).toContain(
      '[data-project-id="a\\"b\\\\c"]{order:0}',
    );
  });

  it('writes counts with thousands separators, without Intl', () => {
    expect([0, 7, 999, 1000, 24_680, 1_234_567].map(formatCount)).toEqual([
      '0',
      '7',
      '999',
      '1,000',
      '24,680',
      '1,234,567',
    ]);
  });

  it('reads the first page the prerendered page inlines for the app', () => {
    expect(DISCOVER_FIRST_PAGE).toBe(projectPagePath(NO_FILTERS));
  });
});

describe('Discover before the app starts', () => {
  it('answers the search, a chip and the sort at once, then hands the page back as it was', async () => {
    const root = await staticDiscover();
    startDiscoverIsland(root, page);
    const search = within(root).getByPlaceholderText<HTMLInputElement>('Search projects...');
    type(search, 'flaky');
    expect(cardOrder(root)).toEqual(['p-4']);
    expect(islandCss()).toContain('content:"1 project"');

    type(search, '');
    const finance = within(root).getByRole('button', { name: 'Finance' });
    const all = within(root).getByRole('button', { name: 'All' });
    const [solid, outline] = [all.className, finance.className];
    finance.click();
    expect(finance).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(finance.className).toBe(solid);
    expect(cardOrder(root)).toEqual(['p-2']);

    all.click();
    const sort = within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    sort.value = 'oldest';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // The cards themselves move, so reading order is the order seen.
    expect(cardOrder(root)).toEqual(['p-4', 'p-3', 'p-1', 'p-2']);

    // Right before hydration: the cards stay in the visitor's order, which the app's first
    // render follows; picks from now on order them by CSS.
    expect(discoverHydrationOrder()).toBeNull();
    beforeDiscoverHydrates();
    expect(cardOrder(root)).toEqual(['p-4', 'p-3', 'p-1', 'p-2']);
    expect(discoverHydrationOrder()).toEqual(['p-4', 'p-3', 'p-1', 'p-2']);
    expect(islandCss()).toContain('[data-project-id="p-4"]{order:0}');
    finance.click();
    expect(cardOrder(root)).toEqual(['p-2']);
    expect(islandCss()).toContain('[data-project-id="p-2"]{order:0}');

    expect(takeDiscoverIsland()).toEqual({ search: '', category: 'Finance', sort: 'oldest' });
    expect(document.getElementById('discover-island')).toBeNull();
    expect(discoverHydrationOrder()).toBeNull();
    // The server's HTML again, which is what React hydrates.
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(finance).toHaveAttribute('aria-pressed', 'false');
    expect(finance.className).toBe(outline);
    expect(takeDiscoverIsland()).toBeNull();
  });

  it('asks the server at once for a search beyond the first page, and shows its count', async () => {
    const root = await staticDiscover();
    // The page holds the first 4 of 30 live projects; the server has all 30.
    const more = Array.from({ length: 26 }, (_, i) => ({
      ...PROJECTS[0]!,
      id: `more-${i}`,
      slug: `more-${i}`,
      title: `Another project ${i}`,
    }));
    const server = pagedProjects([...PROJECTS, ...more]);
    msw.use(server.handler);
    startDiscoverIsland(root, { projects: PROJECTS, total: 30 });
    const search = within(root).getByPlaceholderText<HTMLInputElement>('Search projects...');

    type(search, 'zzq');
    expect(islandCss()).toContain('searching all…');
    await waitFor(() =>
      expect(islandCss()).toContain(
        'content:"No projects found. Try changing the filters or your search."',
      ),
    );
    expect(server.asked.map((query) => query.get('q'))).toEqual(['zzq']);

    type(search, 'flaky');
    await waitFor(() => expect(islandCss()).toContain('content:"1 project"'));
    expect(cardOrder(root)).toEqual(['p-4']);
  });

  it('counts what was typed and picked before it started', async () => {
    const root = await staticDiscover();
    within(root).getByPlaceholderText<HTMLInputElement>('Search projects...').value = 'ledger';
    startDiscoverIsland(root, page);
    expect(cardOrder(root)).toEqual(['p-2']);
    expect(takeDiscoverIsland()).toEqual({ ...NO_FILTERS, search: 'ledger' });
  });

  it('answers a pick once: a select fires input, then change', async () => {
    const root = await staticDiscover();
    startDiscoverIsland(root, page);
    const list = root.querySelector('[data-discover="results"] ul');
    if (!list) throw new Error('no results list');
    const append = vi.spyOn(list, 'append');
    const sort = within(root).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    sort.value = 'oldest';
    sort.dispatchEvent(new Event('input', { bubbles: true }));
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(append).toHaveBeenCalledTimes(1);
    within(root).getByRole('button', { name: 'All' }).click();
    expect(append).toHaveBeenCalledTimes(1);
    expect(cardOrder(root)).toEqual(['p-4', 'p-3', 'p-1', 'p-2']);
  });

  it('does nothing on a page without Discover', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>About</p>';
    startDiscoverIsland(root, page);
    expect(takeDiscoverIsland()).toBeNull();
  });

  it('hands what the visitor chose to the app, which shows it and writes it to the URL', async () => {
    const root = await staticDiscover();
    startDiscoverIsland(root, page);
    type(within(root).getByPlaceholderText<HTMLInputElement>('Search projects...'), 'code');
    within(root).getByRole('button', { name: 'Developer Tools' }).click();
    root.remove();

    msw.use(pagedProjects(PROJECTS).handler);
    const { router } = renderRoutesWithSession(
      [{ path: '/projects', element: <DiscoverPage /> }],
      '/projects',
    );
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('code');
    expect(screen.getByRole('button', { name: 'Developer Tools' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('category')).toBe(
        'Developer Tools',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('code');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'CodeCanvas',
    ]);
  });
});

describe('discoverIslandSettled', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * How long discoverIslandSettled waits when called, as web/lib/deferred-boot.ts calls it,
   * from a window listener added after the island's, on the first event of `act`.
   */
  const settledAfter = async (act: () => void) => {
    let settled = false;
    const start = () => void discoverIslandSettled().then(() => (settled = true));
    window.addEventListener('focusin', start, { capture: true, once: true });
    act();
    window.removeEventListener('focusin', start, true);
    const waited: number[] = [];
    for (let t = 0; !settled && t <= QUIET_MAX_MS + 100; t += 50) {
      await vi.advanceTimersByTimeAsync(50);
      if (settled) waited.push(t + 50);
    }
    return waited[0];
  };

  it('lets the app load at once when the island is not running', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    await expect(discoverIslandSettled()).resolves.toBeUndefined();
  });

  it('waits until the visitor has left the controls alone for a moment', async () => {
    const root = await staticDiscover();
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    startDiscoverIsland(root, page);
    const search = within(root).getByPlaceholderText<HTMLInputElement>('Search projects...');
    // Reaching for the box starts the app; the first key follows.
    const waited = await settledAfter(() => {
      search.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      setTimeout(() => type(search, 'c'), 100);
    });
    expect(waited).toBeGreaterThanOrEqual(100 + QUIET_MS);
    expect(waited).toBeLessThan(100 + QUIET_MS + 100);
    // Elsewhere on the page: no wait.
    const elsewhere = root.querySelector('h1');
    expect(elsewhere).not.toBeNull();
    expect(
      await settledAfter(() =>
        elsewhere?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
      ),
    ).toBe(50);
  });

  it('lets the app load by QUIET_MAX_MS however busy the visitor is', async () => {
    const root = await staticDiscover();
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'performance'] });
    startDiscoverIsland(root, page);
    const search = within(root).getByPlaceholderText<HTMLInputElement>('Search projects...');
    let text = '';
    const typing = setInterval(() => type(search, (text += 'a')), QUIET_MS / 2);
    const waited = await settledAfter(() =>
      search.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    clearInterval(typing);
    expect(waited).toBeGreaterThanOrEqual(QUIET_MAX_MS);
    expect(waited).toBeLessThanOrEqual(QUIET_MAX_MS + 100);
  });
});
