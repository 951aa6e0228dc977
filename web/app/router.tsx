import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router over the route table. Made when the app starts, not on import:
 * the page's route modules must be adopted first (web/main.tsx), or the router's first
 * `lazy()` calls would import them again and hydrate a few tasks later.
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
