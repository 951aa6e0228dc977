import type { RouteObject } from 'react-router';
import { RouteFallback } from './route-fallback';
import { publicRoutes } from './public-routes';
import { accountRoutes } from './account-routes';

/**
 * The route table. Public screens and signed-in screens live in their own modules;
 * every page is a lazy chunk so public routes never load dashboard or chart code.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: RouteFallback,
    children: [...accountRoutes, ...publicRoutes],
  },
];
