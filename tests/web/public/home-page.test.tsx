import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HomePage } from '../../../web/pages/public/home-page';
import { renderRoutesWithSession } from '../session-test-utils';
import { fetchFrom, PROJECTS } from './fixtures';
import { seriousAxeViolations } from './axe';

afterEach(() => vi.unstubAllGlobals());

function renderHome() {
  return renderRoutesWithSession([{ path: '/', element: <HomePage /> }], '/');
}

describe('HomePage', () => {
  it('shows the hero calls to action, the stats strip and the closing call to action', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchFrom({ '/api/projects': { projects: PROJECTS } })));
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const browse = screen.getAllByRole('link', { name: 'Browse Projects' });
    expect(browse).toHaveLength(2);
    browse.forEach((link) => expect(link).toHaveAttribute('href', '/projects'));
    expect(screen.getByRole('link', { name: 'Start Investing' })).toHaveAttribute(
      'href',
      '/signup?role=investor',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    const stats = screen.getByRole('region', { name: 'LaunchFund in numbers' });
    const terms = within(stats)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const figures = within(stats)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'raised',
      'funded projects',
      'angel investors',
      'of projects still active',
    ]);
    expect(figures).toEqual(['$2.4M', '150+', '1,200+', '85%']);
    const how = screen.getByRole('region', { name: 'How It Works' });
    for (const step of ['Discover', 'Invest', 'Track & Grow']) {
      expect(within(how).getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
  });

  it('lists featured projects first, then others in list order, with a link to all projects', async () => {
    const fetchMock = vi.fn(fetchFrom({ '/api/projects': { projects: PROJECTS } }));
    vi.stubGlobal('fetch', fetchMock);
    renderHome();
    const featured = screen.getByRole('region', { name: 'Featured Projects' });
    const links = await within(featured).findAllByRole('link', {
      name: /^(CodeCanvas|LedgerLoop|FocusFlow|BuildBot)$/,
    });
    expect(links.map((link) => link.textContent)).toEqual([
      'CodeCanvas',
      'LedgerLoop',
      'FocusFlow',
    ]);
    expect(within(featured).getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/projects', expect.anything());
  });

  it('offers Retry when the projects cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderHome();
    expect(await screen.findByText(/could not reach the server/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchFrom({ '/api/projects': { projects: PROJECTS } })));
    const { container } = renderHome();
    await screen.findByRole('link', { name: 'CodeCanvas' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
