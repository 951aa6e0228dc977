import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A lazy route whose module exports the page component under `name`. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const documentPages = () => import('../pages/public/document-pages');

/**
 * Visitor-facing routes (docs/product.md#public-routes) inside the public layout. Every page is its
 * own lazy chunk (the text pages share one); none of them loads chart or auth code.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: 'public',
    lazy: page(() => import('../features/layout/public-layout'), 'PublicLayout'),
    children: [
      { index: true, lazy: page(() => import('../pages/public/home-page'), 'HomePage') },
      {
        path: 'projects',
        lazy: page(() => import('../pages/public/discover-page'), 'DiscoverPage'),
      },
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
          { index: true, lazy: page(() => import('../pages/investing/invest-page'), 'InvestPage') },
        ],
      },
      {
        path: 'how-it-works',
        lazy: page(() => import('../pages/public/how-it-works-page'), 'HowItWorksPage'),
      },
      { path: 'about', lazy: page(() => import('../pages/public/about-page'), 'AboutPage') },
      { path: 'faq', lazy: page(() => import('../pages/public/faq-page'), 'FaqPage') },
      { path: 'contact', lazy: page(() => import('../pages/public/contact-page'), 'ContactPage') },
      { path: 'terms', lazy: page(documentPages, 'TermsPage') },
      { path: 'privacy', lazy: page(documentPages, 'PrivacyPage') },
      { path: 'legal', lazy: page(documentPages, 'RiskDisclosurePage') },
      { path: 'pricing', lazy: page(documentPages, 'PricingPage') },
      { path: 'guides', lazy: page(documentPages, 'InvestorGuidesPage') },
      { path: 'creator-resources', lazy: page(documentPages, 'CreatorResourcesPage') },
      { path: 'community', lazy: page(documentPages, 'CommunityPage') },
      { path: 'careers', lazy: page(documentPages, 'CareersPage') },
      { path: 'accessibility', lazy: page(documentPages, 'AccessibilityPage') },
      { path: 'press', lazy: page(documentPages, 'PressPage') },
      { path: 'blog', lazy: page(documentPages, 'BlogPage') },
      { path: '*', lazy: page(() => import('../pages/public/not-found-page'), 'NotFoundPage') },
    ],
  },
];
