/**
 * Whether the user in a GET /auth/v1/user answer has no verified authenticator-app
 * factor, as supabase-js's `mfa.listFactors` reads it (its `totp`); null when the answer
 * is not a user.
 */
export function totpFactorMissing(user: unknown): boolean | null {
  if (typeof user !== 'object' || user === null || !('id' in user)) return null;
  const factors = 'factors' in user && Array.isArray(user.factors) ? user.factors : [];
  return !factors.some(
    (factor: unknown) =>
      typeof factor === 'object' &&
      factor !== null &&
      'factor_type' in factor &&
      'status' in factor &&
      factor.factor_type === 'totp' &&
      factor.status === 'verified',
  );
}
