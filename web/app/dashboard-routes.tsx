import type { RouteObject } from 'react-router';
import type { Role } from '../../shared/constants';
import { paths } from '../../shared/routes';
import { lazyRoute } from './lazy-route';
import { pagesWithErrorScreen } from './route-error-screen';

// Every page here is a lazy chunk, so public pages never download dashboard or chart code.
const adminDashboard = lazyRoute(['pages/dashboard/admin-dashboard-page.tsx'], async () => ({
  Component: (await import('../pages/dashboard/admin-dashboard-page')).AdminDashboardPage,
}));
const investorDashboard = lazyRoute(['pages/dashboard/investor-dashboard-page.tsx'], async () => ({
  Component: (await import('../pages/dashboard/investor-dashboard-page')).InvestorDashboardPage,
}));
const investments = lazyRoute(['pages/investing/investments-page.tsx'], async () => ({
  Component: (await import('../pages/investing/investments-page')).InvestmentsPage,
}));
const conversionStatement = lazyRoute(
  ['pages/investing/conversion-statement-page.tsx'],
  async () => ({
    Component: (await import('../pages/investing/conversion-statement-page'))
      .ConversionStatementPage,
  }),
);
const creatorDashboard = lazyRoute(['pages/dashboard/creator-dashboard-page.tsx'], async () => ({
  Component: (await import('../pages/dashboard/creator-dashboard-page')).CreatorDashboardPage,
}));
const investorMessages = lazyRoute(['pages/messages/messages-pages.tsx'], async () => ({
  Component: (await import('../pages/messages/messages-pages')).InvestorMessagesPage,
}));
const watchlist = lazyRoute(['pages/watchlist/watchlist-page.tsx'], async () => ({
  Component: (await import('../pages/watchlist/watchlist-page')).WatchlistPage,
}));
const investorDiscover = lazyRoute(['pages/investing/investor-discover-page.tsx'], async () => ({
  Component: (await import('../pages/investing/investor-discover-page')).InvestorDiscoverPage,
}));
const creatorProjects = lazyRoute(
  ['pages/creator-projects/creator-projects-page.tsx'],
  async () => ({
    Component: (await import('../pages/creator-projects/creator-projects-page'))
      .CreatorProjectsPage,
  }),
);
const creatorMessages = lazyRoute(['pages/messages/messages-pages.tsx'], async () => ({
  Component: (await import('../pages/messages/messages-pages')).CreatorMessagesPage,
}));
// The project lifecycle (issue 8): the review queue and the creator's own project pages.
const reviewQueue = lazyRoute(['pages/dashboard/admin-projects-page.tsx'], async () => ({
  // The review queue and, below it, the live offerings with their early close.
  Component: (await import('../pages/dashboard/admin-projects-page')).AdminProjectsPage,
}));
const adminOfferings = lazyRoute(['features/admin-offerings/offerings-page.tsx'], async () => ({
  Component: (await import('../features/admin-offerings/offerings-page')).OfferingsPage,
}));
const adminAnalytics = lazyRoute(['features/admin-analytics/analytics-page.tsx'], async () => ({
  Component: (await import('../features/admin-analytics/analytics-page')).AnalyticsPage,
}));
const contactInbox = lazyRoute(['features/admin-contact/contact-inbox-page.tsx'], async () => ({
  Component: (await import('../features/admin-contact/contact-inbox-page')).ContactInboxPage,
}));
const newProject = lazyRoute(['pages/creator-projects/new-project-page.tsx'], async () => ({
  Component: (await import('../pages/creator-projects/new-project-page')).NewProjectPage,
}));
const creatorProject = lazyRoute(['pages/creator-projects/creator-project-page.tsx'], async () => ({
  Component: (await import('../pages/creator-projects/creator-project-page')).CreatorProjectPage,
}));
const adminUsers = lazyRoute(['pages/dashboard/admin-users-page.tsx'], async () => ({
  Component: (await import('../pages/dashboard/admin-users-page')).AdminUsersPage,
}));
const settings = lazyRoute(['pages/dashboard/settings-page.tsx'], async () => ({
  Component: (await import('../pages/dashboard/settings-page')).SettingsPage,
}));
// Identity before money (docs/identity.md): the check, the review queue, the audit trail.
const verifyIdentity = lazyRoute(['features/identity/identity-page.tsx'], async () => ({
  Component: (await import('../features/identity/identity-page')).IdentityPage,
}));
const identityQueue = lazyRoute(['features/admin-identity/identity-queue-page.tsx'], async () => ({
  Component: (await import('../features/admin-identity/identity-queue-page')).IdentityQueuePage,
}));
const identityRecord = lazyRoute(
  ['features/admin-identity/identity-record-page.tsx'],
  async () => ({
    Component: (await import('../features/admin-identity/identity-record-page')).IdentityRecordPage,
  }),
);
const auditTrail = lazyRoute(['features/admin-audit/audit-page.tsx'], async () => ({
  Component: (await import('../features/admin-audit/audit-page')).AuditPage,
}));
const editProject = lazyRoute(['pages/creator-projects/edit-project-page.tsx'], async () => ({
  Component: (await import('../pages/creator-projects/edit-project-page')).EditProjectPage,
}));

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
  { path: paths.investor.investments, ...investments },
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
    ...lazyRoute(['features/auth/route-guard.tsx'], async () => {
      const { RouteGuard } = await import('../features/auth/route-guard');
      return { element: <RouteGuard role={role} /> };
    }),
    children: [
      {
        ...lazyRoute(
          [
            'features/dashboard/dashboard-shell.tsx',
            'features/conversations/notifications/notifications-bell.tsx',
          ],
          async () => {
            const [{ DashboardShell }, { NotificationsBell }] = await Promise.all([
              import('../features/dashboard/dashboard-shell'),
              import('../features/conversations/notifications/notifications-bell'),
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
