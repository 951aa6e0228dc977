/** The wallet (simulated deposits, idempotent per key), the investor profile and its limit. */
import { describe, expect, it } from 'vitest';
import type { InvestorProfileResponse, WalletResponse } from '../../../shared/investing/api';
import { signedInUser } from '../helpers/auth';
import type { ErrorBody } from '../lifecycle/lifecycle-helpers';
import { MODEST_PROFILE, call, moneyRowCounts, newKey } from './helpers';

async function investor() {
  return (await signedInUser({ role: 'investor' })).accessToken;
}

describe('deposits', () => {
  it('settle at once through the simulated rail, which says no real money moved', async () => {
    const token = await investor();
    const res = await call<WalletResponse>('/api/wallet/deposits', {
      method: 'POST',
      token,
      body: { amountCents: 125_050, idempotencyKey: newKey() },
    });
    expect(res.status).toBe(201);
    expect(res.body.balanceCents).toBe(125_050);
    expect(res.body.rail).toMatchObject({ id: 'simulated-bank-transfer', simulated: true });
    expect(res.body.rail.notice).toMatch(/no real money moved/i);
    expect(res.body.entries).toEqual([
      expect.objectContaining({ kind: 'deposit', amountCents: 125_050 }),
    ]);
    const wallet = await call<WalletResponse>('/api/wallet', { token });
    expect(wallet.body.balanceCents).toBe(125_050);
  });

  it('are idempotent: a repeat adds nothing; the same key with another amount is a 422', async () => {
    const token = await investor();
    const body = { amountCents: 10_000, idempotencyKey: newKey() };
    await call('/api/wallet/deposits', { method: 'POST', token, body });
    const before = await moneyRowCounts();
    const [a, b] = await Promise.all([
      call<WalletResponse>('/api/wallet/deposits', { method: 'POST', token, body }),
      call<WalletResponse>('/api/wallet/deposits', { method: 'POST', token, body }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.balanceCents).toBe(10_000);
    const other = await call<ErrorBody>('/api/wallet/deposits', {
      method: 'POST',
      token,
      body: { ...body, amountCents: 20_000 },
    });
    expect(other.status).toBe(422);
    expect(await moneyRowCounts()).toEqual(before);
  });

  it('concurrent first attempts with one key record one deposit', async () => {
    const token = await investor();
    const body = { amountCents: 30_000, idempotencyKey: newKey() };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<WalletResponse>('/api/wallet/deposits', { method: 'POST', token, body }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect((await call<WalletResponse>('/api/wallet', { token })).body.balanceCents).toBe(30_000);
  });

  it.each([
    ['under $1', { amountCents: 99 }],
    ['fractional cents', { amountCents: 100.5 }],
    ['over $1,000,000', { amountCents: 100_000_001 }],
    ['no key', { idempotencyKey: undefined }],
  ])('refuse %s with a 422, writing nothing', async (_, overrides) => {
    const token = await investor();
    const before = await moneyRowCounts();
    const res = await call<ErrorBody>('/api/wallet/deposits', {
      method: 'POST',
      token,
      body: { amountCents: 10_000, idempotencyKey: newKey(), ...overrides },
    });
    expect(res.status).toBe(422);
    expect(await moneyRowCounts()).toEqual(before);
  });

  it('are for investors only', async () => {
    const creator = (await signedInUser({ role: 'creator' })).accessToken;
    const res = await call('/api/wallet/deposits', {
      method: 'POST',
      token: creator,
      body: { amountCents: 10_000, idempotencyKey: newKey() },
    });
    expect(res.status).toBe(403);
  });
});

describe('the investor profile', () => {
  it('has no limit until stated, then the Reg CF limit and what is left', async () => {
    const token = await investor();
    const empty = await call<InvestorProfileResponse>('/api/investor/profile', { token });
    expect(empty.body).toMatchObject({ profile: null, remainingLimitCents: 0 });
    const stated = await call<InvestorProfileResponse>('/api/investor/profile', {
      method: 'PUT',
      token,
      body: { ...MODEST_PROFILE, otherRegCfInvestmentsCents: 100_000 },
    });
    expect(stated.status).toBe(200);
    expect(stated.body).toMatchObject({
      limitCents: 400_000,
      investedLast12MonthsCents: 100_000,
      remainingLimitCents: 300_000,
    });
    const accredited = await call<InvestorProfileResponse>('/api/investor/profile', {
      method: 'PUT',
      token,
      body: { ...MODEST_PROFILE, accredited: true },
    });
    expect(accredited.body).toMatchObject({ limitCents: null, remainingLimitCents: null });
  });

  it('refuses a negative or fractional figure with a field message', async () => {
    const token = await investor();
    const before = await moneyRowCounts();
    const res = await call<ErrorBody>('/api/investor/profile', {
      method: 'PUT',
      token,
      body: { ...MODEST_PROFILE, netWorthCents: -1, annualIncomeCents: 1.5 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.netWorthCents).toMatch(/negative/);
    expect(await moneyRowCounts()).toEqual(before);
  });

  it('refuses an unknown field instead of dropping it (issue 40)', async () => {
    const token = await investor();
    const before = await moneyRowCounts();
    const res = await call<ErrorBody>('/api/investor/profile', {
      method: 'PUT',
      token,
      body: { ...MODEST_PROFILE, accreditedVerifiedBy: 'me' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details?.accreditedVerifiedBy).toBe(
      'The investor profile has no field "accreditedVerifiedBy": send only its four figures.',
    );
    expect(await moneyRowCounts()).toEqual(before);
  });
});
