/**
 * Raw /auth/v1 calls for the auth security suites: each request can claim its own client
 * address (CF-Connecting-IP), as a client of `wrangler dev` can.
 */
import { SELF } from 'cloudflare:test';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { TEST_ORIGIN, latestMailTo } from '../helpers/auth';

export interface AuthAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** POSTs JSON to /auth/v1/<path> as supabase-js does, from `ip` (or no header at all). */
export async function authPost(
  path: string,
  body: unknown,
  ip: string | null = null,
): Promise<AuthAnswer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    apikey: PUBLIC_API_KEY,
    'X-Supabase-Api-Version': '2024-01-01',
  };
  if (ip !== null) headers['CF-Connecting-IP'] = ip;
  const res = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** A different, plausible client address for every `n`. */
export function addressNo(n: number): string {
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** The six-digit code of the newest mail to `email`. */
export async function latestCode(email: string): Promise<string> {
  const code = /code: (\d{6})/.exec((await latestMailTo(email)).body)?.[1];
  if (!code) throw new Error(`no code in the mail to ${email}`);
  return code;
}

/** A six-digit code that is not `code`. */
export function wrongCode(code: string, n = 0): string {
  const value = (Number(code) + 1 + n) % 1_000_000;
  return String(value).padStart(6, '0');
}

export const WRONG_CODE = { code: 'otp_expired', message: 'Token has expired or is invalid' };
export const RATE_LIMITED = {
  code: 'over_request_rate_limit',
  message: 'Request rate limit reached',
};

/** The per-account sign-in lockout says what to do next. */
export const SIGNIN_LOCKED = {
  code: 'over_request_rate_limit',
  message:
    'Too many failed sign-in attempts for this account. Try again in 15 minutes, or reset your password.',
};
/** The per-address sign-in limit (failures from one network). */
export const NETWORK_LOCKED = {
  code: 'over_request_rate_limit',
  message: 'Too many failed sign-in attempts from your network. Try again in a few minutes.',
};
