/**
 * One user reaching for another's data (docs/security.md): a founder whose project an
 * investor backed sees counts and the commitment on their own offering, never the
 * investor's email, wallet, income or net worth; and a suspended investor's tokens from
 * before the suspension move no money and store no file. Another investor's investment,
 * SAFE document and thread are in tests/worker/investing/cancel.test.ts,
 * reconfirmation.test.ts, tests/worker/storage/signed-private.test.ts and
 * tests/worker/conversations/messages.test.ts.
 */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { TEST_ORIGIN, bearer } from '../helpers/auth';
import { call } from '../lifecycle/lifecycle-helpers';
import { commitBody, fundedInvestor, liveProject, newKey, setTerms } from '../investing/helpers';
import { adminSession } from '../auth-admin/helpers';
import { pngFile, storageAs } from '../storage/storage-helpers';
import { dbSnapshot } from './db-snapshot';

/** Figures no page of the founder's should ever show (each distinct, easy to find). */
const PROFILE = {
  annualIncomeCents: 13_572_468,
  netWorthCents: 24_681_357,
  accredited: true,
  otherRegCfInvestmentsCents: 0,
};
const DEPOSIT = 9_753_186;
const COMMITTED = 50_000;
const LEFT = DEPOSIT - COMMITTED;

let project: Awaited<ReturnType<typeof liveProject>>;
let investor: Awaited<ReturnType<typeof fundedInvestor>>;
let investmentId: string;
beforeAll(async () => {
  project = await liveProject({ title: 'Private Parts Co' });
  await setTerms(project.id, { goal: 10_000_000, maximum: 20_000_000 });
  investor = await fundedInvestor(DEPOSIT, PROFILE, 'Quinn Private');
  const res = await call<InvestmentResponse>('/api/investments', {
    method: 'POST',
    token: investor.token,
    body: commitBody(project.id, COMMITTED),
  });
  expect(res.status).toBe(201);
  investmentId = res.body.investment.id;
});

/** Every way a figure or the email could be written in a response. */
function secrets(): string[] {
  const money = (cents: number) => [
    String(cents),
    (cents / 100).toFixed(2),
    (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  ];
  return [
    investor.email,
    ...money(PROFILE.annualIncomeCents),
    ...money(PROFILE.netWorthCents),
    ...money(LEFT),
    ...money(DEPOSIT),
  ];
}

describe('a founder reading the investors of their own project', () => {
  it('sees no investor email, wallet, income or net worth on any of their pages', async () => {
    const pages = [
      '/api/dashboards/creator',
      '/api/creator/projects',
      `/api/creator/projects/${project.id}`,
      `/api/projects/${project.slug}/offering`,
      `/api/projects/${project.slug}/history`,
      '/api/messages',
    ];
    for (const page of pages) {
      const res = await SELF.fetch(`${TEST_ORIGIN}${page}`, {
        headers: bearer(project.creatorToken),
      });
      expect(res.status, page).toBe(200);
      const text = await res.text();
      for (const secret of secrets()) expect(text, `${page} shows ${secret}`).not.toContain(secret);
    }
  });

  it('cannot open the investor’s investment, wallet, profile or holdings (403)', async () => {
    const before = await dbSnapshot();
    for (const page of [
      `/api/investments/${investmentId}`,
      '/api/investments',
      '/api/wallet',
      '/api/investor/profile',
      '/api/dashboards/investor',
    ]) {
      const res = await SELF.fetch(`${TEST_ORIGIN}${page}`, {
        headers: bearer(project.creatorToken),
      });
      expect(res.status, page).toBe(403);
      const text = await res.text();
      for (const secret of secrets()) expect(text, page).not.toContain(secret);
    }
    expect(await dbSnapshot()).toEqual(before);
  });
});

describe('a suspended investor’s tokens from before the suspension', () => {
  it('move no money, store no file and read no wallet', async () => {
    const suspended = await fundedInvestor(100_000, PROFILE, 'Sam Suspended');
    const committed = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: suspended.token,
      body: commitBody(project.id, COMMITTED),
    });
    expect(committed.status).toBe(201);
    const { client } = await adminSession();
    const ban = await client.auth.admin.updateUserById(suspended.id, { ban_duration: '24h' });
    expect(ban.error).toBeNull();

    const before = await dbSnapshot();
    const attempts: [string, string, object | undefined][] = [
      ['POST', '/api/wallet/deposits', { amountCents: 10_000, idempotencyKey: newKey() }],
      ['POST', '/api/investments', commitBody(project.id, COMMITTED)],
      [
        'POST',
        `/api/investments/${committed.body.investment.id}/cancel`,
        { idempotencyKey: newKey() },
      ],
      ['PUT', '/api/investor/profile', PROFILE],
      ['GET', '/api/wallet', undefined],
      ['GET', `/api/investments/${committed.body.investment.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(path, { method, token: suspended.token, body });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    const upload = await storageAs(suspended.token)
      .from('avatars')
      .upload(`${suspended.id}/after-ban.png`, pngFile());
    expect(upload.error).not.toBeNull();
    expect(await dbSnapshot()).toEqual(before);
  });
});
