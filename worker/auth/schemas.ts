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

/** The most user metadata a sign-up or an update may store, as JSON bytes. */
export const MAX_USER_METADATA_BYTES = 4096;

/** Whether a metadata object fits the bound (UTF-8 bytes of its JSON). */
export function metadataFits(data: Record<string, unknown>): boolean {
  return new TextEncoder().encode(JSON.stringify(data)).length <= MAX_USER_METADATA_BYTES;
}

export const METADATA_TOO_LARGE = `data must be at most ${MAX_USER_METADATA_BYTES} bytes of JSON`;

/**
 * The sign-up `data`: full_name and avatar_url with the product's rules, role (investor
 * or creator only; a missing role means investor; it goes to the profile row, never to
 * user metadata), and any other keys as user metadata, as hosted Supabase stores them,
 * up to MAX_USER_METADATA_BYTES in all.
 */
export const signupData = v.pipe(
  v.looseObject(
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
  ),
  v.check((data) => metadataFits(data), METADATA_TOO_LARGE),
);

/** The user metadata a sign-up stores: its `data` without the role. */
export function userMetadataOf(data: Record<string, unknown>): Record<string, unknown> {
  const { role: _role, ...rest } = data;
  return rest;
}

/** A readable message for the first problem in sign-up `data`. */
export function signupDataProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  return issue ? issue.message : 'data is invalid';
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
