/**
 * The entry's hook for a dashboard (web/main.tsx): on a dashboard's URL, in a browser
 * that keeps a session, loads ./early-dashboard.ts beside the app, which starts the
 * dashboard's requests and route modules. A few lines, since every page's entry
 * includes them; the work and the modules' list live in the loaded chunk.
 */
import { paths } from '../../shared/routes';
import { hasStoredSession } from '../lib/deferred-boot';

const HOMES = new Set<string>([paths.admin.home, paths.investor.home, paths.creator.home]);

export function startDashboardEarly(): void {
  const { pathname } = window.location;
  if (!HOMES.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)) return;
  if (!hasStoredSession()) return;
  // Should it fail to load, the app asks for everything itself, as without this hook.
  void import('./early-dashboard').then(
    ({ startDashboard }) => startDashboard(pathname),
    () => {},
  );
}
