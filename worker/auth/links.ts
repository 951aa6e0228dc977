import type { RequestScope } from './context';
import { newOtp, tokenHash } from './crypto';
import { AuthError } from './errors';
import type { MailKind } from './mailer';
import { outboxStatement } from './mailer';
import type { PkceChallenge } from './pkce';
import type { UserRow } from './user-json';

/** The column that stores each kind of emailed token, and its sent-at partner. */
export const TOKEN_COLUMNS = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change: { token: 'email_change_token', sentAt: 'email_change_sent_at' },
} as const satisfies Record<MailKind, { token: string; sentAt: string }>;

/** The flow-state method each link kind records (and the amr of its session). */
export const FLOW_METHODS: Record<MailKind, string> = {
  signup: 'email/signup',
  recovery: 'recovery',
  email_change: 'email_change',
};

/**
 * Flow-state methods that share a kind's token column: a magic link is stored where a
 * recovery link is (as in GoTrue), so a new one of either replaces the other.
 */
export function flowMethodsOf(kind: MailKind): string[] {
  return kind === 'recovery' ? ['recovery', 'magiclink'] : [FLOW_METHODS[kind]];
}

export interface LinkRequest {
  userId: string;
  /** Where the mail goes (the new address for an email change). */
  to: string;
  kind: MailKind;
  pkce: PkceChallenge | null;
  redirectTo: string;
  /** A magic link: stored as a recovery token, but typed, mailed and signed in as one. */
  magicLink?: boolean;
}

export interface PreparedLink {
  /** The value to store in the kind's token column. */
  storedToken: string;
  statements: D1PreparedStatement[];
}

/** What a caller is told when the server has no SITE_URL outside local development. */
export const SITE_URL_MISSING =
  'This server cannot email links yet: its public address (SITE_URL) is not configured. Please tell the site operator.';

/**
 * Creates an emailed verification link: a six-digit code, its hash (prefixed `pkce_` in
 * the PKCE flow, with a flow state row), and the outbox message carrying both. Refused
 * (500, logged) outside local development when SITE_URL is unset: the link would follow
 * the request's `Host`, which the caller chooses.
 */
export async function prepareLink(
  scope: RequestScope,
  request: LinkRequest,
): Promise<PreparedLink> {
  if (!scope.linksConfigured) {
    console.error(`[auth] refused to email a ${request.kind} link: SITE_URL is not configured`);
    throw new AuthError(500, 'site_url_missing', SITE_URL_MISSING);
  }
  const otp = newOtp();
  const hash = await tokenHash(request.to, otp, scope.config.jwtSecret);
  const storedToken = request.pkce ? `pkce_${hash}` : hash;
  const link = new URL('/auth/v1/verify', scope.origin);
  link.searchParams.set('token', storedToken);
  link.searchParams.set('type', request.magicLink ? 'magiclink' : request.kind);
  link.searchParams.set('redirect_to', request.redirectTo);
  const now = scope.now.toISOString();
  const statements: D1PreparedStatement[] = [];
  if (request.pkce) {
    const method = request.magicLink ? 'magiclink' : FLOW_METHODS[request.kind];
    const replaced = flowMethodsOf(request.kind);
    statements.push(
      scope.db
        .prepare(
          `DELETE FROM auth_flow_state WHERE user_id = ?
           AND authentication_method IN (${replaced.map(() => '?').join(', ')})`,
        )
        .bind(request.userId, ...replaced),
      scope.db
        .prepare(
          `INSERT INTO auth_flow_state (id, user_id, code_challenge, code_challenge_method,
             authentication_method, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          request.userId,
          request.pkce.challenge,
          request.pkce.method,
          method,
          now,
        ),
    );
  }
  statements.push(
    outboxStatement(scope.db, {
      to: request.to,
      kind: request.magicLink ? 'magiclink' : request.kind,
      link: link.href,
      otp,
      now,
    }),
  );
  return { storedToken, statements };
}

/** Seconds until another mail of this kind may go to the user, or 0 if it may now. */
export function secondsUntilResend(scope: RequestScope, sentAt: string | null): number {
  if (!sentAt) return 0;
  const next = Date.parse(sentAt) + scope.config.emailFrequencySeconds * 1000;
  return Math.max(0, Math.ceil((next - scope.now.getTime()) / 1000));
}

/**
 * Mails a fresh link of `request.kind` to the user (the new address for an email change)
 * and stores its token, unless one went out within the per-user send gap. Inside that gap
 * the mail is skipped silently: a 429 here would only ever answer for real accounts,
 * telling anyone which emails are registered (/recover, /resend, /otp).
 */
export async function mailLinkUnlessRecent(
  scope: RequestScope,
  user: UserRow,
  request: Omit<LinkRequest, 'userId' | 'to'>,
): Promise<void> {
  const columns = TOKEN_COLUMNS[request.kind];
  if (secondsUntilResend(scope, user[columns.sentAt]) > 0) return;
  const to = request.kind === 'email_change' ? (user.email_change ?? user.email) : user.email;
  const link = await prepareLink(scope, { ...request, userId: user.id, to });
  const now = scope.now.toISOString();
  await scope.db.batch([
    scope.db
      .prepare(
        `UPDATE auth_users SET ${columns.token} = ?, ${columns.sentAt} = ?, updated_at = ? WHERE id = ?`,
      )
      .bind(link.storedToken, now, now, user.id),
    ...link.statements,
  ]);
}

/**
 * Why `npm run deploy` must refuse (scripts/deploy.ts), or null: the deployed `vars`
 * table (or a `--var SITE_URL:…` argument, `fromArguments`) must give SITE_URL as an
 * http(s) URL. A deployed worker without it refuses every emailed link (`prepareLink`).
 */
export function siteUrlDeployProblem(
  vars: unknown,
  fromArguments: string | undefined,
  where: string,
): string | null {
  const fromVars =
    vars !== null && typeof vars === 'object' && 'SITE_URL' in vars
      ? (vars as Record<string, unknown>).SITE_URL
      : undefined;
  const value = fromArguments ?? fromVars;
  if (value === undefined || value === '') {
    return `${where} does not set SITE_URL: set it to the site's public address (SITE_URL = "https://…" in [vars], or --var SITE_URL:https://…); without it the worker refuses to email links`;
  }
  if (
    typeof value !== 'string' ||
    !URL.canParse(value) ||
    !/^https?:$/.test(new URL(value).protocol)
  ) {
    return `${where} sets SITE_URL to ${JSON.stringify(value)}: it must be an http(s) address like https://funding.example.com`;
  }
  return null;
}
