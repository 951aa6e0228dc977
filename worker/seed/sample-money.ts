/**
 * Runs the money plan through the same commands the API runs (stateInvestorProfile,
 * depositFunds, commitInvestment), so the seeded wallets, escrow and commitments are
 * the same kind of data a real investor creates. Each command takes the moment it
 * happened as `now` (before the project's end date, while it is live). Idempotent: the
 * profile command changes nothing when the profile is the same, and deposits and
 * commitments carry deterministic idempotency keys.
 */
import { closeOffering } from '../closing/settle';
import { commitInvestment } from '../investing/commit';
import { sampleId } from './sample-ids';
import { depositFunds, stateInvestorProfile } from '../investing/wallet';
import { planSampleMoney } from './sample-plan-money';
import type { SampleProject, SeedClock } from './sample-types';

/**
 * Where the seeded commitment notices link to: the portfolio page of the local server
 * (`npm start` serves http://localhost:8787; the seed only ever runs locally).
 */
const PORTFOLIO_URL = 'http://localhost:8787/investor/investments';

export interface MoneyReport {
  deposits: number;
  commitments: number;
}

export async function seedSampleMoney(
  db: D1Database,
  clock: SeedClock,
  projects: readonly SampleProject[],
): Promise<MoneyReport> {
  const plan = planSampleMoney(projects);
  const at = (daysAgo: number) => new Date(clock.ago(daysAgo));
  for (const { investor, profile, daysAgo } of plan.profiles) {
    await stateInvestorProfile(db, investor.id, profile, at(daysAgo));
  }
  let deposits = 0;
  for (const d of plan.deposits) {
    const { created } = await depositFunds(
      db,
      d.investor.id,
      { amountCents: d.amountCents, idempotencyKey: d.idempotencyKey },
      at(d.daysAgo),
    );
    if (created) deposits += 1;
  }
  let commitments = 0;
  for (const c of plan.commitments) {
    const { created } = await commitInvestment(
      db,
      { id: c.investor.id, email: c.investor.email, name: c.investor.name },
      {
        projectId: c.projectId,
        amountCents: c.amountCents,
        legalName: c.investor.name,
        signature: c.investor.name,
        consentToElectronicSignature: true,
        acknowledgesRiskOfLoss: true,
        acknowledgesResaleRestriction: true,
        acknowledgesCancellationDeadline: true,
        idempotencyKey: c.idempotencyKey,
      },
      { now: at(c.daysAgo), portfolioUrl: PORTFOLIO_URL },
    );
    if (created) commitments += 1;
  }
  return { deposits, commitments };
}

/**
 * Every closed sample raise closes through the closing job itself, at a seed clock just
 * past its end date (funded or failed by what was committed), so no seeded money is
 * written outside the ledger. Idempotent: a closed offering is left as it is.
 */
export async function seedSampleClosings(
  db: D1Database,
  clock: SeedClock,
  projects: readonly SampleProject[],
): Promise<void> {
  for (const p of projects) {
    if (p.closedDaysAgo === undefined) continue;
    await closeOffering(db, sampleId('project', p.n), new Date(clock.ago(p.closedDaysAgo - 0.01)), {
      siteOrigin: 'http://localhost:8787',
    });
  }
}
