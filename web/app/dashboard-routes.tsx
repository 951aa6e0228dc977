import type { RouteObject } from 'react-router';
import type { Role } from '../../shared/constants';
import { paths } from '../../shared/routes';
import { pagesWithErrorScreen } from './route-error-screen';

// Every page here is a lazy chunk, so public pages never download dashboard or chart code.
const adminDashboard = async () => ({
  Component: (await import('../pages/dashboard/admin-dashboard-page')).AdminDashboardPage,
});
const investorDashboard = async () => ({
  Component: (await import('../pages/dashboard/investor-dashboard-page')).InvestorDashboardPage,
});
const investments = async () => ({
  Component: (await import('../pages/investing/investments-page')).InvestmentsPage,
});
const creatorDashboard = async () => ({
  Component: (await import('../pages/dashboard/creator-dashboard-page')).CreatorDashboardPage,
});
const investorMessages = async () => ({
  Component: (await import('../pages/messages/messages-pages')).InvestorMessagesPage,
});
const watchlist = async () => ({
  Component: (await import('../pages/watchlist/watchlist-page')).WatchlistPage,
});
const investorDiscover = async () => ({
  Component: (await import('../pages/investing/investor-discover-page')).InvestorDiscoverPage,
});
const creatorProjects = async () => ({
  Component: (await import('../pages/creator-projects/creator-projects-page')).CreatorProjectsPage,
});
const creatorMessages = async () => ({
  Component: (await import('../pages/messages/messages-pages')).CreatorMessagesPage,
});
// The project lifecycle (issue 8): the review queue and the creator's own project pages.
const reviewQueue = async () => ({
  // The review queue and, below it, the live offerings with their early close.
  Component: (await import('../pages/dashboard/admin-projects-page')).AdminProjectsPage,
});
const adminOfferings = async () => ({
  Component: (await import('../features/admin-offerings/offerings-page')).OfferingsPage,
});
const adminAnalytics = async () => ({
  Component: (await import('../features/admin-analytics/analytics-page')).AnalyticsPage,
});
const contactInbox = async () => ({
  Component: (await import('../features/admin-contact/contact-inbox-page')).ContactInboxPage,
});
const newProject = async () => ({
  Component: (await import('../pages/creator-projects/new-project-page')).NewProjectPage,
});
const creatorProject = async () => ({
  Component: (await import('../pages/creator-projects/creator-project-page')).CreatorProjectPage,
});
const adminUsers = async () => ({
  Component: (await import('../pages/dashboard/admin-users-page')).AdminUsersPage,
});
const settings = async () => ({
  Component: (await import('../pages/dashboard/settings-page')).SettingsPage,
});
// Identity before money (docs/identity.md): the check, the review queue, the audit trail.
const verifyIdentity = async () => ({
  Component: (await import('../features/identity/identity-page')).IdentityPage,
});
const identityQueue = async () => ({
  Component: (await import('../features/admin-identity/identity-queue-page')).IdentityQueuePage,
});
const identityRecord = async () => ({
  Component: (await import('../features/admin-identity/identity-record-page')).IdentityRecordPage,
});
const auditTrail = async () => ({
  Component: (await import('../features/admin-audit/audit-page')).AuditPage,
});
const editProject = async () => ({
  Component: (await import('../pages/creator-projects/edit-project-page')).EditProjectPage,
});

/**
 * Each role's pages, inside its guard and the dashboard shell. Every sidebar entry has
 * its own URL (so it can be bookmarked and highlighted); docs/product.md#screens has them all show the
 * role's dashboard until a section gets its own page — replace that entry's `lazy`, or
 * add an entry (e.g. '/creator/projects/:id'), here.
 */
export const adminPages: RouteObject[] = [
  { index: true, lazy: adminDashboard },
  { path: paths.admin.projects, lazy: reviewQueue },
  { path: paths.admin.offerings, lazy: adminOfferings },
  { path: paths.admin.users, lazy: adminUsers },
  { path: paths.admin.analytics, lazy: adminAnalytics },
  { path: paths.admin.settings, lazy: settings },
  { path: paths.admin.messages, lazy: contactInbox },
  { path: paths.admin.identity, lazy: identityQueue },
  { path: `${paths.admin.identity}/:id`, lazy: identityRecord },
  { path: paths.admin.audit, lazy: auditTrail },
];

export const investorPages: RouteObject[] = [
  { index: true, lazy: investorDashboard },
  { path: paths.investor.investments, lazy: investments },
  { path: paths.investor.discover, lazy: investorDiscover },
  { path: paths.investor.watchlist, lazy: watchlist },
  { path: paths.investor.messages, lazy: investorMessages },
  { path: paths.investor.settings, lazy: settings },
  { path: paths.investor.verifyIdentity, lazy: verifyIdentity },
];

export const creatorPages: RouteObject[] = [
  { index: true, lazy: creatorDashboard },
  { path: paths.creator.projects, lazy: creatorProjects },
  { path: paths.creator.newProject, lazy: newProject },
  { path: `${paths.creator.projects}/:id`, lazy: creatorProject },
  { path: `${paths.creator.projects}/:id/edit`, lazy: editProject },
  { path: paths.creator.messages, lazy: creatorMessages },
  { path: paths.creator.settings, lazy: settings },
  { path: paths.creator.verifyIdentity, lazy: verifyIdentity },
];

/**
 * A role's area: the route guard (docs/product.md#route-guard), then the shell, then the role's
 * pages. A page that cannot be loaded or shown gets the error screen inside the shell; the
 * guard's or the shell's own failure, the root's (docs/architecture.md#load-failures).
 */
function guardedArea(role: Role, home: string, pages: RouteObject[]): RouteObject {
  return {
    path: home,
    lazy: async () => {
      const { RouteGuard } = await import('../features/auth/route-guard');
      return { element: <RouteGuard role={role} /> };
    },
    children: [
      {
        lazy: async () => {
          const [{ DashboardShell }, { NotificationsBell }] = await Promise.all([
            import('../features/dashboard/dashboard-shell'),
            import('../features/conversations/notifications/notifications-bell'),
          ]);
          return { element: <DashboardShell topBarExtra={<NotificationsBell />} /> };
        },
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
