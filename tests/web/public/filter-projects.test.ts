import { describe, expect, it } from 'vitest';
import {
  categoryChips,
  filterProjects,
  type ProjectFilters,
} from '../../../web/features/projects/filter-projects';
import { filtersFromParams } from '../../../web/features/projects/use-discover-params';
import { PROJECTS } from './fixtures';

const all: ProjectFilters = { search: '', category: 'All', sort: 'newest', lead: false };
/** FocusFlow and BuildBot have a lead investor who accepted. */
const LED = PROJECTS.map((p) =>
  p.title === 'FocusFlow' || p.title === 'BuildBot' ? { ...p, hasLead: true } : p,
);
const titles = (filters: Partial<ProjectFilters>) =>
  filterProjects(LED, { ...all, ...filters }).map((project) => project.title);

describe('filterProjects', () => {
  it('searches title, tagline and description, ignoring case and surrounding spaces', () => {
    expect(titles({ search: 'LEDGER' })).toEqual(['LedgerLoop']);
    expect(titles({ search: 'deep work' })).toEqual(['FocusFlow']);
    expect(titles({ search: '  Flaky TESTS ' })).toEqual(['BuildBot']);
    expect(titles({ search: 'no such words' })).toEqual([]);
  });

  it('keeps only the chosen category, and everything for All', () => {
    expect(titles({ category: 'Developer Tools' })).toEqual(['CodeCanvas', 'BuildBot']);
    expect(titles({ category: 'Health & Fitness' })).toEqual([]);
    expect(titles({ category: 'All' })).toHaveLength(4);
  });

  it('sorts by creation date and by amount raised, both ways', () => {
    expect(titles({ sort: 'newest' })).toEqual([
      'LedgerLoop',
      'CodeCanvas',
      'FocusFlow',
      'BuildBot',
    ]);
    expect(titles({ sort: 'oldest' })).toEqual([
      'BuildBot',
      'FocusFlow',
      'CodeCanvas',
      'LedgerLoop',
    ]);
    expect(titles({ sort: 'mostFunded' })).toEqual([
      'LedgerLoop',
      'CodeCanvas',
      'BuildBot',
      'FocusFlow',
    ]);
    expect(titles({ sort: 'leastFunded' })).toEqual([
      'FocusFlow',
      'BuildBot',
      'CodeCanvas',
      'LedgerLoop',
    ]);
  });

  it('keeps only projects with a lead, and sorts those with a lead first, then newest', () => {
    expect(titles({ lead: true })).toEqual(['FocusFlow', 'BuildBot']);
    expect(titles({ sort: 'leadFirst' })).toEqual([
      'FocusFlow',
      'BuildBot',
      'LedgerLoop',
      'CodeCanvas',
    ]);
  });

  it('combines search, category and sort, without mutating the input', () => {
    const before = PROJECTS.map((project) => project.id);
    expect(titles({ search: 'a', category: 'Developer Tools', sort: 'oldest' })).toEqual([
      'BuildBot',
      'CodeCanvas',
    ]);
    expect(PROJECTS.map((project) => project.id)).toEqual(before);
  });
});

describe('categoryChips', () => {
  it('is All plus each category present once, alphabetically', () => {
    expect(categoryChips(PROJECTS)).toEqual(['All', 'Developer Tools', 'Finance', 'Productivity']);
    expect(categoryChips([])).toEqual(['All']);
  });
});

describe('filtersFromParams', () => {
  it('reads q, category and sort, falling back on missing or unknown values', () => {
    expect(filtersFromParams(new URLSearchParams('q=ai&category=Finance&sort=oldest'))).toEqual({
      search: 'ai',
      category: 'Finance',
      sort: 'oldest',
      lead: false,
    });
    expect(filtersFromParams(new URLSearchParams('lead=true&sort=leadFirst'))).toMatchObject({
      lead: true,
      sort: 'leadFirst',
    });
    expect(filtersFromParams(new URLSearchParams('lead=yes'))).toEqual(all);
    expect(filtersFromParams(new URLSearchParams('sort=bogus&category='))).toEqual(all);
  });
});
