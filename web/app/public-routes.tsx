import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { apiPaths, paths } from '../../shared/routes';
import { INVESTING_PATHS } from '../../shared/investing/paths';
import { loadReads } from '../lib/route-data';
import { pagesOf, type PublicPagePath } from '../lib/site-pages';
import { lazyModuleRoute } from './lazy-route';
import { pagesWithErrorScreen } from './route-error-screen';

/**
 * A lazy route whose module (`module`, relative to web/, is the file `load` imports)
 * exports the page component under `name`.
 */
function page<M extends Record<string, unknown>>(
  module: string,
  load: () => Promise<M>,
  name: keyof M & string,
) {
  return lazyModuleRoute(module, load, (exports) => ({
    Component: exports[name] as ComponentType,
  }));
}

const documentPages = () => import('../pages/public/document-pages');
const documentPage = (name: keyof Awaited<ReturnType<typeof documentPages>> & string) =>
  page('pages/public/document-pages.tsx', documentPages, name);

/** The lazy page of every public-layout path of the site's page table. */
const publicPages: Record<PublicPagePath, ReturnType<typeof lazyModuleRoute>> = {
  [paths.home]: page(
    'pages/public/home-page.tsx',
    () => import('../pages/public/home-page'),
    'HomePage',
  ),
  [paths.projects]: page(
    'pages/public/discover-page.tsx',
    () => import('../pages/public/discover-page'),
    'DiscoverPage',
  ),
  [paths.howItWorks]: page(
    'pages/public/how-it-works-page.tsx',
    () => import('../pages/public/how-it-works-page'),
    'HowItWorksPage',
  ),
  [paths.about]: page(
    'pages/public/about-page.tsx',
    () => import('../pages/public/about-page'),
    'AboutPage',
  ),
  [paths.faq]: page(
    'pages/public/faq-page.tsx',
    () => import('../pages/public/faq-page'),
    'FaqPage',
  ),
  [paths.contact]: page(
    'pages/public/contact-page.tsx',
    () => import('../pages/public/contact-page'),
    'ContactPage',
  ),
  [paths.terms]: documentPage('TermsPage'),
  [paths.privacy]: documentPage('PrivacyPage'),
  [paths.legal]: documentPage('RiskDisclosurePage'),
  [paths.pricing]: documentPage('PricingPage'),
  [paths.guides]: documentPage('InvestorGuidesPage'),
  [paths.creatorResources]: documentPage('CreatorResourcesPage'),
  [paths.community]: documentPage('CommunityPage'),
  [paths.careers]: documentPage('CareersPage'),
  [paths.accessibility]: documentPage('AccessibilityPage'),
  [paths.press]: documentPage('PressPage'),
  [paths.blog]: documentPage('BlogPage'),
};

/**
 * What the invest flow's first step reads (web/features/investing/invest/invest-flow.tsx):
 * started with the page's code by its loader (web/lib/route-data.ts).
 */
export const investFlowReads = (params: { slug?: string }) => [
  { path: INVESTING_PATHS.offering(params.slug ?? '') },
  { path: INVESTING_PATHS.investorProfile, signedIn: true },
  { path: INVESTING_PATHS.wallet, signedIn: true },
  { path: apiPaths.identity, signedIn: true },
];

/** The table's pages as child routes of the layout ('/' is its index route). */
const tablePages: RouteObject[] = pagesOf('public').map(({ path }) =>
  path === paths.home
    ? { index: true, ...publicPages[path] }
    : { path: path.slice(1), ...publicPages[path] },
);

/**
 * Visitor-facing routes (docs/product.md#public-routes) inside the public layout: the fixed
 * pages of the site's page table (web/lib/site-pages.ts), the project pages and the 404. Every page
 * is its own lazy chunk (the text pages share one); none of them loads chart or auth code.
 * When a page's chunk cannot be downloaded, or it throws, the error screen shows inside the
 * layout's top bar and footer (docs/architecture.md#load-failures).
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'public',
    ...page(
      'features/layout/public-layout.tsx',
      () => import('../features/layout/public-layout'),
      'PublicLayout',
    ),
    children: [
      pagesWithErrorScreen([
        ...tablePages,
        {
          path: 'project/:slug',
          ...page(
            'pages/public/project-detail-page.tsx',
            () => import('../pages/public/project-detail-page'),
            'ProjectDetailPage',
          ),
        },
        {
          // The invest flow (investors only): the route guard, then the page.
          path: 'project/:slug/invest',
          ...lazyModuleRoute(
            'features/auth/route-guard.tsx',
            () => import('../features/auth/route-guard'),
            ({ RouteGuard }) => ({ element: <RouteGuard role="investor" /> }),
          ),
          children: [
            {
              index: true,
              // Warmed with the code on a project page (its Invest Now, useWarmRoutes): the
              // first step shows nothing until its reads have answered.
              loader: loadReads(investFlowReads, 'investor', { withWarmedCode: true }),
              ...page(
                'pages/investing/invest-page.tsx',
                () => import('../pages/investing/invest-page'),
                'InvestPage',
              ),
            },
          ],
        },
        {
          // The public SAFE check (docs/reporting-and-verification.md).
          path: paths.verify.slice(1),
          ...page(
            'features/verify/verify-page.tsx',
            () => import('../features/verify/verify-page'),
            'VerifyPage',
          ),
        },
        {
          path: '*',
          ...page(
            'pages/public/not-found-page.tsx',
            () => import('../pages/public/not-found-page'),
            'NotFoundPage',
          ),
        },
      ]),
    ],
  },
];
