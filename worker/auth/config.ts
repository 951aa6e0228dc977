import type { Env } from '../env';
import type { TokenKeys } from './jwt';
import { tokenKeys } from './jwt';

/** GoTrue's per-address limits, counted over a 5-minute window. */
export const RATE_LIMIT_WINDOW_SECONDS = 300;

/**
 * Per-account limits, counted over a longer window so that guessing stays slow however
 * many addresses the guesser has. Failed password sign-ins per email: 10 per 15 minutes,
 * then that email is refused (429) until the window ends, right password or not. Failed
 * /verify codes per email: 10 per 15 minutes. A code itself is burned after 5 failures.
 */
export const ACCOUNT_WINDOW_SECONDS = 900;

export interface AuthConfig {
  /** HS256 key of embedded-mode access tokens; null when the secret is not configured. */
  jwtSecret: string | null;
  /** How access tokens are signed and verified (ES256 by default, HS256 on request). */
  tokens: TokenKeys;
  autoconfirm: boolean;
  minPasswordLength: number;
  accessTokenSeconds: number;
  /** Hosted Supabase allows a refresh token to be reused for 10 s (docs/auth.md#tokens). */
  refreshReuseSeconds: number;
  /** Per-user minimum gap between two emails of the same kind (SMTP_MAX_FREQUENCY). */
  emailFrequencySeconds: number;
  /** Lifetime of emailed links and codes: 1 hour, as hosted Supabase (AUTH_OTP_EXPIRY_SECONDS). */
  linkExpirySeconds: number;
  /** Wrong guesses an emailed code survives; the next failure burns it. */
  maxCodeFailures: number;
  /** PKCE flow state lifetime (FlowStateExpiryDuration). */
  flowStateSeconds: number;
  rateLimits: {
    token: number;
    email: number;
    verify: number;
    /** Sign-ups that send no mail (autoconfirm), per address: GoTrue's sign-up limiter. */
    signup: number;
    /** Two-factor challenges and verifications per address. */
    mfa: number;
    /** Failed two-factor codes per user per ACCOUNT_WINDOW_SECONDS. */
    mfaFailuresPerUser: number;
    /** Failed password sign-ins per email per ACCOUNT_WINDOW_SECONDS. */
    signinFailuresPerAccount: number;
    /** Failed /verify codes per email per ACCOUNT_WINDOW_SECONDS. */
    verifyFailuresPerAccount: number;
  };
  /** Upstream timeout in proxy mode; GoTrue's own request timeout is 10 s. */
  proxyTimeoutMs: number;
}

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Reads the auth settings from the Worker's vars, with hosted Supabase's defaults. */
export function authConfig(env: Env): AuthConfig {
  return {
    jwtSecret: env.AUTH_JWT_SECRET && env.AUTH_JWT_SECRET.length > 0 ? env.AUTH_JWT_SECRET : null,
    tokens: tokenKeys(env),
    autoconfirm: env.AUTH_AUTOCONFIRM === 'true',
    // GoTrue raises any configured minimum below 6 to 6.
    minPasswordLength: Math.max(6, positiveInt(env.AUTH_MIN_PASSWORD_LENGTH, 8)),
    accessTokenSeconds: 3600,
    refreshReuseSeconds: 10,
    emailFrequencySeconds: 60,
    linkExpirySeconds: positiveInt(env.AUTH_OTP_EXPIRY_SECONDS, 3600),
    maxCodeFailures: 5,
    flowStateSeconds: 300,
    rateLimits: {
      token: positiveInt(env.AUTH_RATE_LIMIT_TOKEN, 150),
      email: positiveInt(env.AUTH_RATE_LIMIT_EMAIL, 30),
      verify: positiveInt(env.AUTH_RATE_LIMIT_VERIFY, 30),
      // GoTrue-style setting: a test or load run with autoconfirm raises it (docs/auth.md#defaults).
      signup: positiveInt(env.AUTH_RATE_LIMIT_SIGNUP, 30),
      mfa: 30,
      mfaFailuresPerUser: 10,
      signinFailuresPerAccount: 10,
      verifyFailuresPerAccount: 10,
    },
    proxyTimeoutMs: positiveInt(env.AUTH_PROXY_TIMEOUT_MS, 10_000),
  };
}
