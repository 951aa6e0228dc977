import type { ProjectDetail, ProjectSummary } from '../../../shared/api';

/** Builds a listed project; every field can be overridden. */
export function makeProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 'p-1',
    title: 'CodeCanvas',
    slug: 'codecanvas',
    tagline: 'Visual pair programming for remote teams',
    description: 'A shared whiteboard that understands code.',
    creatorId: 'c-1',
    creatorName: 'Casey Creator',
    fundingGoal: 150_000,
    fundingRaised: 75_000,
    equity: 8,
    minimumInvestment: 500,
    category: 'Developer Tools',
    status: 'active',
    coverImage: '/images/projects/codecanvas-cover.webp',
    featured: false,
    createdAt: '2026-09-01T00:00:00.000Z',
    endDate: '2099-01-01T00:00:00.000Z',
    investors: 12,
    website: 'https://codecanvas.example.com',
    location: 'Austin, TX',
    ...overrides,
  };
}

/** Four projects across three categories, created in a known order, raised amounts distinct. */
export const PROJECTS: ProjectSummary[] = [
  makeProject({
    id: 'p-1',
    title: 'CodeCanvas',
    slug: 'codecanvas',
    tagline: 'Visual pair programming for remote teams',
    description: 'A shared whiteboard that understands code.',
    category: 'Developer Tools',
    createdAt: '2026-09-01T00:00:00.000Z',
    fundingRaised: 75_000,
    featured: true,
  }),
  makeProject({
    id: 'p-2',
    title: 'LedgerLoop',
    slug: 'ledgerloop',
    tagline: 'Month-end close in a day',
    description: 'Reconciles bank feeds with your ERP automatically.',
    category: 'Finance',
    createdAt: '2026-10-01T00:00:00.000Z',
    fundingRaised: 120_000,
  }),
  makeProject({
    id: 'p-3',
    title: 'FocusFlow',
    slug: 'focusflow',
    tagline: 'Deep work for busy teams',
    description: 'Blocks distractions using an AI model of your calendar.',
    category: 'Productivity',
    createdAt: '2026-08-01T00:00:00.000Z',
    fundingRaised: 20_000,
  }),
  makeProject({
    id: 'p-4',
    title: 'BuildBot',
    slug: 'buildbot',
    tagline: 'CI that fixes flaky tests',
    description: 'Finds and quarantines flaky tests before they block a release.',
    category: 'Developer Tools',
    createdAt: '2026-07-01T00:00:00.000Z',
    fundingRaised: 50_000,
  }),
];

export function makeDetail(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...makeProject(),
    description: 'A shared whiteboard that understands code.\n\nIt runs in the browser.',
    gallery: ['/images/projects/codecanvas-1.webp', '/images/projects/codecanvas-2.webp'],
    team: [
      {
        name: 'Ada Park',
        role: 'CEO',
        bio: 'Built developer tools at a large cloud company.',
        avatar: '/images/team/ada.webp',
      },
    ],
    updates: [
      {
        id: 'u-1',
        title: 'We passed 100 paying teams',
        content: 'Thanks to our early investors.',
        date: '2026-10-15T00:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
