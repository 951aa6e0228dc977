/**
 * The recorded history of the closed sample raises (funded or failed): other angels'
 * whole-dollar investments spread over each raise and the refunds of failed ones.
 * Closing an offering (settlement, refunds) is not a command yet, so these stay
 * recorded events; the live raises' money runs through the investing commands
 * (sample-plan-money.ts).
 */
import { sampleId } from './sample-ids';
import { approvedDaysAgo } from './sample-plan-projects';
import { INVESTORS, type SampleUser } from './sample-users';
import type { PlannedEvent, SampleProject, SeedClock } from './sample-types';

/** Recent cheques are smaller than the early ones (Average Investment decreases). */
const RECENT_DAYS = 30;

export function createInvestmentPlanner(clock: SeedClock) {
  let next = 1;

  function invest(p: SampleProject, investor: SampleUser, amount: number, daysAgo: number) {
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
    events.push({
      streamId,
      streamType: 'investment',
      actorId: null,
      event: {
        type: 'investment.completed',
        payload: {},
        occurredAt: clock.ago(Math.max(daysAgo - 1, (p.closedDaysAgo ?? 0) + 0.5)),
      },
    });
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

  /** A closed raise's angels until the project's raisedShare of its goal is reached. */
  function planAngels(p: SampleProject): PlannedEvent[] {
    const liveSince = approvedDaysAgo(p);
    if (liveSince === null || !p.raisedShare || p.closedDaysAgo === undefined) return [];
    if (p.closedByCommand) return [];
    const until = p.closedDaysAgo + 2;
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
      events.push(...invest(p, investor, amount, daysAgo));
    }
    return events;
  }

  return { planAngels };
}
