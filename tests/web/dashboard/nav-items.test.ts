import { describe, expect, it } from 'vitest';
import { dashboardNavFor, primaryDestinationsOf } from '../../../web/features/dashboard/nav-items';

describe('dashboardNavFor', () => {
  it('gives any other or unknown role the creator navigation (spec §6)', () => {
    const creator = dashboardNavFor('creator');
    expect(dashboardNavFor('moderator')).toBe(creator);
    expect(dashboardNavFor(null)).toBe(creator);
    expect(dashboardNavFor(undefined)).toBe(creator);
    expect(dashboardNavFor('admin')).not.toBe(creator);
    expect(dashboardNavFor('investor')).not.toBe(creator);
  });

  it('has five entries per role (six for investors: the Watchlist; nine for admins: Offerings, Messages, Identity reviews, Audit), each a distinct URL under the role home', () => {
    for (const [role, home, count] of [
      ['admin', '/admin', 9],
      ['investor', '/investor', 6],
      ['creator', '/creator', 5],
    ] as const) {
      const items = dashboardNavFor(role);
      expect(items).toHaveLength(count);
      expect(new Set(items.map((item) => item.to)).size).toBe(count);
      expect(items.every((item) => item.to.startsWith(home))).toBe(true);
    }
  });

  // Their code is fetched once the dashboard has hydrated (useWarmRoutes): a few, not all.
  it('names each role’s few primary destinations', () => {
    expect(primaryDestinationsOf('investor')).toEqual(['/investor/investments']);
    expect(primaryDestinationsOf('creator')).toEqual(['/creator/projects', '/creator/new-project']);
    expect(primaryDestinationsOf('admin')).toEqual(['/admin/projects']);
  });
});
