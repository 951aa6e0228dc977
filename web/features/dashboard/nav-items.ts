import type { IconType } from '../../components/icons/sized';
import { LuChartColumn } from '../../components/icons/chart-column';
import { LuCompass } from '../../components/icons/compass';
import { LuFolderKanban } from '../../components/icons/folder-kanban';
import { LuHandCoins } from '../../components/icons/hand-coins';
import { LuIdCard } from '../../components/icons/id-card';
import { LuScrollText } from '../../components/icons/scroll-text';
import { LuInbox } from '../../components/icons/inbox';
import { LuLayoutDashboard } from '../../components/icons/layout-dashboard';
import { LuMessageSquare } from '../../components/icons/message-square';
import { LuSettings } from '../../components/icons/settings';
import { LuSquarePlus } from '../../components/icons/square-plus';
import { LuStar } from '../../components/icons/star';
import { LuUsers } from '../../components/icons/users';
import { LuWallet } from '../../components/icons/wallet';
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
