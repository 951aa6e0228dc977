/**
 * The money of the sample projects (live and closed), planned as the commands real investors send:
 * an investor profile, deposits through the simulated rail and signed commitments. The
 * plan is pure and deterministic (its own seeded generator, keys numbered in plan
 * order), so every seed run sends the same commands with the same idempotency keys and
 * a second run changes nothing.
 */
import type { InvestorProfile } from '../../shared/money/investor-profile';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedClock } from './sample-clock';
import { sampleId } from './sample-ids';
import { approvedDaysAgo } from './sample-plan-projects';
import { INVESTORS, type SampleUser } from './sample-users';
import type { SampleProject } from './sample-types';

/** Recent cheques are smaller than the early ones (Average Investment decreases). */
const RECENT_DAYS = 30;
/** What each angel keeps in the wallet beyond their planned commitments, in cents. */
const ANGEL_SPARE_CENTS = 10_000_00;
/** Its own generator seed, so the history plan's draws do not shift these amounts. */
const MONEY_SEED = 20_261_123;

export const demoInvestor: SampleUser = {
  id: DEMO_ACCOUNTS.investor.id,
  name: DEMO_ACCOUNTS.investor.fullName,
  email: DEMO_ACCOUNTS.investor.email,
  role: 'investor',
  joinedDaysAgo: 166,
};

/**
 * The demo investor: not accredited, income $180,000 and net worth $450,000, so the
 * Reg CF limit is 10 % of $450,000 = $45,000 a year; $30,000 of it is used below.
 */
export const DEMO_PROFILE: InvestorProfile = {
  annualIncomeCents: 180_000_00,
  netWorthCents: 450_000_00,
  accredited: false,
  otherRegCfInvestmentsCents: 0,
};

/** The other angels state themselves accredited (no Reg CF limit). */
const ANGEL_PROFILE: InvestorProfile = {
  annualIncomeCents: 400_000_00,
  netWorthCents: 3_000_000_00,
  accredited: true,
  otherRegCfInvestmentsCents: 0,
};

/** Two deposits of $25,000 and $15,000: $40,000 in, $30,000 committed, $10,000 available. */
const DEMO_DEPOSITS = [
  { amountCents: 25_000_00, daysAgo: 165 },
  { amountCents: 15_000_00, daysAgo: 30 },
] as const;

/** The demo investor's commitments, in live projects across SaaS, AI & ML and FinTech. */
const DEMO_PORTFOLIO = [
  { slug: 'insightlens-ai', amount: 10_000, daysAgo: 58 },
  { slug: 'devpipeline', amount: 5_000, daysAgo: 40 },
  { slug: 'ledgerlite', amount: 7_500, daysAgo: 25 },
  { slug: 'documind', amount: 5_000, daysAgo: 6 },
  { slug: 'fitsync', amount: 2_500, daysAgo: 3 },
] as const;

export interface PlannedProfile {
  investor: SampleUser;
  profile: InvestorProfile;
  daysAgo: number;
}
export interface PlannedDeposit {
  investor: SampleUser;
  amountCents: number;
  daysAgo: number;
  idempotencyKey: string;
}
export interface PlannedCommitment {
  investor: SampleUser;
  projectId: string;
  amountCents: number;
  daysAgo: number;
  idempotencyKey: string;
}
export interface MoneyPlan {
  profiles: PlannedProfile[];
  deposits: PlannedDeposit[];
  /** Oldest first. */
  commitments: PlannedCommitment[];
}

type Draft = Omit<PlannedCommitment, 'idempotencyKey'>;

/**
 * Other angels' cheques into one project until its raisedShare of the goal: a live one,
 * or a closed one, which takes them before its end date (the closing job closes it).
 */
function angelsOf(p: SampleProject, random: () => number): Draft[] {
  const liveSince = approvedDaysAgo(p);
  const closing = p.closedDaysAgo !== undefined;
  if ((p.outcome !== 'active' && !closing) || liveSince === null || !p.raisedShare) return [];
  const until = closing ? (p.closedDaysAgo ?? 0) + 0.5 : 0.2;
  const target = Math.round(p.fundingGoal * p.raisedShare);
  const drafts: Draft[] = [];
  let raised = 0;
  while (raised < target) {
    const daysAgo = until + (liveSince - 1 - until) * random();
    const [low, high] = daysAgo < RECENT_DAYS ? [p.minimumInvestment, 4_000] : [6_000, 24_000];
    let amount = Math.round((low + (high - low) * random()) / 500) * 500;
    const remaining = target - raised;
    amount = Math.max(
      p.minimumInvestment,
      Math.min(amount, Math.max(remaining, p.minimumInvestment)),
    );
    // A closed raise ends on its target exactly (a funded one's goal is its maximum raise):
    // a remainder below the minimum goes into the last cheque instead of one over the top.
    if (closing && remaining - amount < p.minimumInvestment) amount = remaining;
    raised += amount;
    const joinedBefore = INVESTORS.filter((i) => i.joinedDaysAgo > daysAgo);
    const investor = joinedBefore[Math.floor(random() * joinedBefore.length)] ?? INVESTORS[0];
    if (!investor) break;
    drafts.push({
      investor,
      projectId: sampleId('project', p.n),
      amountCents: amount * 100,
      daysAgo,
    });
  }
  return drafts;
}

const key = (kind: string, n: number) => `seed-${kind}-${n.toString().padStart(4, '0')}`;

/** Every profile, deposit and commitment of the sample projects. */
export function planSampleMoney(projects: readonly SampleProject[]): MoneyPlan {
  // Only the generator is used: the plan is in days ago, the runner turns them into dates.
  const { random } = seedClock(new Date(0), MONEY_SEED);
  const demo: Draft[] = DEMO_PORTFOLIO.map((holding) => {
    const project = projects.find((p) => p.slug === holding.slug);
    if (project?.outcome !== 'active') {
      throw new Error(`sample portfolio names no live project: ${holding.slug}`);
    }
    return {
      investor: demoInvestor,
      projectId: sampleId('project', project.n),
      amountCents: holding.amount * 100,
      daysAgo: holding.daysAgo,
    };
  });
  const drafts = [...projects.flatMap((p) => angelsOf(p, random)), ...demo]
    .map((draft, index) => ({ draft, index }))
    .sort((a, b) => b.draft.daysAgo - a.draft.daysAgo || a.index - b.index);
  const commitments = drafts.map(({ draft }, i) => ({
    ...draft,
    idempotencyKey: key('commit', i + 1),
  }));
  const angels = INVESTORS.filter((i) => commitments.some((c) => c.investor.id === i.id));
  const deposits: PlannedDeposit[] = [
    ...DEMO_DEPOSITS.map((d) => ({ investor: demoInvestor, ...d })),
    // Each angel funds the wallet on joining with what they will commit, and a spare.
    ...angels.map((investor) => ({
      investor,
      amountCents:
        ANGEL_SPARE_CENTS +
        commitments
          .filter((c) => c.investor.id === investor.id)
          .reduce((sum, c) => sum + c.amountCents, 0),
      daysAgo: investor.joinedDaysAgo - 0.01,
    })),
  ].map((d, i) => ({ ...d, idempotencyKey: key('deposit', i + 1) }));
  const profiles: PlannedProfile[] = [
    { investor: demoInvestor, profile: DEMO_PROFILE, daysAgo: demoInvestor.joinedDaysAgo - 0.02 },
    ...angels.map((investor) => ({
      investor,
      profile: ANGEL_PROFILE,
      daysAgo: investor.joinedDaysAgo - 0.005,
    })),
  ];
  return { profiles, deposits, commitments };
}
