/**
 * The wallet: deposits through the payment rail, and the investor profile behind the
 * Reg CF limit. Locally the rail is a simulated bank transfer that settles at once and
 * says so; a real provider would plug in behind `PaymentRail` (docs/money.md#payment-rail).
 */
import type {
  DepositRequest,
  InvestorProfileResponse,
  PaymentRail,
  WalletResponse,
} from '../../shared/investing/api';
import type { InvestorProfile } from '../../shared/money/investor-profile';
import { depositTransaction } from '../../shared/money/ledger-transactions';
import { investmentLimitCents, remainingLimitCents } from '../../shared/money/reg-cf';
import { appendToStreams, prepareAppend } from '../event-store';
import {
  certificationAppend,
  effectiveProfile,
  needsCertification,
} from '../identity/accreditation';
import { accreditationOf } from '../identity/queries';
import { depositStreamId, investorStreamId } from './events';
import {
  findInvestorProfile,
  investedLast12MonthsCents,
  walletBalanceCents,
  walletEntries,
} from './queries';
import { constraintOf, keyReused } from './refusals';

export const SIMULATED_RAIL: PaymentRail = {
  id: 'simulated-bank-transfer',
  simulated: true,
  notice:
    'Simulated bank transfer: it settles at once and no real money moved. A real payment provider plugs in here in production.',
};

export async function walletOf(db: D1Database, userId: string): Promise<WalletResponse> {
  const [balanceCents, entries] = await Promise.all([
    walletBalanceCents(db, userId),
    walletEntries(db, userId),
  ]);
  return { balanceCents, entries, rail: SIMULATED_RAIL };
}

async function depositByKey(db: D1Database, userId: string, key: string) {
  return db
    .prepare('SELECT amount_cents FROM deposits WHERE investor_id = ? AND idempotency_key = ?')
    .bind(userId, key)
    .first<{ amount_cents: number }>();
}

/**
 * Adds funds through the simulated rail: one `deposit.received` posting external →
 * wallet. Idempotent per key: a repeat with the same amount returns the wallet without
 * a second deposit (`created: false`); with another amount, a 422.
 */
export async function depositFunds(
  db: D1Database,
  userId: string,
  request: DepositRequest,
  now: Date,
): Promise<{ created: boolean; wallet: WalletResponse }> {
  for (let attempt = 1; ; attempt += 1) {
    const earlier = await depositByKey(db, userId, request.idempotencyKey);
    if (earlier) {
      if (earlier.amount_cents !== request.amountCents) throw keyReused();
      return { created: false, wallet: await walletOf(db, userId) };
    }
    const depositId = crypto.randomUUID();
    const at = now.toISOString();
    try {
      await db.batch(
        prepareAppend(db, {
          streamId: depositStreamId(depositId),
          streamType: 'deposit',
          expectedVersion: 0,
          actorId: userId,
          events: [
            {
              type: 'deposit.received',
              occurredAt: at,
              payload: {
                userId,
                amountCents: request.amountCents,
                idempotencyKey: request.idempotencyKey,
                rail: SIMULATED_RAIL.id,
                transaction: depositTransaction(
                  { id: `deposit:${depositId}`, at },
                  userId,
                  request.amountCents,
                ),
              },
            },
          ],
        }),
      );
    } catch (error) {
      // A concurrent repeat of the same attempt landed first: answer as a repeat.
      if (constraintOf(error) === 'once_per_key' && attempt < 3) continue;
      throw error;
    }
    return { created: true, wallet: await walletOf(db, userId) };
  }
}

/** The profile, the limit it gives and what is left of it in the next commitment. */
export async function investorProfileOf(
  db: D1Database,
  userId: string,
  now: Date,
): Promise<InvestorProfileResponse> {
  const [stated, invested, accreditation] = await Promise.all([
    findInvestorProfile(db, userId),
    investedLast12MonthsCents(db, userId, now),
    accreditationOf(db, userId, now),
  ]);
  if (!stated) {
    // No profile, no commitments: the limit is unknown until it is stated.
    return {
      profile: null,
      limitCents: 0,
      investedLast12MonthsCents: invested,
      remainingLimitCents: 0,
      accreditation,
    };
  }
  // An accredited statement lifts the limit only while its certification is current.
  const profile = effectiveProfile(stated, accreditation);
  return {
    profile: stated,
    accreditation,
    limitCents: investmentLimitCents(profile),
    investedLast12MonthsCents: invested + profile.otherRegCfInvestmentsCents,
    remainingLimitCents: remainingLimitCents(profile, invested),
  };
}

const sameProfile = (a: InvestorProfile | null, b: InvestorProfile) =>
  a !== null &&
  a.annualIncomeCents === b.annualIncomeCents &&
  a.netWorthCents === b.netWorthCents &&
  a.accredited === b.accredited &&
  a.otherRegCfInvestmentsCents === b.otherRegCfInvestmentsCents;

/**
 * States (or restates) the profile: one `investor.profile_stated`, none when nothing
 * changed; and an `accreditation.certified` when it says accredited without a current
 * certification in today's wording (docs/identity.md#accredited-self-certification).
 */
export async function stateInvestorProfile(
  db: D1Database,
  userId: string,
  profile: InvestorProfile,
  now: Date,
): Promise<InvestorProfileResponse> {
  const [stated, accreditation] = await Promise.all([
    findInvestorProfile(db, userId),
    accreditationOf(db, userId, now),
  ]);
  const appends = [];
  if (!sameProfile(stated, profile)) {
    appends.push({
      streamId: investorStreamId(userId),
      streamType: 'investor' as const,
      expectedVersion: 'any' as const,
      actorId: userId,
      events: [
        {
          type: 'investor.profile_stated' as const,
          payload: profile,
          occurredAt: now.toISOString(),
        },
      ],
    });
  }
  if (needsCertification(profile, accreditation)) appends.push(certificationAppend(userId, now));
  if (appends.length > 0) await appendToStreams(db, appends);
  return investorProfileOf(db, userId, now);
}
