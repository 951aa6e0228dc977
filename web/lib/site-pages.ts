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
  /** The top bar's label, when the top bar links it. */
  readonly nav?: string;
  /** The footer column that links it. */
  readonly footer?: FooterSection;
}

/**
 * The one table of fixed-path pages (docs/product.md#public-routes): the router and the
 * site links come from it. The order is the links' order
 * within the top bar and within each footer column. Project pages (/project/:slug) are
 * not here: their paths come from the data.
 */
export const SITE_PAGES = [
  { path: paths.home, title: 'Home', layout: 'public' },
  {
    path: paths.projects,
    title: 'Discover Projects',
    layout: 'public',
    nav: 'Discover',
    footer: 'Platform',
  },
  {
    path: paths.howItWorks,
    title: 'How It Works',
    layout: 'public',
    nav: 'How It Works',
    footer: 'Platform',
  },
  {
    path: paths.pricing,
    title: 'Pricing',
    layout: 'public',
    footer: 'Platform',
  },
  {
    path: paths.guides,
    title: 'Investor Guides',
    layout: 'public',
    footer: 'Platform',
  },
  {
    path: paths.creatorResources,
    title: 'Creator Resources',
    layout: 'public',
    footer: 'Platform',
  },
  {
    path: paths.about,
    title: 'About',
    layout: 'public',
    nav: 'About',
    footer: 'Company',
  },
  {
    path: paths.careers,
    title: 'Careers',
    layout: 'public',
    footer: 'Company',
  },
  {
    path: paths.press,
    title: 'Press',
    layout: 'public',
    footer: 'Company',
  },
  {
    path: paths.blog,
    title: 'Blog',
    layout: 'public',
    footer: 'Company',
  },
  {
    path: paths.faq,
    title: 'FAQ',
    layout: 'public',
    nav: 'FAQ',
    footer: 'Support',
  },
  {
    path: paths.contact,
    title: 'Contact',
    layout: 'public',
    nav: 'Contact',
    footer: 'Company',
  },
  {
    path: paths.community,
    title: 'Community',
    layout: 'public',
    footer: 'Support',
  },
  // The sign-in screens. The log-in, sign-up and forgot-password forms also work without
  // JavaScript: the browser posts them to the worker (docs/auth.md).
  {
    path: paths.login,
    title: 'Log in',
    layout: 'auth',
    footer: 'Support',
  },
  {
    path: paths.signup,
    title: 'Sign up',
    layout: 'auth',
  },
  {
    path: paths.forgotPassword,
    title: 'Forgot password',
    layout: 'auth',
    footer: 'Support',
  },
  { path: paths.resetPassword, title: 'Reset password', layout: 'auth' },
  {
    path: paths.terms,
    title: 'Terms of Service',
    layout: 'public',
    footer: 'Legal',
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy',
    layout: 'public',
    footer: 'Legal',
  },
  {
    path: paths.legal,
    title: 'Risk Disclosure',
    layout: 'public',
    footer: 'Legal',
  },
  {
    path: paths.accessibility,
    title: 'Accessibility',
    layout: 'public',
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
