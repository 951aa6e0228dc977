import { Hono } from 'hono';
import { safeParse } from 'valibot';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import type { AuthContext } from '../auth/context';
import { readBody, requestScope } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { signInWithOtp } from '../auth/otp-signin';
import { readPkce } from '../auth/pkce';
import { checkEmail } from '../auth/policy';
import { enforceRateLimit } from '../auth/rate-limit';
import { signupData, signupDataProblem, userMetadataOf } from '../auth/schemas';
import { normalizeEmail } from '../auth/users';

const optionalString = v.optional(v.nullable(v.string()));
const otpBody = v.looseObject({
  email: optionalString,
  phone: optionalString,
  channel: optionalString,
  create_user: v.optional(v.nullable(v.boolean())),
  data: v.optional(v.nullable(v.unknown())),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/** POST /otp and the older POST /magiclink (email only), as GoTrue validates them. */
async function otp(c: AuthContext, emailOnly: boolean) {
  const scope = requestScope(c);
  await enforceRateLimit(c, scope.db, 'email', scope.config.rateLimits.email, scope.now);
  const body = await readBody(c, otpBody);
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (body.email && body.channel) {
    throw validationFailed('Channel should only be specified with Phone OTP');
  }
  const pkce = readPkce(body.code_challenge, body.code_challenge_method);
  const createUser = body.create_user ?? true;
  if (!body.email) {
    if (emailOnly) throw validationFailed('Password recovery requires an email', 422);
    if (!body.phone) throw validationFailed('One of email or phone must be set');
    // No phone account can exist, so GoTrue's create_user check answers first.
    if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
  const email = normalizeEmail(body.email);
  checkEmail(email);
  // The same data rules as a sign-up: a new account may choose investor or creator only.
  const data = safeParse(signupData, body.data ?? {});
  if (!data.success) throw validationFailed(signupDataProblem(data.issues), 422);
  await signInWithOtp(c, scope, {
    email,
    createUser,
    metadata: userMetadataOf(data.output),
    profile: {
      fullName: data.output.full_name?.trim() || null,
      role: data.output.role,
      avatarUrl: data.output.avatar_url ?? null,
    },
    pkce,
  });
  return c.json({});
}

/** Email one-time codes and magic links (supabase-js `signInWithOtp`). */
export const otpRoutes = new Hono<AppEnv>()
  .post('/otp', (c) => otp(c, false))
  .post('/magiclink', (c) => otp(c, true));
