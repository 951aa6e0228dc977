/**
 * Forged idempotency keys (docs/money.md): keys are scoped to the investor who sent them,
 * so another investor replaying a key never gets, cancels or replays someone else's
 * result, and the same investor reusing a key with another body is a 422 that writes
 * nothing. The same-user repeat and changed-amount cases are in
 * tests/worker/investing/commit.test.ts, cancel.test.ts and wallet-profile.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentResponse, WalletResponse } from '../../../shared/investing/api';
import { ledgerCheck } from '../../../worker/investing/ledger-check';
import { call, type ErrorBody } from '../lifecycle/lifecycle-helpers';
import { commitBody, fundedInvestor, liveProject, newKey, setTerms } from '../investing/helpers';
import { dbSnapshot } from './db-snapshot';

let project: Awaited<ReturnType<typeof liveProject>>;
let other: Awaited<ReturnType<typeof liveProject>>;
beforeAll(async () => {
  project = await liveProject({ title: 'Keyed Ledger Co' });
  await setTerms(project.id, { goal: 10_000_000, maximum: 20_000_000 });
  other = await liveProject({ title: 'Other Keyed Co' });
  await setTerms(other.id, { goal: 10_000_000, maximum: 20_000_000 });
});

const invest = (token: string, body: object) =>
  call<InvestmentResponse & ErrorBody>('/api/investments', { method: 'POST', token, body });

describe('a key another investor used', () => {
  it('commits afresh for the second investor: their own investment and wallet, never the first’s', async () => {
    const alice = await fundedInvestor(100_000);
    const bob = await fundedInvestor(80_000);
    const body = commitBody(project.id, 60_000);
    const first = await invest(alice.token, body);
    expect(first.status).toBe(201);
    const second = await invest(bob.token, body);
    expect(second.status).toBe(201);
    expect(second.body.investment.id).not.toBe(first.body.investment.id);
    expect(second.body.balanceCents).toBe(20_000);
    const aliceWallet = await call<WalletResponse>('/api/wallet', { token: alice.token });
    expect(aliceWallet.body.balanceCents).toBe(40_000);
    expect(await ledgerCheck(env.DB)).toEqual([]);
  });

  it('with another body is not a replay of the first investor’s commitment', async () => {
    const alice = await fundedInvestor(100_000);
    const bob = await fundedInvestor(100_000);
    const key = newKey();
    const first = await invest(
      alice.token,
      commitBody(project.id, 60_000, { idempotencyKey: key }),
    );
    expect(first.status).toBe(201);
    const second = await invest(bob.token, commitBody(other.id, 70_000, { idempotencyKey: key }));
    expect(second.status).toBe(201);
    expect(second.body.investment).toMatchObject({ projectId: other.id, amountCents: 70_000 });
    expect(JSON.stringify(second.body)).not.toContain(first.body.investment.id);
  });

  it('cannot cancel the first investor’s commitment (404), writing nothing', async () => {
    const alice = await fundedInvestor(100_000);
    const bob = await fundedInvestor(0);
    const committed = await invest(alice.token, commitBody(project.id, 60_000));
    const key = newKey();
    const cancelled = await call<InvestmentResponse>(
      `/api/investments/${committed.body.investment.id}/cancel`,
      { method: 'POST', token: alice.token, body: { idempotencyKey: key } },
    );
    expect(cancelled.status).toBe(200);
    const before = await dbSnapshot();
    // Bob replays Alice's exact cancel: same path, same key. Her answer must not come back.
    const replay = await call<ErrorBody>(
      `/api/investments/${committed.body.investment.id}/cancel`,
      { method: 'POST', token: bob.token, body: { idempotencyKey: key } },
    );
    expect(replay.status).toBe(404);
    expect(JSON.stringify(replay.body)).not.toContain('cancelled');
    expect(await dbSnapshot()).toEqual(before);
  });

  it('deposits for the second investor alone', async () => {
    const alice = await fundedInvestor(0);
    const bob = await fundedInvestor(0);
    const key = newKey();
    const body = { amountCents: 12_345, idempotencyKey: key };
    const first = await call<WalletResponse>('/api/wallet/deposits', {
      method: 'POST',
      token: alice.token,
      body,
    });
    expect(first.status).toBe(201);
    const second = await call<WalletResponse>('/api/wallet/deposits', {
      method: 'POST',
      token: bob.token,
      body: { ...body, amountCents: 500 },
    });
    expect(second.status).toBe(201);
    expect(second.body.balanceCents).toBe(500);
    expect(second.body.entries).toHaveLength(1);
    const aliceWallet = await call<WalletResponse>('/api/wallet', { token: alice.token });
    expect(aliceWallet.body.balanceCents).toBe(12_345);
  });
});

describe('the same investor reusing a key with another body', () => {
  it.each([
    ['another project', (id: string) => ({ projectId: id })],
    ['another legal name', () => ({ legalName: 'Ivy Other', signature: 'Ivy Other' })],
  ])('%s: 422 idempotency_key_reused, nothing written', async (_, change) => {
    const alice = await fundedInvestor(200_000);
    const body = commitBody(project.id, 60_000);
    expect((await invest(alice.token, body)).status).toBe(201);
    const before = await dbSnapshot();
    const res = await invest(alice.token, { ...body, ...change(other.id) });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('idempotency_key_reused');
    expect(await dbSnapshot()).toEqual(before);
  });

  it('a commit key replayed on the deposit route is a new deposit, not the commitment', async () => {
    const alice = await fundedInvestor(100_000);
    const body = commitBody(project.id, 60_000);
    expect((await invest(alice.token, body)).status).toBe(201);
    const deposit = await call<WalletResponse>('/api/wallet/deposits', {
      method: 'POST',
      token: alice.token,
      body: { amountCents: 1_000, idempotencyKey: body.idempotencyKey },
    });
    expect(deposit.status).toBe(201);
    expect(deposit.body.balanceCents).toBe(41_000);
    expect(await ledgerCheck(env.DB)).toEqual([]);
  });
});
