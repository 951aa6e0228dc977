import type { IconType } from '../../components/icons';
import {
  LuChartColumn,
  LuCompass,
  LuFolderKanban,
  LuHandCoins,
  LuIdCard,
  LuScrollText,
  LuInbox,
  LuLayoutDashboard,
  LuMessageSquare,
  LuSettings,
  LuSquarePlus,
  LuStar,
  LuUsers,
  LuWallet,
} from '../../components/icons';
import { paths } from '../../../shared/routes';

export interface DashboardNavItem {
  label: string;
  to: string;
  icon: IconType;
  /** The role's home matches only itself, not every route beneath it. */
  end?: boolean;
  /**
   * One of the role's few main destinations: its code is fetched once the dashboard has
   * hydrated, so following the link does not wait for a download (useWarmRoutes).
   */
  primary?: boolean;
}

const adminNav: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: paths.admin.home, icon: LuLayoutDashboard, end: true },
  { label: 'Projects', to: paths.admin.projects, icon: LuFolderKanban, primary: true },
  { label: 'Offerings', to: paths.admin.offerings, icon: LuHandCoins },
  { label: 'Users', to: paths.admin.users, icon: LuUsers },
  { label: 'Analytics', to: paths.admin.analytics, icon: LuChartColumn },
  { label: 'Messages', to: paths.admin.messages, icon: LuInbox },
  { label: 'Identity reviews', to: paths.admin.identity, icon: LuIdCard },
  { label: 'Audit', to: paths.admin.audit, icon: LuScrollText },
  { label: 'Settings', to: paths.admin.settings, icon: LuSettings },
];

const investorNav: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: paths.investor.home, icon: LuLayoutDashboard, end: true },
  { label: 'Investments', to: paths.investor.investments, icon: LuWallet, primary: true },
  { label: 'Discover', to: paths.investor.discover, icon: LuCompass },
  { label: 'Watchlist', to: paths.investor.watchlist, icon: LuStar },
  { label: 'Messages', to: paths.investor.messages, icon: LuMessageSquare },
  { label: 'Settings', to: paths.investor.settings, icon: LuSettings },
];

const creatorNav: readonly DashboardNavItem[] = [
  { label: 'Dashboard', to: paths.creator.home, icon: LuLayoutDashboard, end: true },
  { label: 'My Projects', to: paths.creator.projects, icon: LuFolderKanban, primary: true },
  { label: 'New Project', to: paths.creator.newProject, icon: LuSquarePlus, primary: true },
  { label: 'Messages', to: paths.creator.messages, icon: LuMessageSquare },
  { label: 'Settings', to: paths.creator.settings, icon: LuSettings },
];

/**
 * The sidebar of a role (docs/product.md#dashboard-shell, plus the investor's Watchlist): admin's,
 * investor's, or the creator's for creators and for any other (or unknown) role.
 */
export function dashboardNavFor(role: string | null | undefined): readonly DashboardNavItem[] {
  if (role === 'admin') return adminNav;
  if (role === 'investor') return investorNav;
  return creatorNav;
}

/** Where a role's main links lead (the items marked `primary`). */
export function primaryDestinationsOf(role: string | null | undefined): string[] {
  return dashboardNavFor(role)
    .filter((item) => item.primary)
    .map((item) => item.to);
}
