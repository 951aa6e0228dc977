/** Shortcuts of the conversion tests: a funded offering on chosen SAFE terms, and calls. */
import { SELF, env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { closeOffering } from '../../../worker/closing/settle';
import { setOfferingTerms } from '../../../worker/investing/offering';
import { TEST_ORIGIN, bearer } from '../helpers/auth';
import { call, commitBody, fundedInvestor, liveProject } from '../investing/helpers';

export { call };

const DAY = 86_400_000;
let keys = 0;
export const key = () =>
  `conv-${Date.now().toString(36)}-${(keys += 1)}-${crypto.randomUUID().slice(0, 6)}`;

/**
 * A project whose offering closed funded through the closing command, with one settled
 * SAFE per amount (cents), on the given terms.
 */
export async function fundedOffering(
  title: string,
  amounts: number[],
  terms: {
    variant: 'cap' | 'discount' | 'cap_and_discount';
    valuationCapDollars?: number;
    discountPercent?: number;
  },
) {
  const project = await liveProject({ title });
  const endDate = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
  const total = amounts.reduce((sum, a) => sum + a, 0);
  await setOfferingTerms(
    env.DB,
    project.id,
    {
      ...terms,
      proRata: false,
      fundingGoalCents: total,
      maximumRaiseCents: total,
      minimumInvestmentCents: 50_000,
      endDate,
    },
    { id: null, source: 'seed' },
  );
  const investors = [];
  for (const [i, amount] of amounts.entries()) {
    const investor = await fundedInvestor(amount, undefined, `Holder Number ${i + 1}`);
    const res = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, amount),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    investors.push({ ...investor, investmentId: res.body.investment.id, amount });
  }
  const afterEnd = new Date(Date.parse(`${endDate}T23:59:59.000Z`) + 1000);
  const closed = await closeOffering(env.DB, project.id, afterEnd);
  expect(closed).toMatchObject({ status: 'closed', outcome: 'funded' });
  return { project, investors };
}

/** A raw GET, for the CSV and PDF answers. */
export function rawGet(path: string, token: string) {
  return SELF.fetch(`${TEST_ORIGIN}${path}`, { headers: bearer(token) });
}
