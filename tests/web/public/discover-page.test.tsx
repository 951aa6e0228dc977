import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DiscoverPage } from '../../../web/pages/public/discover-page';
import { server as msw } from '../msw';
import { renderRoutesWithSession } from '../session-test-utils';
import { seriousAxeViolations } from './axe';
import { pagedProjects } from './discover-server';
import { makeProject, PROJECTS } from './fixtures';

function renderDiscover(path = '/projects', server = pagedProjects(PROJECTS)) {
  msw.use(server.handler);
  return {
    ...renderRoutesWithSession([{ path: '/projects', element: <DiscoverPage /> }], path),
    server,
  };
}

/** Titles of the cards in the grid, in order. */
async function cardTitles() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent);
}

/**
 * Holds the list requests that carry `param` until released (registered after the
 * stand-in server, so it is asked first; a request it lets through goes on to it).
 */
function holdRequests(param: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  msw.use(
    http.get('*/api/projects', async ({ request }) => {
      if (new URL(request.url).searchParams.has(param)) await held;
    }),
  );
  return release;
}

describe('DiscoverPage', () => {
  it('shows the title, a skeleton while loading, then the first page newest first', async () => {
    const { server } = renderDiscover();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(await cardTitles()).toEqual(['LedgerLoop', 'CodeCanvas', 'FocusFlow', 'BuildBot']);
    expect(screen.getByRole('status')).toHaveTextContent('4 projects');
    expect(server.asked.map(String)).toEqual(['sort=newest']);
  });

  it('asks the server once typing pauses, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router, server } = renderDiscover();
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'LEDGER');
    await waitFor(() => expect(router.state.location.search).toBe('?q=LEDGER'));
    // One request for the word, not one per keystroke.
    await waitFor(() => expect(server.asked.map((q) => q.get('q'))).toEqual([null, 'LEDGER']));
    expect(await cardTitles()).toEqual(['LedgerLoop']);
  });

  it('shows the matches it has at the first keystroke, before the server answers', async () => {
    const user = userEvent.setup();
    const { router, server } = renderDiscover();
    // Searches wait until released; the first (unfiltered) page is answered at once.
    const release = holdRequests('q');
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'ledger');
    // Every live project is here (4 of 4), so the answer is already whole.
    expect(await cardTitles()).toEqual(['LedgerLoop']);
    expect(screen.getByRole('status')).toHaveTextContent('1 project');
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?q=ledger'));
    await waitFor(() => expect(server.asked.map((q) => q.get('q'))).toEqual([null, 'ledger']));
    expect(await cardTitles()).toEqual(['LedgerLoop']);
  });

  it('says a first-keystroke answer is partial when not every project is here yet', async () => {
    const user = userEvent.setup();
    // Two a page: the two newest are here, BuildBot (the flaky-test one) is not.
    renderDiscover('/projects', pagedProjects(PROJECTS, 2));
    const release = holdRequests('q');
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'flaky');
    expect(screen.getByRole('status')).toHaveTextContent(
      '0 projects so far, searching all projects…',
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'No projects found' })).toBeNull();
    release();
    await waitFor(async () => expect(await cardTitles()).toEqual(['BuildBot']));
    expect(screen.getByRole('status')).toHaveTextContent('1 project');
  });

  it('asks the server at once for a search nothing here matches, when not every project is here', async () => {
    const user = userEvent.setup();
    const { router, server } = renderDiscover('/projects', pagedProjects(PROJECTS, 2));
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'zzq');
    // Well before typing's pause (250 ms) is over: the URL and the server have the search.
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzq'), { timeout: 150 });
    expect(server.asked.map((q) => q.get('q'))).toContain('zzq');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeVisible();
    // Back leaves the search in one step, not one per keystroke.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("asks for a chip's answer once, at the click", async () => {
    const user = userEvent.setup();
    const { server } = renderDiscover('/projects', pagedProjects(PROJECTS, 2));
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Developer Tools' }));
    await waitFor(async () => expect(await cardTitles()).toEqual(['CodeCanvas', 'BuildBot']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.asked.map((q) => q.get('category'))).toEqual([null, 'Developer Tools']);
  });

  it("shows a chip's projects at the click, before the server answers", async () => {
    const user = userEvent.setup();
    const { server } = renderDiscover();
    const release = holdRequests('category');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Developer Tools' }));
    expect(await cardTitles()).toEqual(['CodeCanvas', 'BuildBot']);
    expect(server.asked).toHaveLength(1);
    release();
    await waitFor(() => expect(server.asked).toHaveLength(2));
    expect(await cardTitles()).toEqual(['CodeCanvas', 'BuildBot']);
  });

  it('filters by category chip, marking the chip pressed and writing it to the URL', async () => {
    const user = userEvent.setup();
    const { router, server } = renderDiscover();
    await screen.findAllByRole('article');
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All',
      'Artificial Intelligence',
      'Developer Tools',
      'Finance',
      'Health & Fitness',
      'Productivity',
    ]);
    await user.click(within(chips).getByRole('button', { name: 'Developer Tools' }));
    await waitFor(async () => expect(await cardTitles()).toEqual(['CodeCanvas', 'BuildBot']));
    expect(within(chips).getByRole('button', { name: 'Developer Tools' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe(
      'Developer Tools',
    );
    expect(server.asked.at(-1)?.get('category')).toBe('Developer Tools');
  });

  it('sorts by the selected option on the server', async () => {
    const user = userEvent.setup();
    const { router, server } = renderDiscover();
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'mostFunded');
    await waitFor(async () =>
      expect(await cardTitles()).toEqual(['LedgerLoop', 'CodeCanvas', 'BuildBot', 'FocusFlow']),
    );
    await user.selectOptions(sort, 'leastFunded');
    await waitFor(async () =>
      expect(await cardTitles()).toEqual(['FocusFlow', 'BuildBot', 'CodeCanvas', 'LedgerLoop']),
    );
    await user.selectOptions(sort, 'oldest');
    await waitFor(async () =>
      expect(await cardTitles()).toEqual(['BuildBot', 'FocusFlow', 'CodeCanvas', 'LedgerLoop']),
    );
    expect(router.state.location.search).toBe('?sort=oldest');
    expect(server.asked.map((q) => q.get('sort'))).toEqual([
      'newest',
      'mostFunded',
      'leastFunded',
      'oldest',
    ]);
  });

  it('filters by "has a lead investor" and sorts those with a lead first, on the server', async () => {
    const user = userEvent.setup();
    // FocusFlow and BuildBot have a lead investor who accepted.
    const led = PROJECTS.map((p) =>
      p.title === 'FocusFlow' || p.title === 'BuildBot' ? { ...p, hasLead: true } : p,
    );
    const { router, server } = renderDiscover('/projects', pagedProjects(led));
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'leadFirst');
    await waitFor(async () =>
      expect(await cardTitles()).toEqual(['FocusFlow', 'BuildBot', 'LedgerLoop', 'CodeCanvas']),
    );
    const lead = screen.getByRole('checkbox', { name: 'Has a lead investor' });
    expect(lead).not.toBeChecked();
    await user.click(screen.getByText('Has a lead investor'));
    await waitFor(async () => expect(await cardTitles()).toEqual(['FocusFlow', 'BuildBot']));
    expect(lead).toBeChecked();
    expect(router.state.location.search).toBe('?sort=leadFirst&lead=true');
    await waitFor(() => expect(server.asked.at(-1)?.get('lead')).toBe('true'));
    expect(server.asked.at(-1)?.get('sort')).toBe('leadFirst');
    // Unticked, the filter leaves the URL and the list.
    await user.click(screen.getByText('Has a lead investor'));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(4));
    expect(router.state.location.search).toBe('?sort=leadFirst');
  });

  it('opens a shared link with its filters applied, and Back restores the previous view', async () => {
    const user = userEvent.setup();
    const { router } = renderDiscover('/projects?category=Developer+Tools&sort=oldest');
    expect(await cardTitles()).toEqual(['BuildBot', 'CodeCanvas']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    await user.click(screen.getByRole('button', { name: 'Finance' }));
    await waitFor(async () => expect(await cardTitles()).toEqual(['LedgerLoop']));
    await router.navigate(-1);
    await waitFor(async () => expect(await cardTitles()).toEqual(['BuildBot', 'CodeCanvas']));
  });

  it('loads more projects page by page, keeping the filters, until the last page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 7 }, (_, i) =>
      makeProject({
        id: `f-${i}`,
        slug: `finance-${i}`,
        title: `Finance App ${i}`,
        category: 'Finance',
        createdAt: new Date(Date.UTC(2026, 0, 10 - i)).toISOString(),
      }),
    );
    const server = pagedProjects([...PROJECTS, ...many], 3);
    renderDiscover('/projects?category=Finance', server);
    expect(await cardTitles()).toEqual(['LedgerLoop', 'Finance App 0', 'Finance App 1']);
    expect(screen.getByRole('status')).toHaveTextContent('3 projects of 8');
    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Load more projects' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(8));
    expect(screen.getByRole('status')).toHaveTextContent('8 projects');
    expect(screen.queryByRole('button', { name: 'Load more projects' })).toBeNull();
    expect(server.asked.map((q) => [q.get('category'), q.get('cursor')])).toEqual([
      ['Finance', null],
      ['Finance', '3'],
      ['Finance', '6'],
    ]);
  });

  it('shows the empty state when nothing matches, and clearing brings everything back', async () => {
    const user = userEvent.setup();
    renderDiscover('/projects?q=quantum%20toaster');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeVisible();
    expect(screen.getByText(/changing the filters or your search/i)).toBeVisible();
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('quantum toaster');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(async () => expect(await cardTitles()).toHaveLength(4));
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('');
  });

  it('explains a failure and loads again on Retry', async () => {
    const user = userEvent.setup();
    const server = pagedProjects(PROJECTS);
    // The first request fails; the handlers listed first take precedence.
    msw.use(
      http.get(
        '*/api/projects',
        () =>
          HttpResponse.json(
            { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
            { status: 500 },
          ),
        { once: true },
      ),
      server.handler,
    );
    renderRoutesWithSession([{ path: '/projects', element: <DiscoverPage /> }], '/projects');
    expect(await screen.findByText('Something went wrong on our side.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardTitles()).toHaveLength(4);
  });

  it('has no serious or critical accessibility violations', async () => {
    const server = pagedProjects(PROJECTS, 2);
    const { container } = renderDiscover('/projects', server);
    await screen.findAllByRole('article');
    await screen.findByRole('button', { name: 'Load more projects' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
