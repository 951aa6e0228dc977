import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { authenticate } from '../auth/authenticate';
import type { AuthContext } from '../auth/context';
import { requestScope, siteUrl, validJson } from '../auth/context';
import { validationFailed } from '../auth/errors';
import {
  checkChallengeCode,
  createChallenge,
  enrollTotp,
  loadOwnFactor,
  raiseSession,
  unenroll,
} from '../auth/mfa';
import { factorsJson } from '../auth/mfa-factors';
import { ACCOUNT_WINDOW_SECONDS } from '../auth/config';
import type { Limit } from '../auth/rate-limit';
import {
  addressLimit,
  clientAddress,
  enforceLimit,
  enforceRateLimit,
  releaseHit,
} from '../auth/rate-limit';
import { sessionResponse } from '../auth/sessions';
import { findIdentities, findUserById } from '../auth/users';

const optionalString = v.optional(v.nullable(v.string()));
const enrollBody = v.looseObject({
  factor_type: optionalString,
  friendly_name: optionalString,
  issuer: optionalString,
});
const verifyBody = v.looseObject({ challenge_id: optionalString, code: optionalString });

/** Challenges and verifications share one per-address budget (GoTrue's MFA limiter). */
async function limitMfa(c: AuthContext) {
  const scope = requestScope(c);
  await enforceLimit(scope.db, addressLimit(c, 'mfa', scope.config.rateLimits.mfa), scope.now);
}

/** Wrong two-factor codes per user per 15 minutes, whatever challenge or address. */
function userLimit(userId: string, limit: number): Limit {
  return {
    bucket: 'mfa-user',
    subject: `user:${userId}`,
    limit,
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
  };
}

/**
 * /auth/v1/factors: TOTP two-factor enrol, challenge, verify and unenrol, as GoTrue
 * answers supabase-js `auth.mfa` (worker/auth/mfa.ts).
 */
export const factorRoutes = new Hono<AppEnv>()
  .post('/factors', validJson(enrollBody), async (c) => {
    const scope = requestScope(c);
    const auth = await authenticate(c, scope);
    await enforceRateLimit(c, scope.db, 'token', scope.config.rateLimits.token, scope.now);
    const body = c.req.valid('json');
    return c.json(
      await enrollTotp(scope, auth, {
        factorType: body.factor_type ?? '',
        friendlyName: body.friendly_name ?? '',
        // GoTrue names the site's host unless the client gives an issuer.
        issuer: body.issuer || new URL(siteUrl(c)).host,
      }),
    );
  })
  .post('/factors/:factorId/challenge', async (c) => {
    const scope = requestScope(c);
    const auth = await authenticate(c, scope);
    const factor = await loadOwnFactor(scope, auth.user.id, c.req.param('factorId'));
    await limitMfa(c);
    return c.json(await createChallenge(scope, factor, clientAddress(c)));
  })
  .post('/factors/:factorId/verify', validJson(verifyBody), async (c) => {
    const scope = requestScope(c);
    const auth = await authenticate(c, scope);
    const factor = await loadOwnFactor(scope, auth.user.id, c.req.param('factorId'));
    await limitMfa(c);
    const body = c.req.valid('json');
    if (!body.code) throw validationFailed('Code needs to be non-empty');
    // Wrong codes per user, whatever challenge or address they come through: the hit is
    // taken first and given back on success, so parallel guesses cannot slip past.
    const perUser = userLimit(auth.user.id, scope.config.rateLimits.mfaFailuresPerUser);
    await enforceLimit(scope.db, perUser, scope.now);
    const challengeId = body.challenge_id ?? '';
    const step = await checkChallengeCode(scope, factor, challengeId, body.code, clientAddress(c));
    const raised = await raiseSession(scope, auth, factor, challengeId, step);
    await releaseHit(scope.db, perUser, scope.now);
    const user = (await findUserById(scope.db, auth.user.id)) ?? auth.user;
    return c.json(
      await sessionResponse({
        config: scope.config,
        issuer: scope.issuer,
        user,
        identities: await findIdentities(scope.db, user.id),
        factors: await factorsJson(scope.db, user.id),
        sessionId: auth.session.id,
        amr: raised.amr,
        aal: 'aal2',
        refreshToken: raised.refreshToken,
        now: scope.now,
      }),
    );
  })
  .delete('/factors/:factorId', async (c) => {
    const scope = requestScope(c);
    const auth = await authenticate(c, scope);
    const factor = await loadOwnFactor(scope, auth.user.id, c.req.param('factorId'));
    return c.json(await unenroll(scope, auth, factor));
  });
