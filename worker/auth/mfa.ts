import { renderSVG } from 'uqr';
import type { Authenticated } from './authenticate';
import type { RequestScope } from './context';
import { newRefreshToken } from './crypto';
import { AuthError, validationFailed } from './errors';
import type { FactorRow } from './mfa-factors';
import {
  CHALLENGE_EXPIRY_SECONDS,
  MAX_CHALLENGE_FAILURES,
  MAX_FACTORS,
  deleteExpiredFactorsStatement,
  findFactors,
} from './mfa-factors';
import { parseAmr } from './sessions';
import { matchTotp, newTotpSecret, openSecret, otpauthUri, sealSecret } from './totp';
import { isUuid } from '../../shared/uuid';

const MAX_FRIENDLY_NAME = 120;

function sealKey(scope: RequestScope): string {
  const key = scope.config.jwtSecret;
  if (!key) throw new AuthError(500, 'unexpected_failure', 'AUTH_JWT_SECRET is not configured');
  return key;
}

export interface EnrollInput {
  factorType: string;
  friendlyName: string;
  issuer: string;
}

/** POST /factors (GoTrue EnrollFactor): TOTP only; phone and WebAuthn are disabled. */
export async function enrollTotp(scope: RequestScope, auth: Authenticated, input: EnrollInput) {
  if (input.factorType === 'phone') {
    throw new AuthError(422, 'mfa_phone_enroll_disabled', 'MFA enroll is disabled for Phone');
  }
  if (input.factorType === 'webauthn') {
    throw new AuthError(422, 'mfa_webauthn_enroll_disabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (input.factorType !== 'totp') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  if ([...input.friendlyName].length > MAX_FRIENDLY_NAME) {
    throw validationFailed(`friendly_name must be at most ${MAX_FRIENDLY_NAME} characters`);
  }
  const { user, session } = auth;
  await deleteExpiredFactorsStatement(scope.db, user.id, scope.now).run();
  const factors = await findFactors(scope.db, user.id);
  if (factors.some((factor) => factor.friendly_name === input.friendlyName)) {
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${input.friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS) {
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  const id = crypto.randomUUID();
  const secret = newTotpSecret();
  const uri = otpauthUri(input.issuer, user.email, secret);
  const now = scope.now.toISOString();
  await scope.db
    .prepare(
      `INSERT INTO auth_mfa_factors (id, user_id, friendly_name, factor_type, status, secret,
         created_at, updated_at) VALUES (?, ?, ?, 'totp', 'unverified', ?, ?, ?)`,
    )
    .bind(id, user.id, input.friendlyName, await sealSecret(secret, sealKey(scope), id), now, now)
    .run();
  return {
    id,
    type: 'totp',
    friendly_name: input.friendlyName,
    // Raw SVG, as GoTrue sends it: supabase-js makes it a data URI.
    totp: { qr_code: renderSVG(uri, { pixelSize: 3 }), secret, uri },
  };
}

/** GoTrue's loadFactor: the caller's own factor, 404 otherwise. */
export async function loadOwnFactor(
  scope: RequestScope,
  userId: string,
  factorId: string,
): Promise<FactorRow> {
  if (!isUuid(factorId)) {
    throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  }
  const factor = await scope.db
    .prepare('SELECT * FROM auth_mfa_factors WHERE id = ? AND user_id = ?')
    .bind(factorId, userId)
    .first<FactorRow>();
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors/:id/challenge: a challenge bound to the caller's address for 5 minutes. */
export async function createChallenge(scope: RequestScope, factor: FactorRow, address: string) {
  const id = crypto.randomUUID();
  const now = scope.now.toISOString();
  await scope.db.batch([
    scope.db
      .prepare(
        'INSERT INTO auth_mfa_challenges (id, factor_id, ip_address, created_at) VALUES (?, ?, ?, ?)',
      )
      .bind(id, factor.id, address, now),
    scope.db
      .prepare('UPDATE auth_mfa_factors SET last_challenged_at = ?, updated_at = ? WHERE id = ?')
      .bind(now, now, factor.id),
  ]);
  const expiresAt = Math.floor(scope.now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS;
  return { id, type: factor.factor_type, expires_at: expiresAt };
}

interface ChallengeRow {
  id: string;
  factor_id: string;
  ip_address: string;
  failures: number;
  created_at: string;
  verified_at: string | null;
}

const invalidCode = () =>
  new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

/**
 * Checks a code against a live challenge of the factor. A wrong code counts against the
 * challenge, which is deleted at the fifth; a code (or an older one) that was already
 * accepted is refused as wrong (replay). Returns the step the code belongs to.
 */
export async function checkChallengeCode(
  scope: RequestScope,
  factor: FactorRow,
  challengeId: string,
  code: string,
  address: string,
): Promise<number> {
  const challenge = isUuid(challengeId)
    ? await scope.db
        .prepare('SELECT * FROM auth_mfa_challenges WHERE id = ? AND factor_id = ?')
        .bind(challengeId, factor.id)
        .first<ChallengeRow>()
    : null;
  if (!challenge) {
    throw new AuthError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (challenge.verified_at !== null || challenge.ip_address !== address) {
    throw new AuthError(
      422,
      'mfa_ip_address_mismatch',
      'Challenge and verify IP addresses mismatch.',
    );
  }
  const age = scope.now.getTime() - Date.parse(challenge.created_at);
  if (age > CHALLENGE_EXPIRY_SECONDS * 1000) {
    await scope.db.prepare('DELETE FROM auth_mfa_challenges WHERE id = ?').bind(challenge.id).run();
    throw new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const secret = await openSecret(factor.secret, sealKey(scope), factor.id);
  const step = await matchTotp(secret, code.trim(), scope.now, factor.last_step);
  if (step === null) {
    await scope.db.batch([
      scope.db
        .prepare('UPDATE auth_mfa_challenges SET failures = failures + 1 WHERE id = ?')
        .bind(challenge.id),
      scope.db
        .prepare('DELETE FROM auth_mfa_challenges WHERE id = ? AND failures >= ?')
        .bind(challenge.id, MAX_CHALLENGE_FAILURES),
    ]);
    throw invalidCode();
  }
  return step;
}

/**
 * Uses the challenge and the code's step, and raises the session to aal2 with a new
 * refresh token (GoTrue's updateMFASessionAndClaims). In one batch whose first two
 * statements only change anything when the challenge is unused and the step is newer
 * than the last one accepted, so two concurrent verifications cannot both succeed.
 * Other aal1 sessions of the user end, and unfinished factors are dropped, as in GoTrue.
 */
export async function raiseSession(
  scope: RequestScope,
  auth: Authenticated,
  factor: FactorRow,
  challengeId: string,
  step: number,
): Promise<{ refreshToken: string; amr: ReturnType<typeof parseAmr> }> {
  const now = scope.now.toISOString();
  const { session, user } = auth;
  const amr = [
    { method: 'totp', timestamp: Math.floor(scope.now.getTime() / 1000) },
    ...parseAmr(session.amr),
  ];
  const refreshToken = newRefreshToken();
  const results = await scope.db.batch([
    scope.db
      .prepare(
        'UPDATE auth_mfa_challenges SET verified_at = ? WHERE id = ? AND verified_at IS NULL',
      )
      .bind(now, challengeId),
    scope.db
      .prepare(
        `UPDATE auth_mfa_factors SET status = 'verified', last_step = ?, updated_at = ?
         WHERE id = ? AND (last_step IS NULL OR last_step < ?) AND changes() = 1`,
      )
      .bind(step, now, factor.id, step),
    scope.db
      .prepare(
        `UPDATE auth_sessions SET aal = 'aal2', factor_id = ?, amr = ?, updated_at = ?
         WHERE id = ? AND changes() = 1`,
      )
      .bind(factor.id, JSON.stringify(amr), now, session.id),
    scope.db
      .prepare(
        `INSERT INTO auth_refresh_tokens (token, user_id, session_id, parent, revoked,
           created_at, updated_at)
         SELECT ?, ?, ?, (SELECT token FROM auth_refresh_tokens WHERE session_id = ?
           AND revoked = 0 ORDER BY id DESC LIMIT 1), 0, ?, ?
         WHERE changes() = 1`,
      )
      .bind(refreshToken, user.id, session.id, session.id, now, now),
    scope.db
      .prepare(
        `UPDATE auth_refresh_tokens SET revoked = 1, updated_at = ?
         WHERE session_id = ? AND revoked = 0 AND token <> ?`,
      )
      .bind(now, session.id, refreshToken),
    scope.db
      .prepare("DELETE FROM auth_sessions WHERE user_id = ? AND id <> ? AND aal = 'aal1'")
      .bind(user.id, session.id),
    scope.db
      .prepare("DELETE FROM auth_mfa_factors WHERE user_id = ? AND status = 'unverified'")
      .bind(user.id),
  ]);
  if (results[1]?.meta.changes !== 1 || results[3]?.meta.changes !== 1) {
    // Lost a race with the same code, or the code's step was used meanwhile: a replay.
    throw invalidCode();
  }
  return { refreshToken, amr };
}

/** DELETE /factors/:id: a verified factor needs an aal2 session; its sessions drop to aal1. */
export async function unenroll(scope: RequestScope, auth: Authenticated, factor: FactorRow) {
  if (factor.status === 'verified' && auth.session.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  const now = scope.now.toISOString();
  await scope.db.batch([
    scope.db.prepare('DELETE FROM auth_mfa_factors WHERE id = ?').bind(factor.id),
    scope.db
      .prepare(
        "UPDATE auth_sessions SET aal = 'aal1', factor_id = NULL, updated_at = ? WHERE factor_id = ?",
      )
      .bind(now, factor.id),
  ]);
  return { id: factor.id };
}
