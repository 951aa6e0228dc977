/**
 * The admin user API where GoTrueApi.test.ts found it apart from GoTrue: users made by
 * the admin API keep their identity's fields (email, email_verified, phone_verified, sub)
 * on the identity only (A1); generateLink makes email-change links (A2); a user's
 * two-factor factors can be listed, renamed and removed (auth.admin.mfa).
 */
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../../worker/auth/totp';
import {
  TEST_PASSWORD,
  createConfirmedUser,
  openLink,
  signIn,
  testClient,
  uniqueEmail,
} from '../helpers/auth';
import { serviceClient, userEvents } from './helpers';

describe('user_metadata of admin-made users (A1)', () => {
  it('createUser keeps user_metadata exactly as given; the identity has the email fields', async () => {
    const admin = await serviceClient();
    const user_metadata = { profile_image: 'https://avatars.example/1.png', name: 'Ann' };
    const email = uniqueEmail('a1');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: TEST_PASSWORD,
      user_metadata,
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual(user_metadata);
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email,
      email_verified: false,
      sub: data.user?.id,
    });
    const fetched = await admin.auth.admin.getUserById(data.user?.id ?? '');
    expect(fetched.data.user?.user_metadata).toEqual(user_metadata);
  });

  it('createUser with email_confirm adds only email_verified, as GoTrue confirming does', async () => {
    const admin = await serviceClient();
    const { data } = await admin.auth.admin.createUser({
      email: uniqueEmail('a1c'),
      email_confirm: true,
      user_metadata: { a: 1 },
    });
    expect(data.user?.user_metadata).toEqual({ a: 1, email_verified: true });
  });

  it('updateUserById with user_metadata answers exactly that metadata', async () => {
    const admin = await serviceClient();
    const { data: created } = await admin.auth.admin.createUser({ email: uniqueEmail('a1u') });
    const { data, error } = await admin.auth.admin.updateUserById(created.user?.id ?? '', {
      user_metadata: { favorite_color: 'yellow' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ favorite_color: 'yellow' });
  });

  it('generateLink signup keeps the given data as the whole user_metadata', async () => {
    const admin = await serviceClient();
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('a1l'),
      password: TEST_PASSWORD,
      options: { data: { status: 'alpha' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ status: 'alpha' });
  });
});

describe('generateLink email-change links (A2)', () => {
  it.each(['email_change_current', 'email_change_new'] as const)(
    '%s answers the user with new_email and a link that changes the email',
    async (type) => {
      const admin = await serviceClient();
      const user = await createConfirmedUser();
      const newEmail = uniqueEmail('a2');
      const { data, error } = await admin.auth.admin.generateLink({
        type,
        email: user.email,
        newEmail,
      });
      expect(error).toBeNull();
      expect(data.user?.new_email).toBe(newEmail);
      expect(data.properties).toMatchObject({
        verification_type: type,
        email_otp: expect.stringMatching(/^\d{6}$/),
      });
      expect(data.properties?.action_link).toMatch(/\?token=.*type=email_change/);
      await openLink(data.properties?.action_link ?? '');
      const after = await admin.auth.admin.getUserById(user.id);
      expect(after.data.user?.email).toBe(newEmail);
      expect((await signIn(newEmail)).accessToken).toBeTruthy();
      expect((await userEvents(user.id)).map((e) => e.type)).toContain('user.link_generated');
    },
  );

  it('refuses a missing new_email (400), a taken one (422) and an unknown user (404)', async () => {
    const admin = await serviceClient();
    const user = await createConfirmedUser();
    const other = await createConfirmedUser();
    const missing = await admin.auth.admin.generateLink({
      type: 'email_change_new',
      email: user.email,
      newEmail: '',
    });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const taken = await admin.auth.admin.generateLink({
      type: 'email_change_new',
      email: user.email,
      newEmail: other.email,
    });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const unknown = await admin.auth.admin.generateLink({
      type: 'email_change_current',
      email: uniqueEmail('nobody'),
      newEmail: uniqueEmail('new'),
    });
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});

describe("a user's two-factor factors through the admin API", () => {
  async function userWithFactor() {
    const user = await createConfirmedUser();
    const client = testClient();
    await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    await client.auth.mfa.challengeAndVerify({
      factorId: data?.id ?? '',
      code: await totpCode(data?.totp.secret ?? '', new Date()),
    });
    return { user, client, factorId: data?.id ?? '' };
  }

  it('lists the factors and removes one, dropping its sessions to aal1', async () => {
    const admin = await serviceClient();
    const { user, client, factorId } = await userWithFactor();
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({
        id: factorId,
        status: 'verified',
        factor_type: 'totp',
        friendly_name: 'phone',
      }),
    ]);
    const removed = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(removed.error).toBeNull();
    // auth-js 2.119 hands back its _request result as is: the factor sits in data.data.
    expect((removed.data as unknown as { data: unknown }).data).toMatchObject({
      id: factorId,
      factor_type: 'totp',
    });
    expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    await client.auth.refreshSession();
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal?.currentLevel).toBe('aal1');
    const events = await userEvents(user.id);
    expect(events.at(-1)).toMatchObject({ type: 'user.updated_by_admin' });
  });

  it('answers 404 for an unknown factor or user, and refuses a signed-in non-admin', async () => {
    const admin = await serviceClient();
    const { user } = await userWithFactor();
    const unknownFactor = await admin.auth.admin.mfa.deleteFactor({
      userId: user.id,
      id: crypto.randomUUID(),
    });
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const unknownUser = await admin.auth.admin.mfa.listFactors({ userId: crypto.randomUUID() });
    expect(unknownUser.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const investor = await signIn(user.email);
    const { sessionClient } = await import('./helpers');
    const refused = await sessionClient(investor.accessToken).auth.admin.mfa.listFactors({
      userId: user.id,
    });
    expect(refused.error?.status).toBe(403);
  });
});
