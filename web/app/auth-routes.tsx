import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { pagesOf, type AuthPagePath } from '../lib/site-pages';
import { lazyRoute } from './lazy-route';

/** The lazy page of every sign-in path of the site's page table. */
const authPages: Record<AuthPagePath, ReturnType<typeof lazyRoute>> = {
  [paths.login]: lazyRoute(['pages/auth/login-page.tsx'], async () => ({
    Component: (await import('../pages/auth/login-page')).LoginPage,
  })),
  [paths.signup]: lazyRoute(['pages/auth/signup-page.tsx'], async () => ({
    Component: (await import('../pages/auth/signup-page')).SignupPage,
  })),
  [paths.forgotPassword]: lazyRoute(['pages/auth/forgot-password-page.tsx'], async () => ({
    Component: (await import('../pages/auth/forgot-password-page')).ForgotPasswordPage,
  })),
  [paths.resetPassword]: lazyRoute(['pages/auth/reset-password-page.tsx'], async () => ({
    Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
  })),
};

/** /login, /signup, /forgot-password, /reset-password: each a lazy chunk. */
export const authRoutes: RouteObject[] = pagesOf('auth').map(({ path }) => ({
  path,
  ...authPages[path],
}));
