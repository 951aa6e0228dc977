/**
 * The Live offerings table shows each refusal in a narrow cell: the reason is short,
 * dates read as people read them, and the rule (with its citation) is explained once
 * above the table, not in every row.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/format';
import { earlyCloseEligibility } from '../../../worker/closing/early-close';
import type { ClosingProject } from '../../../worker/closing/queries';

const now = new Date('2026-11-20T12:00:00.000Z');

function project(overrides: Partial<ClosingProject> = {}): ClosingProject {
  return {
    id: 'p-1',
    slug: 'p-1',
    title: 'P',
    status: 'active',
    creatorId: 'c-1',
    version: 3,
    approvedAt: '2026-10-01T09:30:00.000Z',
    endsAt: '2026-12-31T23:59:59.000Z',
    goalCents: 15_000_000,
    committedCents: 16_000_000,
    investorCount: 4,
    hasOffering: true,
    earlyCloseNoticedAt: null,
    noticedEndsAt: null,
    ...overrides,
  };
}

const ISO_TIME = /\d{4}-\d{2}-\d{2}T/;

describe('early-close refusal reasons', () => {
  const refusals = [
    project({ committedCents: 2_000_000 }),
    project({ approvedAt: '2026-11-10T09:30:00.000Z' }),
    project({ endsAt: '2026-11-24T23:59:59.000Z' }),
  ].map((p) => earlyCloseEligibility(p, now));

  it('refuses each case with a short reason, dates as people read them and no rule citation', () => {
    expect(refusals.map((r) => r.code)).toEqual([
      'goal_not_reached',
      'too_early_to_close',
      'not_earlier_than_end',
    ]);
    for (const refusal of refusals) {
      expect(refusal.allowed).toBe(false);
      expect(refusal.reason).not.toMatch(ISO_TIME);
      expect(refusal.reason).not.toMatch(/CFR/);
      expect(refusal.reason?.length).toBeLessThanOrEqual(60);
    }
    expect(refusals[0]?.reason).toBe('Goal not met: $20,000 of $150,000 committed.');
    expect(refusals[1]?.reason).toBe('Live 10 of 21 days; not before Dec 1, 2026.');
    // The day it may close, for the table's short status ("Can close from Dec 1, 2026").
    expect(formatDate(refusals[1]?.closableFrom ?? '')).toBe('Dec 1, 2026');
    expect(refusals[2]?.reason).toBe('Already ends Nov 24, 2026.');
  });
});
