import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '../../../web/app/routes';
import { SITE_PAGES } from '../../../web/lib/site-pages';
import { footerColumns, mainNavLinks } from '../../../web/lib/site-links';

/** The id or path of the deepest route a URL path reaches. */
function leafOf(path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.index ? 'index' : leaf?.path;
}

describe('the site page table', () => {
  it('routes every page it lists to its own route, never the 404', () => {
    for (const { path } of SITE_PAGES) {
      const leaf = leafOf(path);
      expect(leaf, path).toBeDefined();
      expect(leaf, path).not.toBe('*');
    }
    expect(leafOf('/no/such/page')).toBe('*');
  });

  it('gives the top bar and the footer their links in order', () => {
    expect(mainNavLinks).toEqual([
      { label: 'Discover', to: '/projects' },
      { label: 'How It Works', to: '/how-it-works' },
      { label: 'About', to: '/about' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ]);
    expect(
      footerColumns.map(({ heading, links }) => [heading, links.map((link) => link.label)]),
    ).toEqual([
      [
        'Platform',
        ['Discover Projects', 'How It Works', 'Pricing', 'Investor Guides', 'Creator Resources'],
      ],
      ['Company', ['About', 'Careers', 'Press', 'Blog', 'Contact']],
      ['Support', ['FAQ', 'Community', 'Log in', 'Forgot password']],
      ['Legal', ['Terms of Service', 'Privacy Policy', 'Risk Disclosure', 'Accessibility']],
    ]);
  });
});
