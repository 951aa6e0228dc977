import type { RouteObject } from 'react-router';

/** Visitor-facing routes (spec §2 Public routes). */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../pages/home-page')).HomePage }),
  },
];
