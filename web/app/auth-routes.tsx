import type { RouteObject } from 'react-router';

/** /login, /signup, /forgot-password, /reset-password. */
export const authRoutes: RouteObject[] = [];
