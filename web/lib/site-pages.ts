import { paths } from '../../shared/routes';

/** The footer's columns, in the order they appear. */
export const FOOTER_SECTIONS = ['Platform', 'Company', 'Support', 'Legal'] as const;
export type FooterSection = (typeof FOOTER_SECTIONS)[number];

/** One page a visitor can reach by a fixed path. */
export interface SitePage {
  readonly path: string;
  /** What links call the page (the footer's label). */
  readonly title: string;
  /** The route module that renders it: the public layout, or the sign-in screens. */
  readonly layout: 'public' | 'auth';
  /**
   * Rendered to static HTML after the build (scripts/prerender.ts), which is all a
   * signed-out visitor needs there: the page starts its app only when a control that needs
   * it is used (web/main.tsx).
   */
  readonly prerender: boolean;
  /** The top bar's label, when the top bar links it. */
  readonly nav?: string;
  /** The footer column that links it. */
  readonly footer?: FooterSection;
}

/**
 * The one table of fixed-path pages (docs/product.md#public-routes): the router, the
 * prerendered pages and the site links all come from it. The order is the links' order
 * within the top bar and within each footer column. Project pages (/project/:slug) are
 * not here: their paths come from the data.
 */
export const SITE_PAGES = [
  { path: paths.home, title: 'Home', layout: 'public', prerender: true },
  {
    path: paths.projects,
    title: 'Discover Projects',
    layout: 'public',
    prerender: true,
    nav: 'Discover',
    footer: 'Platform',
  },
  {
    path: paths.howItWorks,
    title: 'How It Works',
    layout: 'public',
    prerender: true,
    nav: 'How It Works',
    footer: 'Platform',
  },
  {
    path: paths.pricing,
    title: 'Pricing',
    layout: 'public',
    prerender: true,
    footer: 'Platform',
  },
  {
    path: paths.guides,
    title: 'Investor Guides',
    layout: 'public',
    prerender: true,
    footer: 'Platform',
  },
  {
    path: paths.creatorResources,
    title: 'Creator Resources',
    layout: 'public',
    prerender: true,
    footer: 'Platform',
  },
  {
    path: paths.about,
    title: 'About',
    layout: 'public',
    prerender: true,
    nav: 'About',
    footer: 'Company',
  },
  {
    path: paths.careers,
    title: 'Careers',
    layout: 'public',
    prerender: true,
    footer: 'Company',
  },
  {
    path: paths.press,
    title: 'Press',
    layout: 'public',
    prerender: true,
    footer: 'Company',
  },
  {
    path: paths.blog,
    title: 'Blog',
    layout: 'public',
    prerender: true,
    footer: 'Company',
  },
  {
    path: paths.faq,
    title: 'FAQ',
    layout: 'public',
    prerender: true,
    nav: 'FAQ',
    footer: 'Support',
  },
  {
    path: paths.contact,
    title: 'Contact',
    layout: 'public',
    prerender: true,
    nav: 'Contact',
    footer: 'Company',
  },
  {
    path: paths.community,
    title: 'Community',
    layout: 'public',
    prerender: true,
    footer: 'Support',
  },
  // The sign-in screens show the same form to every visitor, so they are prerendered too;
  // once the app starts it sends a signed-in visitor on. The log-in, sign-up and
  // forgot-password forms are sent by the browser itself while the app has not started, so
  // their pages start it only on use (web/lib/native-submit.ts). Reset password is not
  // prerendered: its form needs the recovery session the emailed link brings.
  {
    path: paths.login,
    title: 'Log in',
    layout: 'auth',
    prerender: true,
    footer: 'Support',
  },
  {
    path: paths.signup,
    title: 'Sign up',
    layout: 'auth',
    prerender: true,
  },
  {
    path: paths.forgotPassword,
    title: 'Forgot password',
    layout: 'auth',
    prerender: true,
    footer: 'Support',
  },
  { path: paths.resetPassword, title: 'Reset password', layout: 'auth', prerender: false },
  {
    path: paths.terms,
    title: 'Terms of Service',
    layout: 'public',
    prerender: true,
    footer: 'Legal',
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy',
    layout: 'public',
    prerender: true,
    footer: 'Legal',
  },
  {
    path: paths.legal,
    title: 'Risk Disclosure',
    layout: 'public',
    prerender: true,
    footer: 'Legal',
  },
  {
    path: paths.accessibility,
    title: 'Accessibility',
    layout: 'public',
    prerender: true,
    footer: 'Legal',
  },
] as const satisfies readonly SitePage[];

type PageOf<L extends SitePage['layout']> = Extract<(typeof SITE_PAGES)[number], { layout: L }>;
/** The paths each route module must render (its table of lazy pages is typed by these). */
export type PublicPagePath = PageOf<'public'>['path'];
export type AuthPagePath = PageOf<'auth'>['path'];

/** The pages a route module renders, in table order. */
export function pagesOf<L extends SitePage['layout']>(layout: L): PageOf<L>[] {
  return SITE_PAGES.filter((page): page is PageOf<L> => page.layout === layout);
}

/** The fixed paths scripts/prerender.ts renders to static HTML. */
export const PRERENDERED_PATHS: readonly string[] = SITE_PAGES.filter((page) => page.prerender).map(
  (page) => page.path,
);
