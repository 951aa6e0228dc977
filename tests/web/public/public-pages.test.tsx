import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { publicRoutes } from '../../../web/app/public-routes';
import { apiTable, server } from '../msw';
import { renderRoutesWithSession } from '../session-test-utils';
import { seriousAxeViolations } from './axe';
import { makeDetail, PROJECTS } from './fixtures';

/** Every public route of docs/product.md#public-routes, with the heading that proves the right page rendered. */
const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Fund the next great SaaS company'],
  ['/projects', 'Discover SaaS Projects'],
  ['/project/codecanvas', 'CodeCanvas'],
  ['/how-it-works', 'How It Works'],
  ['/about', 'About LaunchFund'],
  ['/faq', 'Frequently Asked Questions'],
  ['/contact', 'Contact us'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/legal', 'Risk Disclosure'],
  ['/pricing', 'Pricing'],
  ['/guides', 'Investor Guides'],
  ['/creator-resources', 'Creator Resources'],
  ['/community', 'Community'],
  ['/careers', 'Careers'],
  ['/press', 'Press'],
  ['/blog', 'Blog'],
  ['/accessibility', 'Accessibility'],
];

describe('public pages', () => {
  it.each(PAGES)('%s renders its page with no serious axe violations', async (path, heading) => {
    server.use(
      apiTable({
        '/api/projects': { projects: PROJECTS },
        '/api/projects/codecanvas': { project: makeDetail() },
      }),
    );
    const { container } = renderRoutesWithSession(publicRoutes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('states the fee rules on Pricing and the risks on the risk disclosure', async () => {
    const { router } = renderRoutesWithSession(publicRoutes, '/pricing');
    expect(await screen.findByText(/5% of the amount raised/)).toBeVisible();
    expect(screen.getByText(/No sign-up, platform or transaction fees/)).toBeVisible();
    expect(screen.getByText(/A raise that misses its goal: nothing/)).toBeVisible();
    await router.navigate('/legal');
    expect(
      await screen.findByRole('heading', { name: 'Your investment is illiquid' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: /How SAFEs work/ })).toBeVisible();
  });

  it('gives How It Works calls to action for creators and investors', async () => {
    renderRoutesWithSession(publicRoutes, '/how-it-works');
    await screen.findByRole('heading', { level: 1, name: 'How It Works' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/signup?role=creator');
    expect(hrefs).toContain('/signup?role=investor');
    expect(screen.getByText(/own minimum \(most ask \$500 to \$1,000\)/)).toBeVisible();
  });

  it('tells the About story with the 2023 founding, the three values and the team', async () => {
    renderRoutesWithSession(publicRoutes, '/about');
    await screen.findByRole('heading', { level: 1, name: 'About LaunchFund' });
    expect(screen.getByText(/founded in 2023/)).toBeVisible();
    for (const value of ['Transparency', 'Innovation', 'Community']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeVisible();
    }
    expect(screen.getByRole('heading', { name: 'Our team' })).toBeVisible();
    // Each member's avatar shows their initials (first and last name), as Chakra's did.
    const maya = screen.getByRole('heading', { level: 3, name: 'Maya Chen' }).closest('li')!;
    expect(maya.querySelector('[data-part="root"]')).toHaveTextContent(/^MC$/);
    expect(screen.getByRole('link', { name: 'See open roles' })).toHaveAttribute(
      'href',
      '/careers',
    );
  });
});
