import type { RouteObject } from 'react-router';
import type { Role } from '../../shared/constants';
import { conversionPaths } from '../../shared/conversion/paths';
import { INVESTING_PATHS } from '../../shared/investing/paths';
import { apiPaths, paths } from '../../shared/routes';
import { loadReads } from '../lib/route-data';
import { lazyModuleRoute, lazyRoute, routeModule } from './lazy-route';
import { pagesWithErrorScreen } from './route-error-screen';

// Every page here is a lazy chunk, so public pages never download dashboard or chart code.
const adminDashboard = lazyModuleRoute(
  'pages/dashboard/admin-dashboard-page.tsx',
  () => import('../pages/dashboard/admin-dashboard-page'),
  (m) => ({ Component: m.AdminDashboardPage }),
);
const investorDashboard = lazyModuleRoute(
  'pages/dashboard/investor-dashboard-page.tsx',
  () => import('../pages/dashboard/investor-dashboard-page'),
  (m) => ({ Component: m.InvestorDashboardPage }),
);
/**
 * What My Investments reads as it opens (web/pages/investing/investments-page.tsx): started
 * with the page's code by its loader (web/lib/route-data.ts).
 */
export const investmentsReads = () => [
  { path: conversionPaths.portfolio, signedIn: true },
  { path: apiPaths.identity, signedIn: true },
  { path: INVESTING_PATHS.wallet, signedIn: true },
  { path: INVESTING_PATHS.investorProfile, signedIn: true },
  { path: INVESTING_PATHS.investments, signedIn: true },
];
const investments = lazyModuleRoute(
  'pages/investing/investments-page.tsx',
  () => import('../pages/investing/investments-page'),
  (m) => ({ Component: m.InvestmentsPage }),
);
const conversionStatement = lazyModuleRoute(
  'pages/investing/conversion-statement-page.tsx',
  () => import('../pages/investing/conversion-statement-page'),
  (m) => ({ Component: m.ConversionStatementPage }),
);
const creatorDashboard = lazyModuleRoute(
  'pages/dashboard/creator-dashboard-page.tsx',
  () => import('../pages/dashboard/creator-dashboard-page'),
  (m) => ({ Component: m.CreatorDashboardPage }),
);
const investorMessages = lazyModuleRoute(
  'pages/messages/messages-pages.tsx',
  () => import('../pages/messages/messages-pages'),
  (m) => ({ Component: m.InvestorMessagesPage }),
);
const watchlist = lazyModuleRoute(
  'pages/watchlist/watchlist-page.tsx',
  () => import('../pages/watchlist/watchlist-page'),
  (m) => ({ Component: m.WatchlistPage }),
);
const investorDiscover = lazyModuleRoute(
  'pages/investing/investor-discover-page.tsx',
  () => import('../pages/investing/investor-discover-page'),
  (m) => ({ Component: m.InvestorDiscoverPage }),
);
const creatorProjects = lazyModuleRoute(
  'pages/creator-projects/creator-projects-page.tsx',
  () => import('../pages/creator-projects/creator-projects-page'),
  (m) => ({ Component: m.CreatorProjectsPage }),
);
const creatorMessages = lazyModuleRoute(
  'pages/messages/messages-pages.tsx',
  () => import('../pages/messages/messages-pages'),
  (m) => ({ Component: m.CreatorMessagesPage }),
);
// The project lifecycle (issue 8): the review queue and the creator's own project pages.
const reviewQueue = lazyModuleRoute(
  'pages/dashboard/admin-projects-page.tsx',
  () => import('../pages/dashboard/admin-projects-page'),
  // The review queue and, below it, the live offerings with their early close.
  (m) => ({ Component: m.AdminProjectsPage }),
);
const adminOfferings = lazyModuleRoute(
  'features/admin-offerings/offerings-page.tsx',
  () => import('../features/admin-offerings/offerings-page'),
  (m) => ({ Component: m.OfferingsPage }),
);
const adminAnalytics = lazyModuleRoute(
  'features/admin-analytics/analytics-page.tsx',
  () => import('../features/admin-analytics/analytics-page'),
  (m) => ({ Component: m.AnalyticsPage }),
);
const contactInbox = lazyModuleRoute(
  'features/admin-contact/contact-inbox-page.tsx',
  () => import('../features/admin-contact/contact-inbox-page'),
  (m) => ({ Component: m.ContactInboxPage }),
);
const newProject = lazyModuleRoute(
  'pages/creator-projects/new-project-page.tsx',
  () => import('../pages/creator-projects/new-project-page'),
  (m) => ({ Component: m.NewProjectPage }),
);
const creatorProject = lazyModuleRoute(
  'pages/creator-projects/creator-project-page.tsx',
  () => import('../pages/creator-projects/creator-project-page'),
  (m) => ({ Component: m.CreatorProjectPage }),
);
const adminUsers = lazyModuleRoute(
  'pages/dashboard/admin-users-page.tsx',
  () => import('../pages/dashboard/admin-users-page'),
  (m) => ({ Component: m.AdminUsersPage }),
);
const settings = lazyModuleRoute(
  'pages/dashboard/settings-page.tsx',
  () => import('../pages/dashboard/settings-page'),
  (m) => ({ Component: m.SettingsPage }),
);
// Identity before money (docs/identity.md): the check, the review queue, the audit trail.
const verifyIdentity = lazyModuleRoute(
  'features/identity/identity-page.tsx',
  () => import('../features/identity/identity-page'),
  (m) => ({ Component: m.IdentityPage }),
);
const identityQueue = lazyModuleRoute(
  'features/admin-identity/identity-queue-page.tsx',
  () => import('../features/admin-identity/identity-queue-page'),
  (m) => ({ Component: m.IdentityQueuePage }),
);
const identityRecord = lazyModuleRoute(
  'features/admin-identity/identity-record-page.tsx',
  () => import('../features/admin-identity/identity-record-page'),
  (m) => ({ Component: m.IdentityRecordPage }),
);
const auditTrail = lazyModuleRoute(
  'features/admin-audit/audit-page.tsx',
  () => import('../features/admin-audit/audit-page'),
  (m) => ({ Component: m.AuditPage }),
);
const editProject = lazyModuleRoute(
  'pages/creator-projects/edit-project-page.tsx',
  () => import('../pages/creator-projects/edit-project-page'),
  (m) => ({ Component: m.EditProjectPage }),
);

/**
 * Each role's pages, inside its guard and the dashboard shell. Every sidebar entry has
 * its own URL (so it can be bookmarked and highlighted); docs/product.md#screens has them all show the
 * role's dashboard until a section gets its own page — replace that entry's chunk, or
 * add an entry (e.g. '/creator/projects/:id'), here.
 */
export const adminPages: RouteObject[] = [
  { index: true, ...adminDashboard },
  { path: paths.admin.projects, ...reviewQueue },
  { path: paths.admin.offerings, ...adminOfferings },
  { path: paths.admin.users, ...adminUsers },
  { path: paths.admin.analytics, ...adminAnalytics },
  { path: paths.admin.settings, ...settings },
  { path: paths.admin.messages, ...contactInbox },
  { path: paths.admin.identity, ...identityQueue },
  { path: `${paths.admin.identity}/:id`, ...identityRecord },
  { path: paths.admin.audit, ...auditTrail },
];

export const investorPages: RouteObject[] = [
  { index: true, ...investorDashboard },
  { path: paths.investor.investments, loader: loadReads(investmentsReads), ...investments },
  { path: `${paths.investor.investments}/:id/conversion`, ...conversionStatement },
  { path: paths.investor.discover, ...investorDiscover },
  { path: paths.investor.watchlist, ...watchlist },
  { path: paths.investor.messages, ...investorMessages },
  { path: paths.investor.settings, ...settings },
  { path: paths.investor.verifyIdentity, ...verifyIdentity },
];

export const creatorPages: RouteObject[] = [
  { index: true, ...creatorDashboard },
  { path: paths.creator.projects, ...creatorProjects },
  { path: paths.creator.newProject, ...newProject },
  { path: `${paths.creator.projects}/:id`, ...creatorProject },
  { path: `${paths.creator.projects}/:id/edit`, ...editProject },
  { path: paths.creator.messages, ...creatorMessages },
  { path: paths.creator.settings, ...settings },
  { path: paths.creator.verifyIdentity, ...verifyIdentity },
];

/**
 * A role's area: the route guard (docs/product.md#route-guard), then the shell, then the role's
 * pages. A page that cannot be loaded or shown gets the error screen inside the shell; the
 * guard's or the shell's own failure, the root's (docs/architecture.md#load-failures).
 */
function guardedArea(role: Role, home: string, pages: RouteObject[]): RouteObject {
  return {
    path: home,
    ...lazyModuleRoute(
      'features/auth/route-guard.tsx',
      () => import('../features/auth/route-guard'),
      ({ RouteGuard }) => ({ element: <RouteGuard role={role} /> }),
    ),
    children: [
      {
        ...lazyRoute(
          [
            'features/dashboard/dashboard-shell.tsx',
            'features/conversations/notifications/notifications-bell.tsx',
          ],
          async () => {
            const [{ DashboardShell }, { NotificationsBell }] = await Promise.all([
              routeModule(
                'features/dashboard/dashboard-shell.tsx',
                () => import('../features/dashboard/dashboard-shell'),
              ),
              routeModule(
                'features/conversations/notifications/notifications-bell.tsx',
                () => import('../features/conversations/notifications/notifications-bell'),
              ),
            ]);
            return { element: <DashboardShell topBarExtra={<NotificationsBell />} /> };
          },
        ),
        children: [pagesWithErrorScreen(pages)],
      },
    ],
  };
}

/** /admin/*, /investor/*, /creator/*: behind the route guard. */
export const dashboardRoutes: RouteObject[] = [
  guardedArea('admin', paths.admin.home, adminPages),
  guardedArea('investor', paths.investor.home, investorPages),
  guardedArea('creator', paths.creator.home, creatorPages),
];
