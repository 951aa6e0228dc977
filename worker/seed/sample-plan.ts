/** The whole sample history as one chronological list of events. */
import { LISTED_PROJECTS } from './sample-listed-projects';
import { OTHER_PROJECTS } from './sample-other-projects';
import { seedClock } from './sample-clock';
import { planUsers, planViews } from './sample-plan-activity';
import { planProjectLifecycle } from './sample-plan-projects';
import type { PlannedEvent } from './sample-types';

export const SAMPLE_PROJECTS = [...LISTED_PROJECTS, ...OTHER_PROJECTS];

/**
 * Every sample event, oldest first (ties keep their planned order), so that appending
 * them in this order is a believable history: people join before they act, projects go
 * live before anyone invests. The money is not here: the seed runs it through the
 * investing commands and closes the ended raises through the closing job
 * (sample-money.ts), so all of it is in the ledger.
 */
export function planSampleHistory(now: Date): PlannedEvent[] {
  const clock = seedClock(now);
  const planned = [
    ...planUsers(clock),
    ...SAMPLE_PROJECTS.flatMap((p) => planProjectLifecycle(p, clock)),
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
