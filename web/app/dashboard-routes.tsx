import type { RouteObject } from 'react-router';

/** /admin/*, /investor/*, /creator/*: behind the route guard. */
export const dashboardRoutes: RouteObject[] = [];
