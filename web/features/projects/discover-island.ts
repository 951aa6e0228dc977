/**
 * Discover before the app has started. The prerendered /projects page holds its first
 * page of projects (inlined for hydration); this small script, loaded with the page,
 * answers the search box, the category chips and the sort from those projects at once,
 * while React is still loading: cards that do not match are hidden by one <style>
 * element, the rest are put in order, and the count is drawn by CSS. It never changes
 * text React will hydrate (React would discard the page and render it again). Right
 * before hydration (beforeDiscoverHydrates) the cards stay where they are, later picks
 * ordering them by CSS, and the app's first render draws them in that order
 * (discoverHydrationOrder), so the page reads as it looks throughout; when the app's
 * Discover mounts it takes the island's filters (takeDiscoverIsland) and shows them in the
 * same commit.
 */
import type { ProjectSummary } from '../../../shared/api';
import { projectListSearch } from '../../../shared/discover-query';
import { prerenderedResponse } from '../../lib/prerendered-data';
import {
  ALL_CATEGORIES,
  isSortOption,
  matchProjects,
  NO_FILTERS,
  projectCount,
  type ProjectFilters,
} from './match-projects';

/** The hooks the Discover components put on their elements for this script. */
export const DISCOVER_HOOK = 'data-discover';
export const CHIP_CATEGORY = 'data-category';
export const CARD_ID = 'data-project-id';
const STYLE_ID = 'discover-island';
/** What counts as the visitor reaching for or using Discover's controls. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;
/**
 * How long the controls must be left alone before the app loads: longer than the pause
 * between reaching for a control and using it (a click then the first key, a focus then
 * an arrow key, a touch then its click).
 */
export const QUIET_MS = 300;
/** The app loads by then however busy the visitor is (the island only has the first page). */
export const QUIET_MAX_MS = 2000;

interface Island {
  filters: ProjectFilters;
  /** When the visitor last reached for or used Discover's controls (performance.now()). */
  lastUsed: number;
  /** From now on React owns the cards' places: later picks order them by CSS. */
  freeze: () => void;
  /** The ids of the cards in the page's order, once frozen. */
  order: string[] | null;
  stop: () => void;
}

let island: Island | null = null;

/** A CSS string literal: the text in double quotes, quotes and backslashes escaped. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * The style that shows `filters` over the prerendered cards: non-matches hidden, matches
 * in order, the count replaced. Only when `projects` is every live project, or the server
 * has counted the matches, is the answer whole; otherwise the count says it is the first
 * page's.
 */
export function islandStyle(
  projects: readonly ProjectSummary[],
  total: number,
  filters: ProjectFilters,
  /** Order by CSS rather than by the cards' places in the page (while React hydrates). */
  cssOrder = false,
  /** The server's count for `filters` (askServer), once it has answered; null before. */
  serverTotal: number | null = null,
): string {
  const shown = matchProjects(projects, filters);
  const order = new Map(shown.map((project, index) => [project.id, index]));
  const card = (id: string) => `[${DISCOVER_HOOK}="results"] [${CARD_ID}=${cssString(id)}]`;
  const rules = projects.flatMap((project) => {
    const at = order.get(project.id);
    if (at === undefined) return [`${card(project.id)}{display:none}`];
    return cssOrder ? [`${card(project.id)}{order:${at}}`] : [];
  });
  // The page's matches are the whole answer when it holds every project, or when the
  // server counts no more than the page has.
  const whole = projects.length >= total || serverTotal === shown.length;
  const count =
    shown.length === 0 && whole
      ? 'No projects found. Try changing the filters or your search.'
      : whole
        ? projectCount(shown.length)
        : `${projectCount(shown.length)} of the first ${projects.length}, searching all…`;
  const status = `[${DISCOVER_HOOK}="status"]`;
  rules.push(`${status}>*{display:none}`, `${status}::after{content:${cssString(count)}}`);
  return rules.join('\n');
}

function setPressed(chips: HTMLElement[], category: string): void {
  const pressed = chips.find((chip) => chip.getAttribute('aria-pressed') === 'true');
  const next = chips.find((chip) => chip.getAttribute(CHIP_CATEGORY) === category);
  if (!pressed || !next || pressed === next) return;
  // Same recipe, two variants: trading class lists trades the looks.
  const solid = pressed.className;
  pressed.className = next.className;
  next.className = solid;
  pressed.setAttribute('aria-pressed', 'false');
  next.setAttribute('aria-pressed', 'true');
}

/**
 * Answers Discover's filters on the prerendered page until the app takes over. Does
 * nothing unless the page holds Discover's hooks and its inlined first page.
 * Listens on window in the capture phase, where the page's boot script (web/lib/deferred-boot.ts)
 * holds clicks for the app: stopPropagation there does not stop another window listener.
 */
export function startDiscoverIsland(
  root: HTMLElement,
  page: {
    projects: ProjectSummary[];
    total: number;
  },
): void {
  if (island) return;
  const search = root.querySelector<HTMLInputElement>(`input[${DISCOVER_HOOK}="search"]`);
  const sort = root.querySelector<HTMLSelectElement>(`select[${DISCOVER_HOOK}="sort"]`);
  const chips = [...root.querySelectorAll<HTMLElement>(`[${CHIP_CATEGORY}]`)];
  if (!search || !sort || chips.length === 0) return;
  const original = chips.map((chip) => ({
    chip,
    className: chip.className,
    pressed: chip.getAttribute('aria-pressed'),
  }));
  const list = root.querySelector(`[${DISCOVER_HOOK}="results"] ul`);
  const cards = [...(list?.children ?? [])];
  const style = document.createElement('style');
  style.id = STYLE_ID;
  const filters: ProjectFilters = { ...NO_FILTERS };
  let hydrating = false;
  /** The server's count for the filters it was last asked about (see askServer). */
  let counted: { path: string; total: number } | null = null;
  const render = () => {
    const path = filteredPath(filters);
    const partial = page.projects.length < page.total && !isUnfiltered(filters);
    if (partial && counted?.path !== path) askServer(path);
    const serverTotal = counted?.path === path ? counted.total : null;
    style.textContent = islandStyle(page.projects, page.total, filters, hydrating, serverTotal);
    if (!style.isConnected) document.head.append(style);
    if (hydrating || !list) return;
    // The cards in the page in the chosen order, so reading order is what is seen.
    const rank = new Map(matchProjects(page.projects, filters).map((p, i) => [p.id, i]));
    const at = (card: Element) => rank.get(card.getAttribute(CARD_ID) ?? '') ?? cards.length;
    list.append(...[...cards].sort((a, b) => at(a) - at(b)));
  };
  // A search the first page cannot answer asks the server at once, not after the app has
  // started: its count says whether the page's matches are all there are (a search that
  // matches nothing shows "No projects found" straight away).
  const askServer = (path: string) => {
    void fetch(path, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ total?: unknown }>) : null))
      .then((answer) => {
        if (typeof answer?.total !== 'number' || island === null) return;
        counted = { path, total: answer.total };
        if (filteredPath(filters) === path) render();
      })
      .catch(() => {
        // the count stays partial; the app, starting meanwhile, asks again
      });
  };
  const onEdit = (event: Event) => {
    if (event.target === search && search.value !== filters.search) {
      filters.search = search.value;
    } else if (event.target === sort && isSortOption(sort.value) && sort.value !== filters.sort) {
      filters.sort = sort.value;
    } else {
      // A select fires input, then change, for one pick: it is answered once.
      return;
    }
    render();
  };
  const onClick = (event: MouseEvent) => {
    const chip =
      event.target instanceof Element ? event.target.closest(`[${CHIP_CATEGORY}]`) : null;
    const category = chip?.getAttribute(CHIP_CATEGORY);
    if (!category || !root.contains(chip) || category === filters.category) return;
    filters.category = category;
    setPressed(chips, category);
    render();
  };
  const controls = [search, sort, ...chips];
  const onUse = ({ target }: Event) => {
    if (island && target instanceof Node && controls.some((c) => c.contains(target))) {
      island.lastUsed = performance.now();
    }
  };
  // What was typed or picked before this script arrived counts too.
  filters.search = search.value;
  if (isSortOption(sort.value)) filters.sort = sort.value;
  if (!isUnfiltered(filters)) render();
  root.addEventListener('input', onEdit, true);
  root.addEventListener('change', onEdit, true);
  window.addEventListener('click', onClick, true);
  // On window, ahead of the listeners web/lib/deferred-boot.ts adds after this: the event
  // that starts the app is seen as a use before the app's loading asks whether to wait.
  for (const type of USE_EVENTS)
    window.addEventListener(type, onUse, { capture: true, passive: true });
  island = {
    filters,
    lastUsed: Number.NEGATIVE_INFINITY,
    freeze: () => {
      hydrating = true;
      if (island)
        island.order = [...(list?.children ?? [])].map((c) => c.getAttribute(CARD_ID) ?? '');
      if (style.isConnected) render();
    },
    order: null,
    stop: () => {
      root.removeEventListener('input', onEdit, true);
      root.removeEventListener('change', onEdit, true);
      window.removeEventListener('click', onClick, true);
      for (const type of USE_EVENTS) window.removeEventListener(type, onUse, true);
      style.remove();
      if (!hydrating) list?.append(...cards);
      // Back to the server's HTML, which is what React hydrated.
      for (const { chip, className, pressed } of original) {
        chip.className = className;
        if (pressed === null) chip.removeAttribute('aria-pressed');
        else chip.setAttribute('aria-pressed', pressed);
      }
    },
  };
}

/**
 * Resolves once the visitor has left Discover's controls alone for a moment (at once when
 * the island is not running; at the latest after QUIET_MAX_MS). web/main.tsx waits for it
 * before loading the app: fetching and evaluating the app's scripts are long tasks, and one
 * landing between a visitor's first keystroke or click and the island's answer to it
 * (reaching for a control is what starts the app) delayed that answer by their length.
 */
export function discoverIslandSettled(): Promise<void> {
  const since = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const now = performance.now();
      const quietFor = now - (island?.lastUsed ?? Number.NEGATIVE_INFINITY);
      if (quietFor >= QUIET_MS || now - since >= QUIET_MAX_MS) resolve();
      else setTimeout(check, QUIET_MS - quietFor);
    };
    check();
  });
}

/**
 * The /api path of Discover's unfiltered first page, as the prerendered page inlines it.
 * Spelled out: shared/routes.ts's apiPaths would bring every route's path into the page's
 * entry script; tests/web/public/discover-island.test.tsx checks it is the app's own path.
 */
export const DISCOVER_FIRST_PAGE = `/api/projects?sort=${NO_FILTERS.sort}`;

/** The /api path of the first page for `filters`, as the app's Discover asks for it. */
function filteredPath(filters: ProjectFilters): string {
  const category = filters.category !== ALL_CATEGORIES ? filters.category : undefined;
  return `/api/projects${projectListSearch({ q: filters.search, category, sort: filters.sort })}`;
}

/**
 * Starts the island on the prerendered, unfiltered /projects page (web/main.tsx calls it
 * there); anywhere else it does nothing.
 */
export function startDiscoverIslandOnPage(root: HTMLElement): void {
  const page = prerenderedResponse<{ projects: ProjectSummary[]; total: number }>(
    DISCOVER_FIRST_PAGE,
  );
  if (page) startDiscoverIsland(root, page);
}

/**
 * Called right before React hydrates the page (web/main.tsx): the cards keep their places,
 * which the app's first render follows (discoverHydrationOrder); picks made from now on
 * order them by CSS. Typing and clicks go on being answered until the app's Discover
 * takes over.
 */
export function beforeDiscoverHydrates(): void {
  island?.freeze();
}

/**
 * While React hydrates: the ids of the prerendered cards in the page's order, which may be
 * the visitor's rather than the server's. Discover draws its first page in this order so
 * hydration finds each card where it expects it; null once the island is taken or before
 * hydration starts.
 */
export function discoverHydrationOrder(): readonly string[] | null {
  return island?.order ?? null;
}

/**
 * Ends the island and hands over what the visitor chose meanwhile (null when it never
 * ran). The app's Discover calls it once mounted; the page is the server's again, so it
 * must show the returned filters in the same commit.
 */
export function takeDiscoverIsland(): ProjectFilters | null {
  const taken = island;
  if (!taken) return null;
  island = null;
  taken.stop();
  return { ...taken.filters };
}

/** True when the island's filters are the page's own (nothing chosen yet). */
export function isUnfiltered(filters: ProjectFilters): boolean {
  return (
    filters.search.trim() === '' &&
    filters.category === ALL_CATEGORIES &&
    filters.sort === NO_FILTERS.sort
  );
}
