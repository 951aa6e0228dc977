/**
 * Auth helpers for worker tests: users straight into D1, sign-in through the real
 * /auth/v1/token route, and a supabase-js client wired to the worker via SELF.fetch.
 */
import { SELF, env } from 'cloudflare:test';
import { createClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { Role } from '../../../shared/constants';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { hashPassword } from '../../../worker/auth/password';
import { insertUserStatements } from '../../../worker/auth/users';

export const TEST_ORIGIN = 'https://app.test';
export const TEST_PASSWORD = 'test-password-2026';

/** The real supabase-js client, talking to the worker in-process. */
export function testClient(options: { flowType?: 'pkce' } = {}) {
  return createClient(TEST_ORIGIN, PUBLIC_API_KEY, {
    global: { fetch: (input, init) => SELF.fetch(input, init) },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options },
  });
}

/** testClient on the PKCE flow: emailed links come back with a code to exchange. */
export function pkceClient() {
  return testClient({ flowType: 'pkce' });
}

/** Opens an emailed link the way a browser would, without following the redirect. */
export async function openLink(link: string): Promise<URL> {
  const res = await SELF.fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

let counter = 0;
/** A fresh, unique email address for a test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  fullName?: string | null;
  role?: Role;
  confirmed?: boolean;
  /**
   * signedInUser only: an investor or creator passes the identity check through the real
   * route (the simulated provider's verified input) unless this is false, so tests that
   * move money or submit offerings meet the gate as a verified person would.
   */
  verified?: boolean;
}

/** Inserts a user (confirmed by default) with its profile row directly into D1. */
export async function createConfirmedUser(
  options: CreateUserOptions = {},
): Promise<{ id: string; email: string; password: string }> {
  const id = crypto.randomUUID();
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? TEST_PASSWORD;
  const role = options.role ?? 'investor';
  const fullName = options.fullName === undefined ? 'Test User' : options.fullName;
  const now = new Date().toISOString();
  await env.DB.batch(
    insertUserStatements(env.DB, {
      id,
      email,
      passwordHash: await hashPassword(password),
      data: { full_name: fullName, role },
      profile: { fullName, role, avatarUrl: null },
      now,
      confirmedAt: options.confirmed === false ? null : now,
      confirmationToken: null,
    }),
  );
  return { id, email, password };
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  userId: string;
}

/** Password sign-in through POST /auth/v1/token; throws unless it answers 200. */
export async function signIn(email: string, password: string = TEST_PASSWORD): Promise<SignedIn> {
  const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: PUBLIC_API_KEY,
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body: { access_token: string; refresh_token: string; user: { id: string } } =
    await res.json();
  return { accessToken: body.access_token, refreshToken: body.refresh_token, userId: body.user.id };
}

/** Creates a confirmed user with `role` and signs them in (verified: see `verified`). */
export async function signedInUser(
  options: CreateUserOptions = {},
): Promise<SignedIn & { email: string }> {
  const user = await createConfirmedUser(options);
  const signedIn = { ...(await signIn(user.email, user.password)), email: user.email };
  const role = options.role ?? 'investor';
  if (options.verified !== false && (role === 'investor' || role === 'creator')) {
    await verifyIdentity(signedIn.accessToken);
  }
  return signedIn;
}

/** The simulated provider's documented inputs (docs/identity.md#test-inputs). */
export const IDENTITY_TEST_LAST4 = { verified: '0000', failed: '1111', review: '2222' } as const;

/** A valid identity check body; `taxIdLast4` picks the simulated outcome. */
export function identityCheckBody(taxIdLast4: string = IDENTITY_TEST_LAST4.verified) {
  return {
    legalName: 'Ivy Q. Investor',
    dateOfBirth: '1985-04-12',
    address: {
      line1: '12 Harbor Street',
      city: 'Austin',
      region: 'TX',
      postalCode: '78701',
      country: 'US',
    },
    taxIdLast4,
  };
}

/** Passes the identity check through POST /api/identity/check; throws unless it lands. */
export async function verifyIdentity(
  accessToken: string,
  taxIdLast4: string = IDENTITY_TEST_LAST4.verified,
): Promise<{ status: string; reason: string | null }> {
  const res = await SELF.fetch(`${TEST_ORIGIN}/api/identity/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
    body: JSON.stringify(identityCheckBody(taxIdLast4)),
  });
  if (res.status !== 201)
    throw new Error(`identity check failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `Authorization: Bearer …` for /api calls. */
export function bearer(accessToken: string): Record<string, string> {
  return { Authorization: `Bearer ${accessToken}` };
}

export interface OutboxMessage {
  id: number;
  to: string;
  kind: string;
  subject: string;
  body: string;
  link: string;
  /** A notification mail's List-Unsubscribe headers (RFC 8058); empty for others. */
  headers: Record<string, string>;
  createdAt: string;
}

/** Where the dev tools answer: they refuse any request that is not addressed to loopback. */
export const DEV_TOOLS_ORIGIN = 'http://localhost:8787';

/** The local mail outbox, newest first (via /__dev/outbox.json). */
export async function outbox(): Promise<OutboxMessage[]> {
  const res = await SELF.fetch(`${DEV_TOOLS_ORIGIN}/__dev/outbox.json`);
  const body: { messages: OutboxMessage[] } = await res.json();
  return body.messages;
}

/** The newest outbox message to `email`, or throws. */
export async function latestMailTo(email: string): Promise<OutboxMessage> {
  const message = (await outbox()).find((item) => item.to === email.toLowerCase());
  if (!message) throw new Error(`no mail to ${email}`);
  return message;
}
