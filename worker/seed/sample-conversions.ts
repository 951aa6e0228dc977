/**
 * After the raise in the sample world (docs/after-the-raise.md): TimeTrackr, which the
 * closing job closes funded, raised a priced round, so its SAFEs (the demo investor's
 * among them) converted to shares; InvoiceHub, also closed funded, dissolved, so its
 * SAFEs were written off. Everything goes through the commands the API runs, with fixed
 * idempotency keys: a second run changes nothing.
 *
 * The demo investor's SAFE in TimeTrackr is a commitment made here before the raise
 * closes (with a deposit of the same amount, so the demo wallet's balance is unchanged);
 * this runs before the seed's own closings, closing these two raises exactly as they would.
 * InvoiceHub's raise is full to its maximum, so the demo investor holds no SAFE in it.
 */
import { closeOffering } from '../closing/settle';
import { recordOutcome } from '../conversion/commands';
import { commitInvestment } from '../investing/commit';
import { depositFunds } from '../investing/wallet';
import { sampleId } from './sample-ids';
import { SAMPLE_PROJECTS } from './sample-plan';
import type { SampleProject, SeedClock } from './sample-types';
import { DEMO_USERS } from './sample-users';

const DEMO_COMMITMENT_CENTS = 250_000;

function project(slug: string): SampleProject & { closedDaysAgo: number } {
  const p = SAMPLE_PROJECTS.find((x) => x.slug === slug);
  if (p?.closedDaysAgo === undefined) {
    throw new Error(`seed: ${slug} is not a raise the closing job closes`);
  }
  return { ...p, closedDaysAgo: p.closedDaysAgo };
}

/** As seedSampleClosings closes it (same moment), so running first changes nothing. */
function close(db: D1Database, clock: SeedClock, p: SampleProject & { closedDaysAgo: number }) {
  return closeOffering(db, sampleId('project', p.n), new Date(clock.ago(p.closedDaysAgo - 0.01)), {
    siteOrigin: 'http://localhost:8787',
  });
}

export async function seedSampleConversions(db: D1Database, clock: SeedClock): Promise<number> {
  const demo = DEMO_USERS[2];
  if (!demo) throw new Error('seed: the sample conversions need the demo investor');
  const rounded = project('timetrackr');
  const dissolved = project('invoicehub');
  const roundedId = sampleId('project', rounded.n);
  const commitDay = rounded.closedDaysAgo + 2;
  await depositFunds(
    db,
    demo.id,
    { amountCents: DEMO_COMMITMENT_CENTS, idempotencyKey: 'seed-conversion-deposit-0001' },
    new Date(clock.ago(commitDay + 0.1)),
  );
  await commitInvestment(
    db,
    { id: demo.id, email: demo.email, name: demo.name },
    {
      projectId: roundedId,
      amountCents: DEMO_COMMITMENT_CENTS,
      legalName: demo.name,
      signature: demo.name,
      consentToElectronicSignature: true,
      acknowledgesRiskOfLoss: true,
      acknowledgesResaleRestriction: true,
      acknowledgesCancellationDeadline: true,
      idempotencyKey: 'seed-conversion-commit-0001',
    },
    {
      now: new Date(clock.ago(commitDay)),
      portfolioUrl: 'http://localhost:8787/investor/investments',
    },
  );
  await close(db, clock, rounded);
  await close(db, clock, dissolved);

  const day = (daysAgo: number) => clock.ago(daysAgo).slice(0, 10);
  const roundRecorded = await recordOutcome(db, rounded.creator.id, roundedId, {
    kind: 'priced_round',
    idempotencyKey: 'seed-conversion-round-0001',
    occurredOn: day(6),
    outstandingShares: 9_000_000,
    optionsIssued: 700_000,
    unissuedPool: 300_000,
    preMoneyValuationDollars: 6_000_000,
    newMoneyCents: 150_000_000,
    poolIncrease: 500_000,
  });
  const dissolutionRecorded = await recordOutcome(
    db,
    dissolved.creator.id,
    sampleId('project', dissolved.n),
    {
      kind: 'dissolution',
      idempotencyKey: 'seed-conversion-dissolution-0001',
      occurredOn: day(3),
      availableCents: 4_800_000,
    },
  );
  return Number(roundRecorded) + Number(dissolutionRecorded);
}
