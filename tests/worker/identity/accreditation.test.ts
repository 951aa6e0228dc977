/**
 * The accredited self-certification (docs/identity.md#accredited-self-certification):
 * recorded as an event with its wording version and date, shown to admins, and lapsed
 * after 12 months, when the Reg CF limit applies again until the investor re-certifies.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ACCREDITATION_WORDING_VERSION } from '../../../shared/identity/accreditation';
import type { AdminIdentityUserResponse } from '../../../shared/identity/check';
import type { InvestorProfileResponse } from '../../../shared/investing/api';
import { appendToStream } from '../../../worker/event-store';
import { signedInUser } from '../helpers/auth';
import {
  ACCREDITED_PROFILE,
  call,
  commitBody,
  fundedInvestor,
  liveProject,
  setTerms,
} from '../investing/helpers';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';

const DAY = 86_400_000;

/** Moves the investor's certification `days` into the past, as time passing would. */
async function ageCertification(userId: string, days: number) {
  await appendToStream(env.DB, {
    streamId: `accreditation:${userId}`,
    streamType: 'accreditation',
    expectedVersion: 'any',
    actorId: userId,
    events: [
      {
        type: 'accreditation.certified',
        occurredAt: new Date(Date.now() - days * DAY).toISOString(),
        payload: { wordingVersion: ACCREDITATION_WORDING_VERSION, statement: 'Earlier statement.' },
      },
    ],
  });
}

describe('the accredited self-certification', () => {
  it('records the statement, its wording version and its date; admins see it', async () => {
    const investor = await fundedInvestor(0, ACCREDITED_PROFILE);
    const event = await env.DB.prepare(
      `SELECT actor_id, payload, occurred_at FROM events WHERE stream_id = ? AND type = 'accreditation.certified'`,
    )
      .bind(`accreditation:${investor.id}`)
      .first<{ actor_id: string; payload: string; occurred_at: string }>();
    expect(event?.actor_id).toBe(investor.id);
    const payload = JSON.parse(event?.payload ?? '{}');
    expect(payload.wordingVersion).toBe(ACCREDITATION_WORDING_VERSION);
    expect(payload.statement).toMatch(/^I certify that I am an accredited investor/);

    const profile = await call<InvestorProfileResponse>('/api/investor/profile', {
      token: investor.token,
    });
    expect(profile.body.limitCents).toBeNull();
    expect(profile.body.accreditation).toMatchObject({
      lapsed: false,
      certifiedAt: event?.occurred_at,
    });

    const admin = await signedInUser({ role: 'admin' });
    const view = await call<AdminIdentityUserResponse>(`/api/admin/identity/users/${investor.id}`, {
      token: admin.accessToken,
    });
    expect(view.body.accreditation).toMatchObject({
      wordingVersion: ACCREDITATION_WORDING_VERSION,
      lapsed: false,
    });
  });

  it('lapses after 12 months: the Reg CF limit applies again until the investor certifies again', async () => {
    const project = await liveProject();
    await setTerms(project.id, { goal: 5_000_000, minimum: 50_000 });
    const investor = await fundedInvestor(1_000_000, ACCREDITED_PROFILE);
    await ageCertification(investor.id, 366);

    const profile = await call<InvestorProfileResponse>('/api/investor/profile', {
      token: investor.token,
    });
    expect(profile.body.accreditation?.lapsed).toBe(true);
    // $80,000 income: max($2,500, 5 %) = $4,000.
    expect(profile.body.limitCents).toBe(400_000);
    const refused = await call<ErrorBody>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 500_000),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('over_investor_limit');

    // Stating the same profile again certifies again, though nothing else changed.
    const restated = await call<InvestorProfileResponse>('/api/investor/profile', {
      method: 'PUT',
      token: investor.token,
      body: ACCREDITED_PROFILE,
    });
    expect(restated.body.accreditation?.lapsed).toBe(false);
    expect(restated.body.limitCents).toBeNull();
    const committed = await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 500_000),
    });
    expect(committed.status).toBe(201);
  });

  it('the database refuses a lapsed accredited investor over the limit even past the pre-check', async () => {
    const project = await liveProject();
    await setTerms(project.id, { goal: 5_000_000, minimum: 50_000 });
    const investor = await fundedInvestor(1_000_000, ACCREDITED_PROFILE);
    await ageCertification(investor.id, 400);
    const at = new Date().toISOString();
    const insert = env.DB.prepare(
      `INSERT INTO commitments (id, project_id, investor_id, investor_name, amount_cents, status,
         idempotency_key, request_hash, safe_data, safe_sha256, offering_ends_at, committed_at, version)
       VALUES (?, ?, ?, 'Ivy', 500000, 'committed', ?, 'h', '{}', 's', ?, ?, 1)`,
    ).bind(
      crypto.randomUUID(),
      project.id,
      investor.id,
      crypto.randomUUID(),
      '2999-01-01T00:00:00.000Z',
      at,
    );
    await expect(insert.run()).rejects.toThrow(/investor_limit_exceeded/);
  });
});
