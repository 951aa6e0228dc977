import type { RouteObject } from 'react-router';
import { authRoutes } from './auth-routes';
import { dashboardRoutes } from './dashboard-routes';

/** Sign-in screens and the guarded dashboards (spec §2 Protected routes). */
export const accountRoutes: RouteObject[] = [...authRoutes, ...dashboardRoutes];
