/**
 * Shared steps of the e2e journeys and the acceptance walk-through. Like every e2e test,
 * these drive the running app as a user would and import no app code.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { accessTokenInCookies } from './session-cookie';

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

/**
 * Fills the login form at `/login` and presses Log in. It waits for nothing after: the
 * caller checks what should follow (a dashboard, a refusal, a second factor).
 */
export async function submitLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in through the login form and waits for the role's dashboard. */
export async function logInAs(page: Page, role: DemoRole): Promise<void> {
  await submitLogIn(page, DEMO[role].email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${DEMO[role].home}$`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO[role].dashboard })).toBeVisible();
}

/** A fresh address per run, so retries never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Who a sign-up through the form creates. */
export interface NewUser {
  role: 'investor' | 'creator';
  name: string;
  email: string;
  password: string;
}

/**
 * Fills the sign-up form for `user` and sends it, then waits for 'Account created!'. The
 * account is not confirmed yet: the confirmation link is in the dev outbox
 * (docs/auth.md#emailed-links).
 */
export async function submitSignUp(page: Page, user: NewUser): Promise<void> {
  await page.goto(`/signup?role=${user.role}`);
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
}

/** A mail the embedded auth server wrote to its local outbox (`/__dev/outbox.json`). */
export interface OutboxMessage {
  to: string;
  kind: string;
  link: string;
}

/** The first mail of `kind` to `to` in the dev outbox, polled until the server has sent it. */
export async function outboxMail(
  request: APIRequestContext,
  to: string,
  kind: 'signup' | 'recovery',
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/__dev/outbox.json');
      const { messages } = (await response.json()) as { messages: OutboxMessage[] };
      found = messages.find((message) => message.to === to && message.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error(`no ${kind} mail to ${to}`);
  return found;
}

/**
 * Signs `user` up through the form in `page` and follows the confirmation link from the
 * dev outbox, which signs them in on their dashboard. Returns their access token.
 */
export async function signUpConfirmed(page: Page, user: NewUser): Promise<string> {
  await submitSignUp(page, user);
  const mail = await outboxMail(page.request, user.email, 'signup');
  await page.goto(mail.link);
  await expect(page).toHaveURL(new RegExp(`/${user.role}$`));
  let token = '';
  await expect.poll(async () => (token = await accessToken(page))).not.toBe('');
  return token;
}

/** The slug of the first project Discover lists (from the public API the page uses). */
export async function firstProjectSlug(page: Page): Promise<string> {
  const response = await page.request.get('/api/projects');
  const body = (await response.json()) as { projects: { slug: string }[] };
  const slug = body.projects[0]?.slug;
  if (!slug) throw new Error('the seeded database lists no project');
  return slug;
}

/** The signed-in user's access token, as supabase-js stored it (its session cookie). */
export async function accessToken(page: Page): Promise<string> {
  return accessTokenInCookies(await page.context().cookies()) ?? '';
}
