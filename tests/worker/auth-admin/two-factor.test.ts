import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../worker/auth/totp';
import { TEST_PASSWORD, createConfirmedUser, signIn, testClient } from '../helpers/auth';
import { serviceClient, sessionClient, userEvents } from './helpers';

type Client = ReturnType<typeof testClient>;

/** An admin signed in through supabase-js with a verified TOTP factor (session at aal2). */
async function adminWithFactor(): Promise<{ email: string; client: Client; secret: string }> {
  const admin = await createConfirmedUser({ role: 'admin', fullName: 'Two Factor Admin' });
  const client = testClient();
  const signedIn = await client.auth.signInWithPassword({
    email: admin.email,
    password: TEST_PASSWORD,
  });
  expect(signedIn.error).toBeNull();
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const secret = data?.totp.secret ?? '';
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data?.id ?? '',
    code: await totpCode(secret, new Date()),
  });
  expect(verified.error).toBeNull();
  return { email: admin.email, client, secret };
}

async function accessTokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? '';
}

describe('the admin auth API asks an admin with two-factor for aal2', () => {
  it('refuses an aal1 session of an admin with a verified factor, writing nothing', async () => {
    const { email } = await adminWithFactor();
    const target = await createConfirmedUser();
    // A new password sign-in is aal1 until its code is entered.
    const aal1 = sessionClient((await signIn(email)).accessToken);

    const list = await aal1.auth.admin.listUsers();
    expect(list.error?.status).toBe(403);
    expect(list.error?.code).toBe('insufficient_aal');
    const get = await aal1.auth.admin.getUserById(target.id);
    expect(get.error?.code).toBe('insufficient_aal');
    const ban = await aal1.auth.admin.updateUserById(target.id, { ban_duration: '24h' });
    expect(ban.error?.code).toBe('insufficient_aal');
    const invite = await aal1.auth.admin.inviteUserByEmail('aal1-invite@example.com');
    expect(invite.error?.code).toBe('insufficient_aal');
    const link = await aal1.auth.admin.generateLink({ type: 'magiclink', email: target.email });
    expect(link.error?.code).toBe('insufficient_aal');
    const removed = await aal1.auth.admin.deleteUser(target.id);
    expect(removed.error?.code).toBe('insufficient_aal');
    expect(await userEvents(target.id)).toEqual([]);
  });

  it('lets the same admin through once the session is aal2', async () => {
    const { client } = await adminWithFactor();
    const target = await createConfirmedUser();
    const aal2 = sessionClient(await accessTokenOf(client));
    const list = await aal2.auth.admin.listUsers();
    expect(list.error).toBeNull();
    const ban = await aal2.auth.admin.updateUserById(target.id, { ban_duration: '24h' });
    expect(ban.error).toBeNull();
    expect((await userEvents(target.id)).map((event) => event.type)).toContain('user.suspended');
  });

  it('refuses an aal2 token once its factor is removed and the session drops to aal1', async () => {
    const { client } = await adminWithFactor();
    const token = await accessTokenOf(client);
    // Enrol a second factor so the admin still has one after removing the first.
    const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' });
    const secondVerified = await client.auth.mfa.challengeAndVerify({
      factorId: second.data?.id ?? '',
      code: await totpCode(second.data?.totp.secret ?? '', new Date()),
    });
    expect(secondVerified.error).toBeNull();
    // The session was raised with the second factor now; removing it lowers the session.
    expect((await client.auth.mfa.unenroll({ factorId: second.data?.id ?? '' })).error).toBeNull();
    const stale = await sessionClient(token).auth.admin.listUsers();
    expect(stale.error?.code).toBe('insufficient_aal');
  });

  it('does not ask an admin without a factor, nor the service role key', async () => {
    const admin = await createConfirmedUser({ role: 'admin' });
    const plain = sessionClient((await signIn(admin.email)).accessToken);
    expect((await plain.auth.admin.listUsers()).error).toBeNull();
    const service = await serviceClient();
    expect((await service.auth.admin.listUsers()).error).toBeNull();
  });
});
