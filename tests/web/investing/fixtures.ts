import type {
  InvestmentResponse,
  InvestmentView,
  InvestorProfileResponse,
  OfferingView,
  WalletResponse,
} from '../../../shared/investing/api';
import { INVESTING_PATHS } from '../../../shared/investing/api';
import { testUser } from '../session-test-utils';

export const investor = testUser({ id: 'investor-1', name: 'Ivy Investor' });

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const RAIL_NOTICE =
  'Simulated bank transfer: it settles at once and no real money moved. A real payment provider plugs in here in production.';

export function wallet(balanceCents: number): WalletResponse {
  return {
    balanceCents,
    entries: [],
    rail: { id: 'simulated-bank-transfer', simulated: true, notice: RAIL_NOTICE },
  };
}

export function offering(overrides: Partial<OfferingView> = {}): OfferingView {
  const endsAt = overrides.endsAt ?? inDays(30);
  return {
    projectId: 'p-ledger-lens',
    slug: 'ledger-lens',
    title: 'LedgerLens',
    companyName: 'LedgerLens, Inc.',
    variant: 'cap_and_discount',
    valuationCapDollars: 8_000_000,
    discountPercent: 20,
    proRata: false,
    minimumInvestmentCents: 50_000,
    fundingGoalCents: 15_000_000,
    maximumRaiseCents: 15_000_000,
    committedCents: 14_000_000,
    investorCount: 40,
    remainingCents: 1_000_000,
    endsAt,
    cancellationCutoffAt: new Date(Date.parse(endsAt) - 2 * DAY).toISOString(),
    open: true,
    ...overrides,
  };
}

export function profileAnswer(
  overrides: Partial<InvestorProfileResponse> = {},
): InvestorProfileResponse {
  return {
    profile: {
      annualIncomeCents: 8_000_000,
      netWorthCents: 10_000_000,
      accredited: false,
      otherRegCfInvestmentsCents: 0,
    },
    limitCents: 500_000,
    investedLast12MonthsCents: 0,
    remainingLimitCents: 500_000,
    accreditation: null,
    ...overrides,
  };
}

/** A commitment whose offering ends `endsInDays` from now. */
export function investment(
  overrides: Partial<InvestmentView> = {},
  endsInDays = 30,
): InvestmentView {
  const offeringEndsAt = inDays(endsInDays);
  return {
    id: 'inv-1',
    projectId: 'p-ledger-lens',
    projectSlug: 'ledger-lens',
    projectTitle: 'LedgerLens',
    coverImage: '/images/ledger-lens.jpg',
    amountCents: 50_000,
    status: 'committed',
    committedAt: new Date(Date.now() - DAY).toISOString(),
    cancelledAt: null,
    offeringEndsAt,
    cancellationCutoffAt: new Date(Date.parse(offeringEndsAt) - 2 * DAY).toISOString(),
    equityPercent: 0.00625,
    safe: {
      templateId: 'yc-post-money-safe',
      templateVersion: '1.0',
      sha256: 'ab'.repeat(32),
      signedBy: 'Ivy Investor',
    },
    settledAt: null,
    refund: null,
    ...overrides,
  };
}

export function investmentAnswer(
  view: InvestmentView,
  balanceCents: number,
  safeText = 'SAFE (Simple Agreement for Future Equity)\n…',
): InvestmentResponse {
  return { investment: view, safeText, balanceCents };
}

export { INVESTING_PATHS };
