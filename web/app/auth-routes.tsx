import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { pagesOf, type AuthPagePath } from '../lib/site-pages';

/** The lazy page of every sign-in path of the site's page table. */
const authPages: Record<AuthPagePath, RouteObject['lazy']> = {
  [paths.login]: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }),
  [paths.signup]: async () => ({
    Component: (await import('../pages/auth/signup-page')).SignupPage,
  }),
  [paths.forgotPassword]: async () => ({
    Component: (await import('../pages/auth/forgot-password-page')).ForgotPasswordPage,
  }),
  [paths.resetPassword]: async () => ({
    Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
  }),
};

/** /login, /signup, /forgot-password, /reset-password: each a lazy chunk. */
export const authRoutes: RouteObject[] = pagesOf('auth').map(({ path }) => ({
  path,
  lazy: authPages[path],
}));
