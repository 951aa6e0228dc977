import type { Context } from 'hono';
import { vValidator } from '@hono/valibot-validator';
import type { BaseIssue, GenericSchema, InferOutput } from 'valibot';
import { getDotPath, safeParse } from 'valibot';
import type { AppEnv, Env } from '../env';
import type { AuthConfig } from './config';
import { authConfig } from './config';
import { AuthError } from './errors';
import { redirectAllowed } from './policy';

export type AuthContext = Context<AppEnv>;

export interface RequestScope {
  db: D1Database;
  /** The Worker's env, for what reads keys from it (access token verification). */
  env: Env;
  config: AuthConfig;
  now: Date;
  /** The origin the client called, e.g. https://app.test. */
  origin: string;
  /** The `iss` claim: this server's auth URL. */
  issuer: string;
  /**
   * Whether emailed links may be built at all: SITE_URL is set, or this is local
   * development (where links follow the request's own origin). See `mayFollowRequestOrigin`.
   */
  linksConfigured: boolean;
  /** The caller's User-Agent, kept with a session it opens (the settings' device list). */
  userAgent: string | null;
}

/** Longer User-Agent strings are cut: a label is all they serve. */
const MAX_USER_AGENT = 512;

export function requestScope(c: AuthContext): RequestScope {
  const origin = publicOrigin(c);
  return {
    db: c.env.DB,
    env: c.env,
    config: authConfig(c.env),
    now: new Date(),
    origin,
    issuer: `${origin}/auth/v1`,
    linksConfigured: configuredSite(c) !== null || mayFollowRequestOrigin(c),
    userAgent: c.req.header('User-Agent')?.slice(0, MAX_USER_AGENT) ?? null,
  };
}

const LOOPBACK_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Local development, where a link may follow the request's origin because SITE_URL is
 * unset: the local scripts set DEV_TOOLS "true" (and `npm run deploy` refuses any other
 * value than "false"), or the request is addressed to this machine. Anywhere else the
 * request's `Host` is whatever the caller wrote, so a link built from it could send a
 * victim to another server.
 */
function mayFollowRequestOrigin(c: AuthContext): boolean {
  if (c.env.DEV_TOOLS === 'true') return true;
  const host = new URL(c.req.url).hostname.toLowerCase();
  return LOOPBACK_HOSTNAMES.has(host) || host.endsWith('.localhost');
}

function configuredSite(c: AuthContext): string | null {
  const site = c.env.SITE_URL;
  return site && URL.canParse(site) ? site : null;
}

/**
 * The origin emailed links point at: SITE_URL's when it is set (production must set it),
 * so a request with a forged `Host` can never send a victim a link to another server;
 * the request's own origin only when SITE_URL is unset (local development).
 */
export function publicOrigin(c: AuthContext): string {
  const site = configuredSite(c);
  return site ? new URL(site).origin : new URL(c.req.url).origin;
}

/** SITE_URL, or the origin of the request when none is configured. */
export function siteUrl(c: AuthContext): string {
  return configuredSite(c) ?? new URL(c.req.url).origin;
}

/**
 * GoTrue's redirect rule: `redirect_to` is honoured when it points at the public origin
 * (SITE_URL's, else this server's) or matches ADDITIONAL_REDIRECT_URLS, otherwise the
 * site URL is used. Unknown query parameters inside it are kept untouched.
 */
export function resolveRedirect(c: AuthContext, requested: string | null | undefined): string {
  if (requested && redirectAllowed(requested, publicOrigin(c), c.env.ADDITIONAL_REDIRECT_URLS)) {
    return requested;
  }
  return siteUrl(c);
}

/**
 * Validates a JSON body with valibot. Type mismatches answer like GoTrue's JSON decoder:
 * 400 `bad_json`. Field-level rules are checked in the handlers.
 */
export function validJson<T extends GenericSchema>(schema: T) {
  return vValidator('json', schema, (result) => {
    if (!result.success) throw badJson(result.issues);
  });
}

function badJson(issues: readonly BaseIssue<unknown>[]): AuthError {
  const [issue] = issues;
  const field = issue ? getDotPath(issue) : null;
  const reason = field ? `${field}: ${issue?.message}` : (issue?.message ?? 'invalid body');
  return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`);
}

/** Reads and validates the JSON body when the schema depends on the request (e.g. grant). */
export async function readBody<T extends GenericSchema>(
  c: AuthContext,
  schema: T,
): Promise<InferOutput<T>> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const result = safeParse(schema, value);
  if (!result.success) throw badJson(result.issues);
  return result.output;
}
