import type { RouteObject } from 'react-router';
import { paths } from '../../shared/routes';

/** /login, /signup, /forgot-password, /reset-password: each a lazy chunk. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: async () => ({ Component: (await import('../pages/auth/login-page')).LoginPage }),
  },
  {
    path: paths.signup,
    lazy: async () => ({ Component: (await import('../pages/auth/signup-page')).SignupPage }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('../pages/auth/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({
      Component: (await import('../pages/auth/reset-password-page')).ResetPasswordPage,
    }),
  },
];
