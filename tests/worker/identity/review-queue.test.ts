/**
 * The admins' manual review queue (docs/identity.md#manual-review): a check the provider
 * sends to review waits in the queue; an admin approves or rejects it with a reason,
 * recorded as an event with the admin as its actor; the admin project review shows the
 * founder's result.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  AdminIdentityUserResponse,
  IdentityQueueResponse,
} from '../../../shared/identity/check';
import { IDENTITY_TEST_LAST4, signedInUser, verifyIdentity } from '../helpers/auth';
import { call, MODEST_PROFILE, newKey } from '../investing/helpers';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';

async function pendingInvestor() {
  const user = await signedInUser({ role: 'investor', verified: false });
  await call('/api/investor/profile', {
    method: 'PUT',
    token: user.accessToken,
    body: MODEST_PROFILE,
  });
  await verifyIdentity(user.accessToken, IDENTITY_TEST_LAST4.review);
  return user;
}

const decide = (token: string, userId: string, body: unknown) =>
  call<ErrorBody & { identity: { status: string; decidedBy: string } }>(
    `/api/admin/identity/users/${userId}/decision`,
    { method: 'POST', token, body },
  );

describe('the manual review queue', () => {
  it('lists a pending check; approving it records the admin and the reason and lets money through', async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const user = await pendingInvestor();
    const queue = await call<IdentityQueueResponse>('/api/admin/identity', {
      token: admin.accessToken,
    });
    expect(queue.status).toBe(200);
    const mine = queue.body.checks.find((c) => c.userId === user.userId);
    expect(mine).toMatchObject({
      status: 'pending_review',
      email: user.email,
      taxIdLast4: '2222',
      legalName: 'Ivy Q. Investor',
    });

    const approved = await decide(admin.accessToken, user.userId, {
      decision: 'approve',
      reason: 'Utility bill matches the address.',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.identity).toMatchObject({ status: 'verified', decidedBy: admin.userId });
    const event = await env.DB.prepare(
      `SELECT actor_id, payload FROM events WHERE stream_id = ? AND type = 'identity.review_decided'`,
    )
      .bind(`identity:${user.userId}`)
      .first<{ actor_id: string; payload: string }>();
    expect(event?.actor_id).toBe(admin.userId);
    expect(JSON.parse(event?.payload ?? '{}')).toEqual({
      decision: 'approve',
      reason: 'Utility bill matches the address.',
    });
    const after = await call<IdentityQueueResponse>('/api/admin/identity', {
      token: admin.accessToken,
    });
    expect(after.body.checks.some((c) => c.userId === user.userId)).toBe(false);
    const deposit = await call('/api/wallet/deposits', {
      method: 'POST',
      token: user.accessToken,
      body: { amountCents: 10_000, idempotencyKey: newKey() },
    });
    expect(deposit.status).toBe(201);

    const twice = await decide(admin.accessToken, user.userId, {
      decision: 'reject',
      reason: 'Second thoughts.',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('identity_not_in_review');
  });

  it('rejecting keeps money blocked and tells the person why', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const user = await pendingInvestor();
    const rejected = await decide(admin.accessToken, user.userId, {
      decision: 'reject',
      reason: 'The document was unreadable.',
    });
    expect(rejected.status).toBe(200);
    const deposit = await call<ErrorBody>('/api/wallet/deposits', {
      method: 'POST',
      token: user.accessToken,
      body: { amountCents: 10_000, idempotencyKey: newKey() },
    });
    expect(deposit.status).toBe(403);
    expect(deposit.body.error.message).toMatch(/The document was unreadable/);
  });

  it('refuses non-admins, a missing reason and unknown users', async () => {
    const admin = await signedInUser({ role: 'admin' });
    const user = await pendingInvestor();
    const other = await signedInUser({ role: 'investor' });
    expect((await call('/api/admin/identity', { token: other.accessToken })).status).toBe(403);
    expect(
      (await decide(other.accessToken, user.userId, { decision: 'approve', reason: 'Looks fine.' }))
        .status,
    ).toBe(403);
    const noReason = await decide(admin.accessToken, user.userId, { decision: 'approve' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.details?.reason).toMatch(/reason/);
    const unknown = await call(`/api/admin/identity/users/${crypto.randomUUID()}`, {
      token: admin.accessToken,
    });
    expect(unknown.status).toBe(404);
  });

  it("shows a founder's result beside their project", async () => {
    const admin = await signedInUser({ role: 'admin' });
    const founder = await signedInUser({ role: 'creator' });
    const view = await call<AdminIdentityUserResponse>(
      `/api/admin/identity/users/${founder.userId}`,
      { token: admin.accessToken },
    );
    expect(view.status).toBe(200);
    expect(view.body.identity).toMatchObject({ status: 'verified', role: 'creator' });
  });
});
