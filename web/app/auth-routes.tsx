import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routes';
import { pagesOf, type AuthPagePath } from '../lib/site-pages';
import { lazyModuleRoute } from './lazy-route';

/** The lazy page of every sign-in path of the site's page table. */
const authPages: Record<AuthPagePath, ReturnType<typeof lazyModuleRoute>> = {
  [paths.login]: lazyModuleRoute(
    'pages/auth/login-page.tsx',
    () => import('../pages/auth/login-page'),
    (m) => ({ Component: m.LoginPage }),
  ),
  [paths.signup]: lazyModuleRoute(
    'pages/auth/signup-page.tsx',
    () => import('../pages/auth/signup-page'),
    (m) => ({ Component: m.SignupPage }),
  ),
  [paths.forgotPassword]: lazyModuleRoute(
    'pages/auth/forgot-password-page.tsx',
    () => import('../pages/auth/forgot-password-page'),
    (m) => ({ Component: m.ForgotPasswordPage }),
  ),
  [paths.resetPassword]: lazyModuleRoute(
    'pages/auth/reset-password-page.tsx',
    () => import('../pages/auth/reset-password-page'),
    (m) => ({ Component: m.ResetPasswordPage }),
  ),
};

/** /login, /signup, /forgot-password, /reset-password: each a lazy chunk. */
export const authRoutes: RouteObject[] = pagesOf('auth').map(({ path }) => ({
  path,
  ...authPages[path],
}));
