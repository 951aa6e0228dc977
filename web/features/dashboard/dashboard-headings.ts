/**
 * Each dashboard's title and subtitle: its page's header (web/pages/dashboard/*) and the
 * early shell painted before the app runs (./early-shell.ts) show the same words.
 */
export const DASHBOARD_HEADINGS = {
  admin: { title: 'Admin Dashboard', subtitle: 'Overview of platform metrics and performance' },
  investor: {
    title: 'Investor Dashboard',
    subtitle: 'Track your investments and discover new opportunities',
  },
  creator: {
    title: 'Creator Dashboard',
    subtitle: 'Manage your projects and track fundraising progress',
  },
} as const;

/** How many stat cards each dashboard's skeleton sketches (its page's DashboardDataView). */
export const DASHBOARD_STAT_CARDS = { admin: 4, investor: 3, creator: 3 } as const;
