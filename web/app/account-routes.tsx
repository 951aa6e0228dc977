import type { RouteObject } from 'react-router';
import { authRoutes } from './auth-routes';
import { dashboardRoutes } from './dashboard-routes';

/** Sign-in screens and the guarded dashboards (docs/product.md#protected-routes). */
export const accountRoutes: RouteObject[] = [...authRoutes, ...dashboardRoutes];
