import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../worker/auth/totp';
import { TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

type Client = ReturnType<typeof testClient>;

async function signedInClient(email: string): Promise<Client> {
  const client = testClient();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();
  return client;
}

/** Enrols a TOTP factor under `name` and verifies it; answers its id and secret. */
async function enrolVerified(client: Client, name: string, at = new Date()) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: name });
  expect(error).toBeNull();
  const factorId = data?.id ?? '';
  const secret = data?.totp.secret ?? '';
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: await totpCode(secret, at),
  });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}

// A backup for a lost phone: a second TOTP factor, as GoTrue allows (up to ten verified).
describe('a second TOTP factor as the backup', () => {
  it('enrols at aal2 only, lists both, and either one alone raises a new sign-in to aal2', async () => {
    const user = await createConfirmedUser();
    const first = await signedInClient(user.email);
    const phone = await enrolVerified(first, 'Phone');

    const aal1 = await signedInClient(user.email);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('insufficient_aal');

    const backup = await enrolVerified(first, 'Backup');
    const listed = await first.auth.mfa.listFactors();
    expect(listed.data?.totp.map((f) => [f.friendly_name, f.status])).toEqual([
      ['Phone', 'verified'],
      ['Backup', 'verified'],
    ]);

    // The phone is lost: a new sign-in answers with the backup's code only.
    const later = await signedInClient(user.email);
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const code = await totpCode(backup.secret, new Date(Date.now() + 30_000));
    const result = await later.auth.mfa.challengeAndVerify({ factorId: backup.factorId, code });
    expect(result.error).toBeNull();
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');

    // Removing the lost phone's factor keeps the session the backup raised at aal2.
    const removed = await later.auth.mfa.unenroll({ factorId: phone.factorId });
    expect(removed.error).toBeNull();
    const after = await later.auth.mfa.listFactors();
    expect(after.data?.totp.map((f) => f.friendly_name)).toEqual(['Backup']);
    const claims = JSON.parse(
      atob(
        ((await later.auth.refreshSession()).data.session?.access_token ?? '').split('.')[1] ?? '',
      ),
    );
    expect(claims.aal).toBe('aal2');
  });

  it('refuses a second factor under a name the user already uses', async () => {
    const user = await createConfirmedUser();
    const client = await signedInClient(user.email);
    await enrolVerified(client, 'Backup');
    const again = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('mfa_factor_name_conflict');
  });

  it("a code from one factor does not verify the other's challenge", async () => {
    const user = await createConfirmedUser();
    const client = await signedInClient(user.email);
    const phone = await enrolVerified(client, 'Phone');
    const backup = await enrolVerified(client, 'Backup');
    const later = await signedInClient(user.email);
    const wrong = await later.auth.mfa.challengeAndVerify({
      factorId: backup.factorId,
      code: await totpCode(phone.secret, new Date(Date.now() + 30_000)),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
  });
});
