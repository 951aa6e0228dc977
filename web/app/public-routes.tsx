import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { pagesOf, type PublicPagePath } from '../lib/site-pages';
import { pagesWithErrorScreen } from './route-error-screen';

/** A lazy route whose module exports the page component under `name`. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const documentPages = () => import('../pages/public/document-pages');

/** The lazy page of every public-layout path of the site's page table. */
const publicPages: Record<PublicPagePath, RouteObject['lazy']> = {
  [paths.home]: page(() => import('../pages/public/home-page'), 'HomePage'),
  [paths.projects]: page(() => import('../pages/public/discover-page'), 'DiscoverPage'),
  [paths.howItWorks]: page(() => import('../pages/public/how-it-works-page'), 'HowItWorksPage'),
  [paths.about]: page(() => import('../pages/public/about-page'), 'AboutPage'),
  [paths.faq]: page(() => import('../pages/public/faq-page'), 'FaqPage'),
  [paths.contact]: page(() => import('../pages/public/contact-page'), 'ContactPage'),
  [paths.terms]: page(documentPages, 'TermsPage'),
  [paths.privacy]: page(documentPages, 'PrivacyPage'),
  [paths.legal]: page(documentPages, 'RiskDisclosurePage'),
  [paths.pricing]: page(documentPages, 'PricingPage'),
  [paths.guides]: page(documentPages, 'InvestorGuidesPage'),
  [paths.creatorResources]: page(documentPages, 'CreatorResourcesPage'),
  [paths.community]: page(documentPages, 'CommunityPage'),
  [paths.careers]: page(documentPages, 'CareersPage'),
  [paths.accessibility]: page(documentPages, 'AccessibilityPage'),
  [paths.press]: page(documentPages, 'PressPage'),
  [paths.blog]: page(documentPages, 'BlogPage'),
};

/** The table's pages as child routes of the layout ('/' is its index route). */
const tablePages: RouteObject[] = pagesOf('public').map(({ path }) =>
  path === paths.home
    ? { index: true, lazy: publicPages[path] }
    : { path: path.slice(1), lazy: publicPages[path] },
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
    lazy: page(() => import('../features/layout/public-layout'), 'PublicLayout'),
    children: [
      pagesWithErrorScreen([
        ...tablePages,
        {
          path: 'project/:slug',
          lazy: page(() => import('../pages/public/project-detail-page'), 'ProjectDetailPage'),
        },
        {
          // The invest flow (investors only): the route guard, then the page.
          path: 'project/:slug/invest',
          lazy: async () => {
            const { RouteGuard } = await import('../features/auth/route-guard');
            return { element: <RouteGuard role="investor" /> };
          },
          children: [
            {
              index: true,
              lazy: page(() => import('../pages/investing/invest-page'), 'InvestPage'),
            },
          ],
        },
        { path: '*', lazy: page(() => import('../pages/public/not-found-page'), 'NotFoundPage') },
      ]),
    ],
  },
];
