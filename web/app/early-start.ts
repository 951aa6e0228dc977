/**
 * The entry's hook for a dashboard (web/main.tsx): on a dashboard's URL, in a browser
 * that keeps a session, loads ./early-dashboard.ts, which starts the dashboard's requests
 * and draws its first frames. A few lines, since every page's entry includes them; the
 * work lives in the loaded chunk.
 */
import { paths } from '../../shared/routes';
import { hasStoredSession } from '../lib/deferred-boot';

const HOMES = new Set<string>([paths.admin.home, paths.investor.home, paths.creator.home]);

/**
 * Null where nothing starts early (not a dashboard's home, no stored session): the app
 * starts at once. Otherwise a promise of whether the dashboard is drawn ahead of the
 * app (./static-dashboard.ts), which then starts on use; false means it must start now.
 * `appStarted` tells the drawing to stand down once the app is on its way.
 */
export function startDashboardEarly(
  root: HTMLElement,
  appStarted: () => boolean,
): Promise<boolean> | null {
  const { pathname } = window.location;
  if (!HOMES.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)) return null;
  if (!hasStoredSession()) return null;
  // Should it fail to load, the app asks for everything itself, as without this hook.
  return import('./early-dashboard').then(
    ({ startDashboard }) => startDashboard(pathname, root, appStarted),
    () => false,
  );
}
