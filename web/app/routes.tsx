import { Outlet, type RouteObject } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { RouteFallback } from './route-fallback';
import { publicRoutes } from './public-routes';
import { accountRoutes } from './account-routes';

/** Every screen, with the bar that shows a navigation waiting for its screen's chunk. */
function RootFrame() {
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
    children: [...accountRoutes, ...publicRoutes],
  },
];
