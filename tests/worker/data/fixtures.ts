import type { EventPayload } from '../../../shared/events';

/** A complete, valid project.drafted payload with the given slug. */
export function draftedPayload(
  slug: string,
  overrides: Partial<EventPayload<'project.drafted'>> = {},
) {
  return {
    title: `Project ${slug}`,
    slug,
    tagline: 'A tagline',
    description: 'A description',
    category: 'Developer Tools',
    fundingGoal: 100_000,
    equity: 10,
    minimumInvestment: 500,
    endDate: '2099-01-01T00:00:00.000Z',
    coverImage: '/images/projects/x-cover.svg',
    creatorId: 'creator-1',
    creatorName: 'Casey Creator',
    ...overrides,
  } satisfies EventPayload<'project.drafted'>;
}
