import { Outlet, type RouteObject } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { useServeRouteData } from '../lib/route-data';
import { RouteFallback } from './route-fallback';
import { StandaloneErrorScreen } from './route-error-screen';
import { publicRoutes } from './public-routes';
import { accountRoutes } from './account-routes';

/**
 * Every screen, with the bar that shows a navigation waiting for its screen's chunk. It
 * hands the app's cache and session to the routes' loaders, which start a screen's reads
 * with its code (web/lib/route-data.ts).
 */
function RootFrame() {
  useServeRouteData();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

/**
 * The route table. Public screens and signed-in screens live in their own modules;
 * every page is a lazy chunk so public routes never load dashboard or chart code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootFrame,
    HydrateFallback: RouteFallback,
    // The last resort: the pages inside a layout (the public layout, the dashboard shell)
    // have their own, in the layout; this one is for a layout that fails itself, and for
    // the routes with none (the sign-in pages, the dashboards' guards).
    ErrorBoundary: StandaloneErrorScreen,
    children: [...accountRoutes, ...publicRoutes],
  },
];
