import type {
  AdminDashboard,
  CreatorDashboard,
  CreatorProjectRow,
  InvestorDashboard,
  ProjectStatus,
  ProjectSummary,
} from '../../../shared/api';

/** The moment the fixtures' relative times are measured from. */
export const NOW = new Date('2026-06-15T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();

export const adminFixture: AdminDashboard = {
  stats: {
    totalRevenue: { value: 1_254_300, changePercent: 12.5 },
    totalUsers: { value: 3_482, changePercent: 8.2 },
    activeProjects: { value: 42, changePercent: 0 },
    averageInvestment: { value: 15_750, changePercent: -2.1 },
  },
  projectsCreated: [
    { key: '2026-01', month: 'Jan', value: 4 },
    { key: '2026-02', month: 'Feb', value: 7 },
    { key: '2026-03', month: 'Mar', value: 5 },
    { key: '2026-04', month: 'Apr', value: 9 },
    { key: '2026-05', month: 'May', value: 12 },
    { key: '2026-06', month: 'Jun', value: 8 },
  ],
  investments: [
    { key: '2026-01', month: 'Jan', value: 45_000 },
    { key: '2026-02', month: 'Feb', value: 62_500 },
    { key: '2026-03', month: 'Mar', value: 38_000 },
    { key: '2026-04', month: 'Apr', value: 91_250 },
    { key: '2026-05', month: 'May', value: 120_000 },
    { key: '2026-06', month: 'Jun', value: 74_900 },
  ],
  recentUsers: [
    {
      id: 'u1',
      name: 'Dana Scott',
      email: 'dana@example.com',
      role: 'investor',
      joinedAt: hoursAgo(2),
    },
    {
      id: 'u2',
      name: 'Omar Price',
      email: 'omar@example.com',
      role: 'creator',
      joinedAt: hoursAgo(26),
    },
  ],
  recentProjects: [
    {
      id: 'p1',
      title: 'CodeBuddy AI',
      slug: 'codebuddy-ai',
      creatorName: 'Chris Creator',
      amount: 150_000,
      status: 'active',
    },
    {
      id: 'p2',
      title: 'LedgerLite',
      slug: 'ledgerlite',
      creatorName: 'Omar Price',
      amount: 120_000,
      status: 'in_review',
    },
  ],
  recentInvestments: [
    {
      id: 'i1',
      investorName: 'Ivy Investor',
      projectTitle: 'CodeBuddy AI',
      amount: 25_000,
      date: hoursAgo(5),
    },
  ],
};

export function project(
  overrides: Partial<ProjectSummary> & Pick<ProjectSummary, 'id' | 'slug' | 'title'>,
) {
  return {
    tagline: `${overrides.title} tagline`,
    description: 'A project.',
    creatorId: 'c1',
    creatorName: 'Chris Creator',
    fundingGoal: 150_000,
    fundingRaised: 60_000,
    equity: 10,
    minimumInvestment: 500,
    category: 'Developer Tools',
    status: 'active',
    coverImage: `/images/projects/${overrides.slug}-cover.webp`,
    featured: false,
    createdAt: '2026-05-01T00:00:00Z',
    endDate: '2026-08-01T00:00:00Z',
    investors: 12,
    ...overrides,
  } satisfies ProjectSummary;
}

export const investorFixture: InvestorDashboard = {
  totalInvested: 45_000,
  settledInvested: 25_000,
  committedInvested: 20_000,
  activeInvestments: 4,
  distinctProjects: 3,
  availableBalance: 25_000,
  investments: [
    {
      id: 'inv1',
      projectId: 'p1',
      projectSlug: 'codebuddy-ai',
      projectTitle: 'CodeBuddy AI',
      projectImage: '/images/projects/codebuddy-ai-cover.webp',
      category: 'Artificial Intelligence',
      amount: 25_000,
      equity: 0.034,
      status: 'settled',
      safeOutcome: 'safe_outstanding',
      date: '2026-03-10T09:00:00Z',
    },
    {
      id: 'inv2',
      projectId: 'p2',
      projectSlug: 'ledgerlite',
      projectTitle: 'LedgerLite',
      projectImage: '/images/projects/ledgerlite-cover.webp',
      category: 'Finance',
      amount: 10_000,
      equity: 1,
      status: 'committed',
      safeOutcome: null,
      date: '2026-04-02T09:00:00Z',
    },
    {
      id: 'inv3',
      projectId: 'p3',
      projectSlug: 'taskflow',
      projectTitle: 'TaskFlow',
      projectImage: '/images/projects/taskflow-cover.webp',
      category: 'Productivity',
      amount: 5_000,
      equity: null,
      status: 'cancelled',
      safeOutcome: null,
      date: '2026-05-20T09:00:00Z',
    },
  ],
  distribution: [
    { category: 'Artificial Intelligence', amount: 25_000, percent: 71 },
    { category: 'Finance', amount: 10_000, percent: 29 },
  ],
  recommended: [
    {
      ...project({ id: 'p1', slug: 'codebuddy-ai', title: 'CodeBuddy AI', equity: 8 }),
      reason: 'Developer Tools, like DevFlow in your portfolio',
    },
    {
      ...project({
        id: 'p4',
        slug: 'fitpulse',
        title: 'FitPulse',
        fundingGoal: 200_000,
        equity: 12,
      }),
      reason: 'Featured by the LaunchFund team',
    },
    {
      ...project({
        id: 'p5',
        slug: 'notewise',
        title: 'NoteWise',
        fundingGoal: 100_000,
        equity: 7.5,
      }),
      reason: 'Newly listed on LaunchFund',
    },
  ],
};

const ALL_STATUSES: ProjectStatus[] = [
  'draft',
  'in_review',
  'changes_requested',
  'active',
  'rejected',
  'funded',
  'failed',
];

/** One project per lifecycle status, so every badge appears once. */
export const creatorProjects: CreatorProjectRow[] = ALL_STATUSES.map((status, index) => ({
  id: `proj-${status}`,
  title: `Project ${index + 1} ${status}`,
  slug: `project-${index + 1}`,
  tagline: `Tagline of project ${index + 1}`,
  image: `/images/projects/project-${index + 1}.webp`,
  status,
  fundingGoal: 100_000,
  fundingRaised: 45_400,
  percentFunded: 45,
  views: 100 + index,
  ...(status === 'changes_requested' ? { reviewNote: 'Add a clearer revenue model.' } : {}),
}));

export const creatorFixture: CreatorDashboard = {
  totalRaised: 45_400,
  totalGoal: 100_000,
  percentOfGoal: 45,
  totalInvestors: 1_204,
  viewsLast7Days: 2_345,
  dailyViews: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, index) => ({
    day,
    date: `2026-06-${String(8 + index).padStart(2, '0')}`,
    views: 200 + index * 50,
  })),
  messages: [
    {
      id: 'm1',
      threadId: 't1',
      senderName: 'Ivy Investor',
      text: 'Could you share your churn numbers?',
      sentAt: new Date(NOW.getTime() - 3 * 3600_000).toISOString(),
    },
  ],
  projects: creatorProjects,
};
