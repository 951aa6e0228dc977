import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_KEY } from '../../../shared/constants';
import { hotp, timeStep, totpCode } from '../../../worker/auth/totp';
import {
  TEST_ORIGIN,
  TEST_PASSWORD,
  bearer,
  createConfirmedUser,
  testClient,
} from '../helpers/auth';

type Client = ReturnType<typeof testClient>;

async function signedInClient(email: string): Promise<Client> {
  const client = testClient();
  const { error } = await client.auth.signInWithPassword({ email, password: TEST_PASSWORD });
  expect(error).toBeNull();
  return client;
}

/** Enrols a TOTP factor and verifies it; answers the factor id and its secret. */
async function enrolVerified(client: Client): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const secret = data?.totp.secret ?? '';
  const factorId = data?.id ?? '';
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: await totpCode(secret, new Date()),
  });
  expect(verified.error).toBeNull();
  return { factorId, secret };
}

/** A six-digit code that is none of the codes valid now (one step either side). */
async function wrongCode(secret: string): Promise<string> {
  const step = timeStep(new Date());
  const valid = await Promise.all([step - 1, step, step + 1, step + 2].map((s) => hotp(secret, s)));
  let candidate = 123456;
  while (valid.includes(String(candidate))) candidate += 1;
  return String(candidate);
}

async function adminDashboard(client: Client): Promise<Response> {
  const { data } = await client.auth.getSession();
  return SELF.fetch(`${TEST_ORIGIN}/api/dashboards/admin`, {
    headers: bearer(data.session?.access_token ?? ''),
  });
}

describe('TOTP two-factor through supabase-js auth.mfa', () => {
  it('enrols with a secret, an otpauth URI and an SVG QR code, then verifies to aal2', async () => {
    const user = await createConfirmedUser();
    const client = await signedInClient(user.email);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('Phone');
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data?.totp.uri).toBe(
      `otpauth://totp/app.test:${encodeURIComponent(user.email)}?algorithm=SHA1&digits=6&issuer=app.test&period=30&secret=${data?.totp.secret}`,
    );
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);

    const before = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const challenge = await client.auth.mfa.challenge({ factorId: data?.id ?? '' });
    expect(challenge.data?.type).toBe('totp');
    const verified = await client.auth.mfa.verify({
      factorId: data?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: await totpCode(data?.totp.secret ?? '', new Date()),
    });
    expect(verified.error).toBeNull();
    const after = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data?.currentLevel).toBe('aal2');
    expect(after.data?.nextLevel).toBe('aal2');
    const [latest] = after.data?.currentAuthenticationMethods ?? [];
    expect(typeof latest === 'object' ? latest.method : latest).toBe('totp');
    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.status)).toEqual(['verified']);

    // A refresh keeps the level the session has proven.
    const refreshed = await client.auth.refreshSession();
    const claims = JSON.parse(
      atob((refreshed.data.session?.access_token ?? '').split('.')[1] ?? ''),
    );
    expect(claims.aal).toBe('aal2');
  });

  it('a new sign-in is aal1 with aal2 next, and ends the other aal1 sessions on verify', async () => {
    const user = await createConfirmedUser();
    const { factorId, secret } = await enrolVerified(await signedInClient(user.email));
    const other = await signedInClient(user.email);
    const client = await signedInClient(user.email);
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const code = await totpCode(secret, new Date(Date.now() + 30_000));
    const result = await client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(result.error).toBeNull();
    const { error } = await other.auth.getUser();
    expect(error?.message).toBe('Auth session missing!');
  });

  it('refuses a wrong code and a replayed code', async () => {
    const user = await createConfirmedUser();
    const first = await signedInClient(user.email);
    const { data } = await first.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data?.id ?? '';
    const secret = data?.totp.secret ?? '';

    const wrong = await first.auth.mfa.challengeAndVerify({
      factorId,
      code: await wrongCode(secret),
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const code = await totpCode(secret, new Date());
    expect((await first.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    const second = await signedInClient(user.email);
    const replay = await second.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    expect((await second.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe(
      'aal1',
    );
  });

  it('burns a challenge after five wrong codes', async () => {
    const user = await createConfirmedUser();
    const client = await signedInClient(user.email);
    const { data } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const factorId = data?.id ?? '';
    const secret = data?.totp.secret ?? '';
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    for (let i = 0; i < 5; i++) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId,
        code: await wrongCode(secret),
      });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const right = await client.auth.mfa.verify({
      factorId,
      challengeId,
      code: await totpCode(secret, new Date()),
    });
    expect(right.error?.code).toBe('mfa_factor_not_found');
  });

  it('admin routes ask an admin with a verified factor for aal2', async () => {
    const admin = await createConfirmedUser({ role: 'admin' });
    const enrolling = await signedInClient(admin.email);
    expect((await adminDashboard(enrolling)).status).toBe(200);
    const { factorId, secret } = await enrolVerified(enrolling);
    expect((await adminDashboard(enrolling)).status).toBe(200);

    const client = await signedInClient(admin.email);
    const refused = await adminDashboard(client);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'mfa_required', message: 'Enter your two-factor code to continue.' },
    });
    const code = await totpCode(secret, new Date(Date.now() + 30_000));
    expect((await client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();
    expect((await adminDashboard(client)).status).toBe(200);
  });

  it('unenrol needs aal2 for a verified factor and lowers the session', async () => {
    const admin = await createConfirmedUser({ role: 'admin' });
    const client = await signedInClient(admin.email);
    const { factorId } = await enrolVerified(client);
    const aal1 = await signedInClient(admin.email);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');
    const second = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(second.error?.status).toBe(403);
    expect(second.error?.code).toBe('insufficient_aal');

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    expect((await adminDashboard(aal1)).status).toBe(200);
  });

  it('answers disabled factor types, unknown factors and bad ids like GoTrue', async () => {
    const user = await createConfirmedUser();
    const client = await signedInClient(user.email);
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_disabled' });
    expect(phone.error?.message).toBe('MFA enroll is disabled for Phone');
    const webauthn = await client.auth.mfa.enroll({ factorType: 'webauthn' });
    expect(webauthn.error).toMatchObject({ status: 422, code: 'mfa_webauthn_enroll_disabled' });
    const unknown = await client.auth.mfa.challenge({ factorId: crypto.randomUUID() });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const { data } = await client.auth.getSession();
    const badId = await SELF.fetch(`${TEST_ORIGIN}/auth/v1/factors/not-a-uuid/challenge`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_API_KEY,
        'X-Supabase-Api-Version': '2024-01-01',
        ...bearer(data.session?.access_token ?? ''),
      },
    });
    expect(badId.status).toBe(404);
    expect(await badId.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_id must be an UUID',
    });
  });

  it("cannot touch another user's factor", async () => {
    const owner = await signedInClient((await createConfirmedUser()).email);
    const { factorId } = await enrolVerified(owner);
    const stranger = await signedInClient((await createConfirmedUser()).email);
    const challenge = await stranger.auth.mfa.challenge({ factorId });
    expect(challenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const removed = await stranger.auth.mfa.unenroll({ factorId });
    expect(removed.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
