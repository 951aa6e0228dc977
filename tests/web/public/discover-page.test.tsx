import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscoverPage } from '../../../web/pages/public/discover-page';
import { renderRoutesWithSession } from '../session-test-utils';
import { seriousAxeViolations } from './axe';
import { fetchFrom, PROJECTS } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

function renderDiscover(path = '/projects') {
  vi.stubGlobal('fetch', vi.fn(fetchFrom({ '/api/projects': { projects: PROJECTS } })));
  return renderRoutesWithSession([{ path: '/projects', element: <DiscoverPage /> }], path);
}

/** Titles of the cards in the grid, in order. */
async function cardTitles() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent);
}

describe('DiscoverPage', () => {
  it('shows the title, a skeleton while loading, then every project newest first', async () => {
    renderDiscover();
    expect(screen.getByRole('heading', { level: 1, name: 'Discover SaaS Projects' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading projects');
    expect(await cardTitles()).toEqual(['LedgerLoop', 'CodeCanvas', 'FocusFlow', 'BuildBot']);
  });

  it('searches case-insensitively and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findAllByRole('article');
    await user.type(screen.getByPlaceholderText('Search projects...'), 'LEDGER');
    expect(await cardTitles()).toEqual(['LedgerLoop']);
    expect(router.state.location.search).toBe('?q=LEDGER');
  });

  it('filters by category chip, marking the chip pressed and writing it to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findAllByRole('article');
    const chips = screen.getByRole('group', { name: 'Filter by category' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Developer Tools', 'Finance', 'Productivity']);
    await user.click(within(chips).getByRole('button', { name: 'Developer Tools' }));
    expect(await cardTitles()).toEqual(['CodeCanvas', 'BuildBot']);
    expect(within(chips).getByRole('button', { name: 'Developer Tools' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(new URLSearchParams(router.state.location.search).get('category')).toBe(
      'Developer Tools',
    );
  });

  it('sorts by the selected option', async () => {
    const user = userEvent.setup();
    const { router } = renderDiscover();
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'mostFunded');
    expect(await cardTitles()).toEqual(['LedgerLoop', 'CodeCanvas', 'BuildBot', 'FocusFlow']);
    await user.selectOptions(sort, 'leastFunded');
    expect(await cardTitles()).toEqual(['FocusFlow', 'BuildBot', 'CodeCanvas', 'LedgerLoop']);
    await user.selectOptions(sort, 'oldest');
    expect(await cardTitles()).toEqual(['BuildBot', 'FocusFlow', 'CodeCanvas', 'LedgerLoop']);
    expect(router.state.location.search).toBe('?sort=oldest');
  });

  it('opens a shared link with its filters applied, and Back restores the previous view', async () => {
    const user = userEvent.setup();
    const { router } = renderDiscover('/projects?category=Developer+Tools&sort=oldest');
    expect(await cardTitles()).toEqual(['BuildBot', 'CodeCanvas']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('oldest');
    await user.click(screen.getByRole('button', { name: 'Finance' }));
    expect(await cardTitles()).toEqual(['LedgerLoop']);
    await router.navigate(-1);
    await waitFor(async () => expect(await cardTitles()).toEqual(['BuildBot', 'CodeCanvas']));
  });

  it('shows the empty state when nothing matches, and clearing brings everything back', async () => {
    const user = userEvent.setup();
    renderDiscover('/projects?q=quantum%20toaster');
    expect(await screen.findByRole('heading', { name: 'No projects found' })).toBeVisible();
    expect(screen.getByText(/changing the filters or your search/i)).toBeVisible();
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('quantum toaster');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await cardTitles()).toHaveLength(4);
    expect(screen.getByPlaceholderText('Search projects...')).toHaveValue('');
  });

  it('explains a failure and loads again on Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) {
          return Response.json(
            { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
            { status: 500 },
          );
        }
        return Response.json({ projects: PROJECTS });
      }),
    );
    renderRoutesWithSession([{ path: '/projects', element: <DiscoverPage /> }], '/projects');
    expect(await screen.findByText('Something went wrong on our side.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cardTitles()).toHaveLength(4);
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = renderDiscover();
    await screen.findAllByRole('article');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
