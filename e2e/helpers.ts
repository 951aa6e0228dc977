/**
 * Shared steps of the e2e journeys and the acceptance walk-through. Like every e2e test,
 * these drive the running app as a user would and import no app code.
 */
import { expect, type Page } from '@playwright/test';

/** The local demo accounts `npm start` seeds (README). */
export const DEMO = {
  admin: { email: 'admin@example.com', home: '/admin', dashboard: 'Admin Dashboard' },
  investor: { email: 'investor@example.com', home: '/investor', dashboard: 'Investor Dashboard' },
  creator: { email: 'creator@example.com', home: '/creator', dashboard: 'Creator Dashboard' },
} as const;
export const DEMO_PASSWORD = 'demo-password-2026';
export type DemoRole = keyof typeof DEMO;

/** The protected routes of docs/product.md#protected-routes, by the role each requires. */
export const PROTECTED_ROUTES: Record<DemoRole, string[]> = {
  admin: ['/admin', '/admin/projects', '/admin/users', '/admin/analytics', '/admin/settings'],
  investor: [
    '/investor',
    '/investor/investments',
    '/investor/discover',
    '/investor/messages',
    '/investor/settings',
  ],
  creator: [
    '/creator',
    '/creator/projects',
    '/creator/new-project',
    '/creator/messages',
    '/creator/settings',
  ],
};

/** Signs in through the login form and waits for the role's dashboard. */
export async function logInAs(page: Page, role: DemoRole): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO[role].email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO[role].dashboard })).toBeVisible();
}

/** A fresh address per run, so retries never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The slug of the first project Discover lists (from the public API the page uses). */
export async function firstProjectSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/projects');
  const body = (await response.json()) as { projects: { slug: string }[] };
  const slug = body.projects[0]?.slug;
  if (!slug) throw new Error('the seeded database lists no project');
  return slug;
}

/** The signed-in user's access token, as supabase-js stored it. */
export async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
        return (
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
            .access_token ?? ''
        );
      }
    }
    return '';
  });
}
