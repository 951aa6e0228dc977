/**
 * Identity before money (docs/identity.md): an unverified, failed or pending check
 * blocks deposits, commitments and a founder's submission with a message that says
 * what to do; the simulated provider decides from its documented test inputs; only the
 * last four digits of a tax id are ever accepted.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { IdentityResponse } from '../../../shared/identity/check';
import {
  IDENTITY_TEST_LAST4,
  identityCheckBody,
  signedInUser,
  verifyIdentity,
} from '../helpers/auth';
import {
  call,
  commitBody,
  liveProject,
  MODEST_PROFILE,
  newKey,
  setTerms,
} from '../investing/helpers';
import { draftAs, type ErrorBody } from '../lifecycle/lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

const deposit = (token: string) =>
  call<ErrorBody>('/api/wallet/deposits', {
    method: 'POST',
    token,
    body: { amountCents: 100_000, idempotencyKey: newKey() },
  });

async function unverifiedInvestor() {
  const user = await signedInUser({ role: 'investor', verified: false });
  await call('/api/investor/profile', {
    method: 'PUT',
    token: user.accessToken,
    body: MODEST_PROFILE,
  });
  return user;
}

async function moneyRows(userId: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM deposits WHERE investor_id = ?1) AS deposits,
            (SELECT COUNT(*) FROM commitments WHERE investor_id = ?1) AS commitments`,
  )
    .bind(userId)
    .first<{ deposits: number; commitments: number }>();
  return row;
}

describe('identity before money', () => {
  it('refuses a deposit and a commitment before the first check, saying what to do', async () => {
    const user = await unverifiedInvestor();
    const status = await call<IdentityResponse>('/api/identity', { token: user.accessToken });
    expect(status.body.status).toBe('unverified');
    expect(status.body.provider.simulated).toBe(true);
    expect(status.body.provider.notice).toMatch(
      /^Simulated identity check: no real verification happens/,
    );

    const refused = await deposit(user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('identity_unverified');
    expect(refused.body.error.message).toMatch(
      /^Verify your identity before you add funds or invest/,
    );

    const project = await liveProject();
    await setTerms(project.id, { goal: 1_000_000 });
    const commit = await call<ErrorBody>('/api/investments', {
      method: 'POST',
      token: user.accessToken,
      body: commitBody(project.id, 50_000),
    });
    expect(commit.status).toBe(403);
    expect(commit.body.error.code).toBe('identity_unverified');
    expect(await moneyRows(user.userId)).toEqual({ deposits: 0, commitments: 0 });
  });

  it('1111 fails with a reason that blocks money; a corrected check (0000) lets it through', async () => {
    const user = await unverifiedInvestor();
    const failed = await verifyIdentity(user.accessToken, IDENTITY_TEST_LAST4.failed);
    expect(failed.status).toBe('failed');
    expect(failed.reason).toMatch(/do not match/);
    const refused = await deposit(user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('identity_check_failed');
    expect(refused.body.error.message).toMatch(/did not pass .*verify your identity again/);

    const verified = await verifyIdentity(user.accessToken, IDENTITY_TEST_LAST4.verified);
    expect(verified.status).toBe('verified');
    expect((await deposit(user.accessToken)).status).toBe(201);
    const again = await call<ErrorBody>('/api/identity/check', {
      method: 'POST',
      token: user.accessToken,
      body: identityCheckBody(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('identity_already_verified');
  });

  it('2222 waits for manual review: money blocked, no second check until an admin decides', async () => {
    const user = await unverifiedInvestor();
    expect((await verifyIdentity(user.accessToken, IDENTITY_TEST_LAST4.review)).status).toBe(
      'pending_review',
    );
    const refused = await deposit(user.accessToken);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('identity_review_pending');
    expect(refused.body.error.message).toMatch(/waiting for a manual review/);
    const resend = await call<ErrorBody>('/api/identity/check', {
      method: 'POST',
      token: user.accessToken,
      body: identityCheckBody(IDENTITY_TEST_LAST4.verified),
    });
    expect(resend.status).toBe(409);
    expect(resend.body.error.code).toBe('identity_review_pending');
  });

  it('accepts only the last four digits of a tax id, and stores nothing else', async () => {
    const user = await signedInUser({ role: 'investor', verified: false });
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    const whole = await call<ErrorBody>('/api/identity/check', {
      method: 'POST',
      token: user.accessToken,
      body: { ...identityCheckBody(), taxIdLast4: '123456789' },
    });
    expect(whole.status).toBe(422);
    expect(whole.body.error.details?.taxIdLast4).toMatch(/only the last four digits/);
    const extra = await call<ErrorBody>('/api/identity/check', {
      method: 'POST',
      token: user.accessToken,
      body: { ...identityCheckBody(), taxId: '123-45-6789' },
    });
    expect(extra.status).toBe(422);
    expect(JSON.stringify(extra.body)).not.toContain('123-45-6789');
    const minor = await call<ErrorBody>('/api/identity/check', {
      method: 'POST',
      token: user.accessToken,
      body: { ...identityCheckBody(), dateOfBirth: new Date().toISOString().slice(0, 10) },
    });
    expect(minor.status).toBe(422);
    expect(minor.body.error.details?.dateOfBirth).toMatch(/at least 18/);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);

    await verifyIdentity(user.accessToken);
    const stored = await env.DB.prepare(
      `SELECT payload FROM events WHERE stream_id = ? AND type = 'identity.check_submitted'`,
    )
      .bind(`identity:${user.userId}`)
      .first<{ payload: string }>();
    const payload = JSON.parse(stored?.payload ?? '{}') as Record<string, unknown>;
    expect(payload.taxIdLast4).toBe('0000');
    expect(Object.keys(payload).sort()).toEqual([
      'address',
      'dateOfBirth',
      'legalName',
      'provider',
      'simulated',
      'taxIdLast4',
      'userId',
    ]);
    expect(
      await env.DB.prepare(`SELECT COUNT(*) AS n FROM events WHERE payload LIKE '%6789%'`).first(
        'n',
      ),
    ).toBe(0);
  });

  it('a founder verifies before an offering can be submitted for review', async () => {
    const founder = await signedInUser({ role: 'creator', verified: false });
    const project = await draftAs(founder.accessToken);
    await completeDisclosures(project.id, founder.accessToken);
    const refused = await call<ErrorBody>(`/api/creator/projects/${project.id}/submit`, {
      method: 'POST',
      token: founder.accessToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('identity_unverified');
    expect(refused.body.error.message).toMatch(/before you submit your offering for review/);
    const status = await env.DB.prepare('SELECT status FROM projects WHERE id = ?')
      .bind(project.id)
      .first<{ status: string }>();
    expect(status?.status).toBe('draft');

    await verifyIdentity(founder.accessToken);
    const submitted = await call(`/api/creator/projects/${project.id}/submit`, {
      method: 'POST',
      token: founder.accessToken,
    });
    expect(submitted.status).toBe(200);
  });

  it('an admin has no identity check of their own to send', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const res = await call('/api/identity/check', {
      method: 'POST',
      token: admin.accessToken,
      body: identityCheckBody(),
    });
    expect(res.status).toBe(403);
  });
});
