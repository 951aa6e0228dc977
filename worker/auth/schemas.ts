import * as v from 'valibot';
import { SIGNUP_ROLES } from '../../shared/constants';
import { avatarUrlSchema, optionalFullNameSchema } from '../../shared/schemas/person';

/** A JSON string field that may be absent or null, as Go's decoder accepts. */
const optionalString = v.optional(v.nullable(v.string()));

export const signupBody = v.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: v.optional(v.nullable(v.unknown())),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

/**
 * The sign-up `data` the product accepts: full_name, role (investor or creator only; a
 * missing role means investor) and avatar_url. Anything else is refused, so no client
 * can sign up as admin or smuggle extra metadata.
 */
export const signupData = v.strictObject(
  {
    // The same name and avatar rules as the profile PATCH and the user.joined event, so
    // a sign-up the API takes is one the event store appends.
    full_name: v.optional(optionalFullNameSchema),
    role: v.optional(
      v.picklist(SIGNUP_ROLES, 'data.role must be "investor" or "creator"'),
      'investor',
    ),
    avatar_url: v.optional(avatarUrlSchema),
  },
  'data must be an object',
);

/** A readable message for the first problem in sign-up `data`. */
export function signupDataProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'data is invalid';
  const key = issue.path?.[0]?.key;
  if (issue.type === 'strict_object' && key !== undefined) {
    return `data has an unknown field "${String(key)}"`;
  }
  return issue.message;
}

export const passwordGrantBody = v.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});

export const refreshGrantBody = v.looseObject({ refresh_token: optionalString });

export const pkceGrantBody = v.looseObject({
  auth_code: optionalString,
  code_verifier: optionalString,
});

export const recoverBody = v.looseObject({
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const resendBody = v.looseObject({
  email: optionalString,
  phone: optionalString,
  type: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const verifyBody = v.looseObject({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
  redirect_to: optionalString,
});

export const updateUserBody = v.looseObject({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: v.optional(v.nullable(v.record(v.string(), v.unknown(), 'data must be an object'))),
  app_metadata: v.optional(v.unknown()),
  nonce: optionalString,
  current_password: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
