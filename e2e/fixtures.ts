/**
 * Who a test is signed in as, without a trip through the login form per test.
 *
 * The setup project (e2e/auth.setup.ts) signs each demo account in once per run and keeps
 * its browser state (the supabase-js session in its cookie, shared/session-cookie.ts) in `authFile(role)`. Those
 * sessions are shared by every test that reads seeded data, so they must come through the
 * run untouched:
 *
 * - nothing may sign them out: supabase-js `signOut()` ends every session of the user
 *   (scope global), and even scope local ends the shared one. A test about signing out or
 *   ending sessions signs in a user of its own (`ownUser`), never a demo account;
 * - nothing may refresh them: the server rotates refresh tokens and revokes the whole
 *   session when a spent one comes back after 10 s (docs/auth.md#tokens), so two contexts
 *   refreshing the same stored token could end it. No refresh is due within a run: an
 *   access token lives 3600 s and supabase-js refreshes only within 90 s of its expiry
 *   (three 30 s ticks), while the whole suite takes well under an hour and the setup signs
 *   in afresh at the start of every run;
 * - a test that changes data (a project, a message, a wallet) does it as its own user, so
 *   no spec depends on what another one left behind or on the order they run in.
 *
 * `guardShared` checks the first two in every context opened with a stored session: the
 * session is alive when the test starts, and no refresh or sign-out request left it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { accessTokenInCookies } from './session-cookie';
import { accessToken, DEMO, submitLogIn, uniqueEmail, type DemoRole } from './helpers';

export { expect };

/** The public API key the app sends as `apikey` (the local project's). */
const API_KEY = 'sb_publishable_launchfund_local';

/** A browser state with nobody signed in, for contexts that must not inherit a stored one. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/**
 * Where the setup project keeps a demo role's signed-in state: beside the run's database
 * (playwright.config.ts passes E2E_STATE_DIR on), which a fresh run deletes with it.
 */
export function authFile(role: DemoRole): string {
  return join(process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state', 'e2e-auth', `${role}.json`);
}

interface StoredSession {
  access_token: string;
  expires_at: number;
}

/** The supabase-js session the setup project stored for `role`, from its session cookie. */
function storedSession(role: DemoRole): StoredSession {
  const state = JSON.parse(readFileSync(authFile(role), 'utf8')) as {
    cookies: { name: string; value: string }[];
  };
  const token = accessTokenInCookies(state.cookies);
  if (!token) throw new Error(`no session in ${authFile(role)}: the setup project did not run`);
  const claims = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { exp: number };
  return { access_token: token, expires_at: claims.exp };
}

/** The demo `role`'s shared access token, for set-up calls to the API (never refreshed). */
export function sharedToken(role: DemoRole): string {
  return storedSession(role).access_token;
}

/**
 * Checks that the shared `role` session is alive now, and watches `context` for requests
 * that would refresh or end it; the returned function fails the test if one was sent.
 */
async function guardShared(context: BrowserContext, role: DemoRole): Promise<() => void> {
  const { access_token: token, expires_at: expiresAt } = storedSession(role);
  const user = await context.request.get('/auth/v1/user', {
    headers: { Authorization: `Bearer ${token}`, apikey: API_KEY },
  });
  expect(
    user.status(),
    `the shared demo ${role} session (expiring ${new Date(expiresAt * 1000).toISOString()}) ` +
      'no longer works: an earlier test signed the demo account out, or the run outlived it',
  ).toBe(200);
  const touched: string[] = [];
  context.on('request', (sent) => {
    const url = new URL(sent.url());
    const refresh = url.searchParams.get('grant_type') === 'refresh_token';
    if (refresh || url.pathname === '/auth/v1/logout') touched.push(url.pathname + url.search);
  });
  return () =>
    expect(
      touched,
      `the shared demo ${role} session must be neither refreshed nor signed out`,
    ).toEqual([]);
}

/**
 * Opens the role's home in `page` and waits for its dashboard. This first load boots the
 * app cold (its bundle, supabase-js, the session, the profile), seconds on a loaded
 * machine, so like the login form's first fill it waits as long as the test may run (no
 * expect timeout); what the test then checks is held to the usual expect timeout.
 */
async function openHome(page: Page, role: DemoRole): Promise<void> {
  await page.goto(DEMO[role].home);
  await page.getByRole('heading', { level: 1, name: DEMO[role].dashboard }).waitFor();
}

/** The password of the users tests make for themselves. */
export const OWN_PASSWORD = 'a-long-password-1';

/** A user a test made for itself, signed in in a browser context of their own. */
export interface OwnUser {
  page: Page;
  email: string;
  name: string;
  token: string;
}

/**
 * Makes a confirmed `role` account of the test's own through the admin auth API (set-up
 * nobody does on a screen; the sign-up form has journeys of its own), then signs it in
 * through the login form in `context`. Its sessions are the test's to end.
 */
async function signInOwnUser(
  context: BrowserContext,
  role: OwnRole,
  name: string,
  verifyIdentity: boolean,
): Promise<OwnUser> {
  const email = uniqueEmail(`own-${role}`);
  const page = await context.newPage();
  const created = await page.request.post('/auth/v1/admin/users', {
    headers: { Authorization: `Bearer ${sharedToken('admin')}`, apikey: API_KEY },
    data: {
      email,
      password: OWN_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: name },
      app_metadata: { role },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  await submitLogIn(page, email, OWN_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${role}$`));
  let token = '';
  await expect.poll(async () => (token = await accessToken(page))).not.toBe('');
  if (role !== 'admin' && verifyIdentity) await verifyOwnIdentity(page, token, name);
  return { page, email, name, token };
}

/**
 * Identity before money (docs/identity.md#the-gate): a test's own investor or creator
 * passes the simulated identity check through the API, as set-up, so tests about other
 * screens can move money and submit offerings. e2e/identity.spec.ts walks the check and
 * its refusals on the screens, with users made without it.
 */
async function verifyOwnIdentity(page: Page, token: string, legalName: string): Promise<void> {
  const checked = await page.request.post('/api/identity/check', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      legalName,
      dateOfBirth: '1985-03-14',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      taxIdLast4: '0000',
    },
  });
  expect(checked.status(), await checked.text()).toBe(201);
  expect(((await checked.json()) as { status: string }).status).toBe('verified');
}

type OwnRole = 'investor' | 'creator' | 'admin';

interface Fixtures {
  /**
   * The demo role whose stored session `page` starts with, on the role's dashboard
   * (`test.use({ signedInAs })`), or null for a signed-out visitor on a blank page. With a
   * role set, every context the test opens inherits that session unless given
   * `storageState: SIGNED_OUT`.
   */
  signedInAs: DemoRole | null;
  /** A new context with the demo `role`'s stored session, on the role's dashboard. */
  demoPage: (role: DemoRole) => Promise<Page>;
  /**
   * A new user of the test's own (see `signInOwnUser`), in a new context; an investor or
   * creator has passed the identity check unless `{ verifiedIdentity: false }`.
   */
  ownUser: (
    role: OwnRole,
    name: string,
    options?: { verifiedIdentity?: boolean },
  ) => Promise<OwnUser>;
}

export const test = base.extend<Fixtures>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? authFile(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    const check = signedInAs ? await guardShared(context, signedInAs) : null;
    await use(context);
    check?.();
  },
  page: async ({ page, signedInAs }, use) => {
    if (signedInAs) await openHome(page, signedInAs);
    await use(page);
  },
  demoPage: async ({ browser }, use) => {
    const opened: { context: BrowserContext; check: () => void }[] = [];
    await use(async (role) => {
      const context = await browser.newContext({ storageState: authFile(role) });
      opened.push({ context, check: await guardShared(context, role) });
      const page = await context.newPage();
      await openHome(page, role);
      return page;
    });
    for (const { context } of opened) await context.close();
    for (const { check } of opened) check();
  },
  ownUser: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (role, name, options) => {
      const context = await browser.newContext({ storageState: SIGNED_OUT });
      contexts.push(context);
      return signInOwnUser(context, role, name, options?.verifiedIdentity ?? true);
    });
    for (const context of contexts) await context.close();
  },
});
