import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HomePage } from '../../../web/pages/public/home-page';
import { renderRoutesWithSession } from '../session-test-utils';
import { apiTable, pathsOf, recordRequests, server } from '../msw';
import { PROJECTS } from './fixtures';
import { seriousAxeViolations } from './axe';

function renderHome() {
  return renderRoutesWithSession([{ path: '/', element: <HomePage /> }], '/');
}

describe('HomePage', () => {
  it('shows the hero calls to action, the stats strip and the closing call to action', async () => {
    server.use(apiTable({ '/api/projects': { projects: PROJECTS } }));
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
    server.use(apiTable({ '/api/projects': { projects: PROJECTS } }));
    const requests = recordRequests();
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
    expect(pathsOf(requests)).toContain('/api/projects');
  });

  it('offers Retry when the projects cannot be loaded', async () => {
    server.use(http.get('*/api/projects', () => HttpResponse.error()));
    renderHome();
    expect(await screen.findByText(/could not reach the server/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('has no serious or critical accessibility violations', async () => {
    server.use(apiTable({ '/api/projects': { projects: PROJECTS } }));
    const { container } = renderHome();
    await screen.findByRole('link', { name: 'CodeCanvas' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
