/** The whole sample history as one chronological list of events. */
import { LISTED_PROJECTS } from './sample-listed-projects';
import { OTHER_PROJECTS } from './sample-other-projects';
import { seedClock } from './sample-clock';
import { createInvestmentPlanner } from './sample-plan-investments';
import { planUsers, planViews } from './sample-plan-activity';
import { planProjectLifecycle } from './sample-plan-projects';
import type { PlannedEvent } from './sample-types';

export const SAMPLE_PROJECTS = [...LISTED_PROJECTS, ...OTHER_PROJECTS];

/**
 * Every sample event, oldest first (ties keep their planned order), so that appending
 * them in this order is a believable history: people join before they act, projects go
 * live before anyone invests, and raises close after their last commitment. The money
 * of the live projects is not here: the seed runs it through the investing commands
 * (sample-money.ts); only the closed raises keep their recorded whole-dollar history.
 */
export function planSampleHistory(now: Date): PlannedEvent[] {
  const clock = seedClock(now);
  const investments = createInvestmentPlanner(clock);
  const planned = [
    ...planUsers(clock),
    ...SAMPLE_PROJECTS.flatMap((p) => planProjectLifecycle(p, clock)),
    ...SAMPLE_PROJECTS.flatMap((p) => investments.planAngels(p)),
    ...planViews(clock, SAMPLE_PROJECTS),
  ];
  return planned
    .map((event, index) => ({ event, index }))
    .sort((a, b) =>
      a.event.event.occurredAt === b.event.event.occurredAt
        ? a.index - b.index
        : a.event.event.occurredAt < b.event.event.occurredAt
          ? -1
          : 1,
    )
    .map(({ event }) => event);
}
