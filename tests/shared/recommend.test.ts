import { describe, expect, it } from 'vitest';
import type { ProjectSummary } from '../../shared/api';
import { recommendFor } from '../../shared/recommend';

function live(id: string, category: ProjectSummary['category'], featured = false): ProjectSummary {
  return {
    id,
    title: `Project ${id}`,
    slug: id,
    tagline: 't',
    description: 'd',
    creatorId: 'c',
    creatorName: 'C',
    fundingGoal: 100_000,
    fundingRaised: 0,
    equity: 5,
    minimumInvestment: 500,
    category,
    status: 'active',
    coverImage: '/x.svg',
    featured,
    createdAt: '2026-01-01T00:00:00Z',
    endDate: '2027-01-01',
    investors: 0,
  };
}

describe('recommendFor', () => {
  const list = [
    live('a', 'Finance', true),
    live('b', 'Productivity', true),
    live('c', 'Developer Tools'),
    live('d', 'Finance'),
    live('e', 'Health & Fitness'),
  ];

  it('never recommends what the investor holds, and still gives three', () => {
    const picked = recommendFor(list, [
      { projectId: 'a', projectTitle: 'InvoiceHub', category: 'Finance' },
      { projectId: 'b', projectTitle: 'TaskFlow', category: null },
    ]);
    expect(picked.map((p) => p.id)).toEqual(['d', 'c', 'e']);
  });

  it('says why each is shown: the category they back, featured, or newly listed', () => {
    const picked = recommendFor(list, [
      { projectId: 'a', projectTitle: 'InvoiceHub', category: 'Finance' },
    ]);
    expect(picked.map((p) => [p.id, p.reason])).toEqual([
      ['d', 'Finance, like InvoiceHub in your portfolio'],
      ['b', 'Featured by the LaunchFund team'],
      ['c', 'Newly listed on LaunchFund'],
    ]);
  });

  it('gives fewer when fewer live projects are left', () => {
    expect(
      recommendFor(list.slice(0, 2), [{ projectId: 'a', projectTitle: 'A', category: null }]),
    ).toHaveLength(1);
  });
});
