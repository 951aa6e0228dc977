/**
 * Replayed TOTP codes (docs/security.md, two-factor row): the same code sent by two
 * sessions at once raises exactly one of them to aal2, and once a code's step is used an
 * older step's code, never used and still inside the one-step skew, is refused too. The
 * plain replay (the same code again later, from another session) is in
 * tests/worker/auth/mfa.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../worker/auth/totp';
import { TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

const STEP_MS = 30_000;
type Client = ReturnType<typeof testClient>;

async function signedIn(email: string): Promise<Client> {
  const client = testClient();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function level(client: Client) {
  return (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel;
}

/** A user with a verified factor whose used step is the one before now. */
async function enrolled() {
  const user = await createConfirmedUser();
  const client = await signedIn(user.email);
  const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
  const factorId = data?.id ?? '';
  const secret = data?.totp.secret ?? '';
  const code = await totpCode(secret, new Date(Date.now() - STEP_MS));
  expect((await client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
  return { email: user.email, factorId, secret };
}

describe('TOTP replay', () => {
  it('one code sent by two sessions at once raises only one of them', async () => {
    const { email, factorId, secret } = await enrolled();
    const [a, b] = await Promise.all([signedIn(email), signedIn(email)]);
    const code = await totpCode(secret, new Date());
    const results = await Promise.all(
      [a, b].map((client) => client.auth.mfa.challengeAndVerify({ factorId, code })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const refused = results.find((r) => r.error !== null);
    expect(refused?.error?.status).toBeGreaterThanOrEqual(400);
    expect(refused?.error?.status).toBeLessThan(500);
  });

  it('after a newer step is used, an older step’s unused code is refused', async () => {
    const { email, factorId, secret } = await enrolled();
    const now = Date.now();
    const newer = await signedIn(email);
    const ahead = await totpCode(secret, new Date(now + STEP_MS));
    expect((await newer.auth.mfa.challengeAndVerify({ factorId, code: ahead })).error).toBeNull();
    const later = await signedIn(email);
    const older = await totpCode(secret, new Date(now));
    const res = await later.auth.mfa.challengeAndVerify({ factorId, code: older });
    expect(res.error?.code).toBe('mfa_verification_failed');
    expect(await level(later)).toBe('aal1');
  });
});
