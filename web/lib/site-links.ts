import { FOOTER_SECTIONS, SITE_PAGES, type FooterSection } from './site-pages';

export interface SiteLink {
  label: string;
  to: string;
}

/** The top bar's navigation (docs/product.md#public-routes), from the site's page table. */
export const mainNavLinks: SiteLink[] = SITE_PAGES.flatMap((page) =>
  'nav' in page ? [{ label: page.nav, to: page.path }] : [],
);

/** The footer's columns: every page the navigation bar and footer link to, by section. */
export const footerColumns: { heading: FooterSection; links: SiteLink[] }[] = FOOTER_SECTIONS.map(
  (heading) => ({
    heading,
    links: SITE_PAGES.flatMap((page) =>
      'footer' in page && page.footer === heading ? [{ label: page.title, to: page.path }] : [],
    ),
  }),
);
