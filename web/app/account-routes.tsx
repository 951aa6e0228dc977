import type { RouteObject } from 'react-router';

/** Sign-in screens and the guarded dashboards (spec §2 Protected routes). */
export const accountRoutes: RouteObject[] = [];
