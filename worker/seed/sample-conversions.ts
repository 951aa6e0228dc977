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
import { cancelInvestment } from '../investing/cancel';
import { commitInvestment } from '../investing/commit';
import { depositFunds } from '../investing/wallet';
import { sampleId } from './sample-ids';
import { SAMPLE_PROJECTS } from './sample-plan';
import type { SampleProject, SeedClock } from './sample-types';
import { DEMO_USERS } from './sample-users';

const DEMO_COMMITMENT_CENTS = 250_000;
/** The most the demo investor takes over from one angel (its Reg CF limit leaves room). */
const MAX_REPLACED_CENTS = 500_000;

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

/**
 * Room for the demo investor in a raise its angels fill to the maximum: the smallest
 * cheque of an angel with one cheque in it is cancelled (as Reg CF allows until 48 hours
 * before the end), and the demo investor commits the same amount, so the raise, its
 * investor count and every other holding stay as planned. Returns the amount, or null
 * when no single cheque fits the demo investor's Reg CF limit (nothing is changed).
 */
async function roomFromAnAngel(
  db: D1Database,
  clock: SeedClock,
  p: SampleProject & { closedDaysAgo: number },
  key: string,
  demoId: string,
): Promise<number | null> {
  const cancelKey = `seed-conversion-cancel-${key}`;
  const cancelAt = new Date(clock.ago(p.closedDaysAgo + 2.3));
  // The cancelled cheque on a second run, else the smallest single cheque before the cut-off.
  const cheque = await db
    .prepare(
      `SELECT c.id, c.investor_id, c.amount_cents FROM commitments c
        WHERE c.project_id = ?1 AND (c.cancel_key = ?4 OR (
          c.status = 'committed' AND c.committed_at < ?2 AND c.investor_id <> ?3
          AND c.amount_cents <= ?5 AND NOT EXISTS (SELECT 1 FROM commitments o
            WHERE o.project_id = c.project_id AND o.investor_id = c.investor_id AND o.id <> c.id)))
        ORDER BY c.cancel_key = ?4 DESC, c.amount_cents, c.committed_at DESC, c.id LIMIT 1`,
    )
    .bind(sampleId('project', p.n), cancelAt.toISOString(), demoId, cancelKey, MAX_REPLACED_CENTS)
    .first<{ id: string; investor_id: string; amount_cents: number }>();
  if (!cheque) return null;
  await cancelInvestment(
    db,
    { id: cheque.investor_id, email: '', name: '' },
    cheque.id,
    cancelKey,
    cancelAt,
  );
  return cheque.amount_cents;
}

/**
 * The demo investor's SAFE in a closing raise: a deposit of the amount and a commitment
 * two days before the close, so the wallet's available balance is unchanged after it.
 */
async function demoSafe(
  db: D1Database,
  clock: SeedClock,
  p: SampleProject & { closedDaysAgo: number },
  key: string,
  amountCents: number,
) {
  const demo = DEMO_USERS[2];
  if (!demo) throw new Error('seed: the sample conversions need the demo investor');
  const commitDay = p.closedDaysAgo + 2;
  await depositFunds(
    db,
    demo.id,
    { amountCents, idempotencyKey: `seed-conversion-deposit-${key}` },
    new Date(clock.ago(commitDay + 0.1)),
  );
  await commitInvestment(
    db,
    { id: demo.id, email: demo.email, name: demo.name },
    {
      projectId: sampleId('project', p.n),
      amountCents,
      legalName: demo.name,
      signature: demo.name,
      consentToElectronicSignature: true,
      acknowledgesRiskOfLoss: true,
      acknowledgesResaleRestriction: true,
      acknowledgesCancellationDeadline: true,
      idempotencyKey: `seed-conversion-commit-${key}`,
    },
    {
      now: new Date(clock.ago(commitDay)),
      portfolioUrl: 'http://localhost:8787/investor/investments',
    },
  );
}

/** The demo investor takes an angel's place in a full raise (see roomFromAnAngel). */
async function demoSafeInFullRaise(
  db: D1Database,
  clock: SeedClock,
  p: SampleProject & { closedDaysAgo: number },
  key: string,
) {
  const demo = DEMO_USERS[2];
  if (!demo) throw new Error('seed: the sample conversions need the demo investor');
  const amount = await roomFromAnAngel(db, clock, p, key, demo.id);
  if (amount === null) throw new Error(`seed: no cheque in ${p.slug} fits the demo investor`);
  await demoSafe(db, clock, p, key, amount);
}

export async function seedSampleConversions(db: D1Database, clock: SeedClock): Promise<number> {
  const rounded = project('timetrackr');
  const dissolved = project('invoicehub');
  const sold = project('buildbeacon');
  const outstanding = project('chatassist-pro');
  const roundedId = sampleId('project', rounded.n);
  await demoSafe(db, clock, rounded, '0001', DEMO_COMMITMENT_CENTS);
  await demoSafeInFullRaise(db, clock, dissolved, '0002');
  await demoSafeInFullRaise(db, clock, sold, '0003');
  await demoSafeInFullRaise(db, clock, outstanding, '0004');
  for (const p of [rounded, dissolved, sold, outstanding]) await close(db, clock, p);

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
  // BuildBeacon was sold: each SAFE is paid the greater of its purchase amount and what
  // its shares would fetch at the sale's price.
  const saleRecorded = await recordOutcome(db, sold.creator.id, sampleId('project', sold.n), {
    kind: 'liquidity',
    idempotencyKey: 'seed-conversion-liquidity-0001',
    occurredOn: day(9),
    outstandingShares: 8_000_000,
    optionsIssued: 1_200_000,
    proceedsCents: 3_000_000_000,
  });
  return Number(roundRecorded) + Number(dissolutionRecorded) + Number(saleRecorded);
}
