import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { LoginPage } from '../../../web/pages/auth/login-page';
import { SignupPage } from '../../../web/pages/auth/signup-page';
import { ForgotPasswordPage } from '../../../web/pages/auth/forgot-password-page';
import { ResetPasswordPage } from '../../../web/pages/auth/reset-password-page';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import { seriousAxeViolations } from '../public/axe';
import { clearToasts, renderRoutesWithSession } from '../session-test-utils';
import { authSettings, server } from '../msw';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
];

beforeEach(() => {
  resetProviderAvailability();
  server.use(authSettings({ email: true, google: false, github: false }));
});
afterEach(() => {
  clearToasts();
});

describe('auth screens accessibility', () => {
  it.each([
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Set a new password'],
  ])('%s has one h1 and no serious or critical axe violations', async (path, heading) => {
    const { container } = renderRoutesWithSession(routes, path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    await screen.findAllByText(/not enabled on this server|invalid or has expired|reset link/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
