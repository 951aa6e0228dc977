import type { ManagedProject } from '../../../shared/schemas/project-draft';

/** A project as the creator and review APIs return it. */
export function managedProject(overrides: Partial<ManagedProject> = {}): ManagedProject {
  return {
    id: 'p-ledger-lens',
    title: 'Ledger Lens',
    slug: 'ledger-lens',
    tagline: 'Bookkeeping that reads your bank feed',
    description: 'Ledger Lens reconciles SaaS revenue with the bank feed every night.',
    creatorId: 'creator-1',
    creatorName: 'Casey Creator',
    fundingGoal: 150_000,
    fundingRaised: 0,
    equity: 8.5,
    minimumInvestment: 1_000,
    category: 'Finance',
    status: 'draft',
    coverImage: '/images/covers/default.svg',
    featured: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    endDate: '2027-03-01T23:59:59.000Z',
    investors: 0,
    website: 'https://ledgerlens.example',
    location: 'Austin, TX',
    reviewNote: null,
    version: 1,
    submittedAt: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
