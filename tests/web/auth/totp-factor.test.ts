import { describe, expect, it } from 'vitest';
import { totpFactorMissing } from '../../../web/features/auth/totp-factor';

describe("an admin's two-factor sign-in, read from the auth server's user", () => {
  it('is missing without a verified authenticator-app factor, as supabase-js counts them', () => {
    expect(totpFactorMissing({ id: 'u', factors: [] })).toBe(true);
    expect(totpFactorMissing({ id: 'u' })).toBe(true);
    expect(
      totpFactorMissing({ id: 'u', factors: [{ factor_type: 'totp', status: 'unverified' }] }),
    ).toBe(true);
    expect(
      totpFactorMissing({ id: 'u', factors: [{ factor_type: 'phone', status: 'verified' }] }),
    ).toBe(true);
    expect(
      totpFactorMissing({ id: 'u', factors: [{ factor_type: 'totp', status: 'verified' }] }),
    ).toBe(false);
  });

  it('is unknown for an answer that is not a user', () => {
    expect(totpFactorMissing(null)).toBeNull();
    expect(totpFactorMissing({ message: 'Unauthorized' })).toBeNull();
  });
});
