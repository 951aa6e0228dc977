/**
 * The closing job lapses ended reconfirmation windows before it closes anything
 * (docs/money.md#reconfirmation): a commitment not reconfirmed in time is cancelled and
 * refunded exactly once, and an offering whose windows have ended closes in the same
 * run on the money its investors did reconfirm.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runClosingJob } from '../../../worker/closing/job';
import { newKey } from '../investing/helpers';
import {
  balance,
  call,
  countEvents,
  expectLedgerHealthy,
  offeringWith,
  projectStatus,
} from './helpers';

type Offering = Awaited<ReturnType<typeof offeringWith>>;

/** The offering's two investors: the first reconfirms (or not), the second never does. */
function pair({ investors }: Offering) {
  const [first, second] = investors;
  if (!first || !second) throw new Error('expected two investors');
  return [first, second] as const;
}

/** A material change (a discount added) through the creator's route; returns the window's end. */
async function materialChange({ project, endsAt }: Offering): Promise<string> {
  const version = await env.DB.prepare(
    'SELECT terms_version AS v FROM offerings WHERE project_id = ?',
  )
    .bind(project.id)
    .first<{ v: number }>();
  const res = await call<{ change: { material: boolean; reconfirmBy: string | null } }>(
    `/api/creator/projects/${project.id}/terms`,
    {
      method: 'POST',
      token: project.creatorToken,
      body: {
        termsVersion: version?.v ?? 0,
        fundingGoal: 1_000,
        minimumInvestment: 500,
        endDate: endsAt.slice(0, 10),
        terms: {
          variant: 'cap_and_discount',
          valuationCapDollars: 10_000_000,
          discountPercent: 10,
          proRata: false,
          maximumRaise: 2_000,
        },
      },
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.change.material).toBe(true);
  return res.body.change.reconfirmBy as string;
}

async function statusOf(investmentId: string) {
  const row = await env.DB.prepare('SELECT status FROM commitments WHERE id = ?')
    .bind(investmentId)
    .first<{ status: string }>();
  return row?.status;
}

describe('the closing job and reconfirmation windows', () => {
  it('lapses a window only once it has ended, exactly once, money back in the wallet', async () => {
    const offering = await offeringWith('Lapse Window Works', 100_000, [100_000, 50_000]);
    const [, dropped] = pair(offering);
    const reconfirmBy = await materialChange(offering);

    const early = await runClosingJob(env.DB, new Date(Date.parse(reconfirmBy) - 1000));
    expect(early.lapsed).not.toContain(dropped.investmentId);
    expect(await statusOf(dropped.investmentId)).toBe('reconfirmation_required');

    const ended = new Date(Date.parse(reconfirmBy) + 1000);
    const run = await runClosingJob(env.DB, ended);
    expect(run.lapsed).toContain(dropped.investmentId);
    expect(await statusOf(dropped.investmentId)).toBe('cancelled');
    expect(await balance(`wallet:${dropped.id}`)).toBe(dropped.amount + 5_000);
    await expectLedgerHealthy();

    const again = await runClosingJob(env.DB, ended);
    expect(again.lapsed).not.toContain(dropped.investmentId);
    expect(await countEvents('investment.lapsed', dropped.investmentId)).toBe(1);
    expect(await balance(`wallet:${dropped.id}`)).toBe(dropped.amount + 5_000);
    // Before its deadline the offering itself stays live.
    expect(await projectStatus(offering.project.id)).toBe('active');
  });

  it('closes an offering at its deadline in the same run that lapses its ended windows', async () => {
    const offering = await offeringWith('Same Run Closes', 100_000, [100_000, 50_000]);
    const [kept, dropped] = pair(offering);
    await materialChange(offering);
    const reconfirmed = await call(`/api/investments/${kept.investmentId}/reconfirm`, {
      method: 'POST',
      token: kept.token,
      body: { idempotencyKey: newKey() },
    });
    expect(reconfirmed.status).toBe(200);

    // Without the lapse first, the funded close would wait on the unconfirmed commitment.
    const report = await runClosingJob(env.DB, offering.afterEnd);
    expect(report.lapsed).toContain(dropped.investmentId);
    expect(report.results).toContainEqual({
      projectId: offering.project.id,
      status: 'closed',
      outcome: 'funded',
    });
    expect(await statusOf(kept.investmentId)).toBe('settled');
    expect(await statusOf(dropped.investmentId)).toBe('cancelled');
    const settlement = await env.DB.prepare(
      'SELECT raised_cents FROM settlements WHERE project_id = ?',
    )
      .bind(offering.project.id)
      .first<{ raised_cents: number }>();
    expect(settlement?.raised_cents).toBe(kept.amount);
    expect(await balance(`wallet:${dropped.id}`)).toBe(dropped.amount + 5_000);
    await expectLedgerHealthy();
  });
});
