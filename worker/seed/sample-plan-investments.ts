/**
 * The sample investments: other angels spread over each raise (large cheques earlier,
 * smaller ones in the last month, so Average Investment falls month over month), the
 * demo investor's own portfolio, and the refunds of failed raises.
 */
import { DEMO_ACCOUNTS } from './demo-accounts';
import { sampleId } from './sample-ids';
import { approvedDaysAgo } from './sample-plan-projects';
import { INVESTORS, type SampleUser } from './sample-users';
import type { PlannedEvent, SampleProject, SeedClock } from './sample-types';

/** Recent cheques are smaller than the early ones (Average Investment decreases). */
const RECENT_DAYS = 30;
/** Commitments younger than this are still pending. */
const PENDING_DAYS = 7;

const demoInvestor: SampleUser = {
  id: DEMO_ACCOUNTS.investor.id,
  name: DEMO_ACCOUNTS.investor.fullName,
  email: DEMO_ACCOUNTS.investor.email,
  role: 'investor',
  joinedDaysAgo: 166,
};

/** The demo investor's portfolio: completed and pending, across SaaS, AI & ML, FinTech. */
const DEMO_PORTFOLIO = [
  { slug: 'insightlens-ai', amount: 15_000, daysAgo: 58, pending: false },
  { slug: 'invoicehub', amount: 5_000, daysAgo: 45, pending: false },
  { slug: 'devpipeline', amount: 10_000, daysAgo: 40, pending: false },
  { slug: 'ledgerlite', amount: 7_500, daysAgo: 25, pending: false },
  { slug: 'documind', amount: 5_000, daysAgo: 6, pending: true },
  { slug: 'fitsync', amount: 2_500, daysAgo: 3, pending: true },
] as const;

export function createInvestmentPlanner(clock: SeedClock) {
  let next = 1;

  function invest(
    p: SampleProject,
    investor: SampleUser,
    amount: number,
    daysAgo: number,
    pending: boolean,
  ) {
    const streamId = sampleId('investment', next++);
    const equity = Math.round((amount / p.fundingGoal) * p.equity * 1000) / 1000;
    const events: PlannedEvent[] = [
      {
        streamId,
        streamType: 'investment',
        actorId: investor.id,
        event: {
          type: 'investment.committed',
          payload: {
            projectId: sampleId('project', p.n),
            investorId: investor.id,
            investorName: investor.name,
            amount,
            equity,
          },
          occurredAt: clock.ago(daysAgo),
        },
      },
    ];
    if (!pending) {
      const completedDaysAgo = Math.max(
        daysAgo - 1,
        p.closedDaysAgo !== undefined ? p.closedDaysAgo + 0.5 : 0,
      );
      events.push({
        streamId,
        streamType: 'investment',
        actorId: null,
        event: {
          type: 'investment.completed',
          payload: {},
          occurredAt: clock.ago(completedDaysAgo),
        },
      });
    }
    if (p.outcome === 'failed' && p.closedDaysAgo !== undefined) {
      events.push({
        streamId,
        streamType: 'investment',
        actorId: null,
        event: {
          type: 'investment.refunded',
          payload: {},
          occurredAt: clock.ago(p.closedDaysAgo - 0.01),
        },
      });
    }
    return events;
  }

  /** Other angels' commitments until the project's raisedShare of its goal is reached. */
  function planAngels(p: SampleProject): PlannedEvent[] {
    const liveSince = approvedDaysAgo(p);
    if (liveSince === null || !p.raisedShare) return [];
    const until = p.closedDaysAgo !== undefined ? p.closedDaysAgo + 2 : 0.2;
    const target = Math.round(p.fundingGoal * p.raisedShare);
    const events: PlannedEvent[] = [];
    let raised = 0;
    while (raised < target) {
      const daysAgo = until + (liveSince - 1 - until) * clock.random();
      const recent = daysAgo < RECENT_DAYS;
      const [low, high] = recent ? [p.minimumInvestment, 4_000] : [6_000, 24_000];
      let amount = Math.round((low + (high - low) * clock.random()) / 500) * 500;
      amount = Math.max(
        p.minimumInvestment,
        Math.min(amount, Math.max(target - raised, p.minimumInvestment)),
      );
      raised += amount;
      const joinedBefore = INVESTORS.filter((i) => i.joinedDaysAgo > daysAgo);
      const investor =
        joinedBefore[Math.floor(clock.random() * joinedBefore.length)] ?? INVESTORS[0];
      if (!investor) break;
      events.push(
        ...invest(
          p,
          investor,
          amount,
          daysAgo,
          daysAgo < PENDING_DAYS && p.closedDaysAgo === undefined,
        ),
      );
    }
    return events;
  }

  function planDemoPortfolio(projects: SampleProject[]): PlannedEvent[] {
    return DEMO_PORTFOLIO.flatMap((holding) => {
      const project = projects.find((p) => p.slug === holding.slug);
      if (!project) throw new Error(`sample portfolio names an unknown project: ${holding.slug}`);
      return invest(project, demoInvestor, holding.amount, holding.daysAgo, holding.pending);
    });
  }

  return { planAngels, planDemoPortfolio };
}
