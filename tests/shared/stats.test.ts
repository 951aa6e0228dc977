import { describe, expect, it } from 'vitest';
import {
  averageOf,
  categoryDistribution,
  daysLeft,
  fundingPercent,
  percentChange,
  recommendedProjects,
} from '../../shared/stats';

describe('fundingPercent', () => {
  it('is raised over goal, rounded', () => {
    expect(fundingPercent(0, 100_000)).toBe(0);
    expect(fundingPercent(50_000, 100_000)).toBe(50);
    expect(fundingPercent(33_333, 100_000)).toBe(33);
    expect(fundingPercent(66_666, 100_000)).toBe(67);
    expect(fundingPercent(100_000, 100_000)).toBe(100);
  });
  it('is capped at 100', () => {
    expect(fundingPercent(100_600, 100_000)).toBe(100);
    expect(fundingPercent(250_000, 100_000)).toBe(100);
  });
  it('is 0 for an empty or broken goal', () => {
    expect(fundingPercent(5_000, 0)).toBe(0);
    expect(fundingPercent(5_000, -1)).toBe(0);
    expect(fundingPercent(-5, 100)).toBe(0);
  });
});

describe('daysLeft', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  it('is 0 when the end is now or past', () => {
    expect(daysLeft('2026-11-21T12:00:00.000Z', now)).toBe(0);
    expect(daysLeft('2026-11-20T12:00:00.000Z', now)).toBe(0);
    expect(daysLeft('2020-01-01', now)).toBe(0);
  });
  it('is 1 when the end is later today', () => {
    expect(daysLeft('2026-11-21T12:00:01.000Z', now)).toBe(1);
    expect(daysLeft('2026-11-21T23:59:59.000Z', now)).toBe(1);
  });
  it('is exactly N for N whole days, and rounds a part day up', () => {
    expect(daysLeft('2026-11-28T12:00:00.000Z', now)).toBe(7);
    expect(daysLeft('2026-11-28T12:00:00.001Z', now)).toBe(8);
    expect(daysLeft('2026-12-21T12:00:00.000Z', now)).toBe(30);
  });
  it('is 0 for an unreadable date', () => {
    expect(daysLeft('not a date', now)).toBe(0);
  });
});

describe('percentChange', () => {
  it('is the signed change in percent with one decimal', () => {
    expect(percentChange(100, 112)).toBe(12);
    expect(percentChange(200, 150)).toBe(-25);
    expect(percentChange(3, 4)).toBe(33.3);
    expect(percentChange(50, 50)).toBe(0);
  });
  it('treats a start from 0 as +100 % (or 0 % when still 0)', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 10)).toBe(100);
  });
});

describe('categoryDistribution', () => {
  it("splits amounts by the projects' own categories, largest first, leaving empty ones out", () => {
    expect(
      categoryDistribution([
        { category: 'Finance', amount: 1_000 },
        { category: 'Productivity', amount: 1_000 },
        { category: 'Productivity', amount: 1_000 },
      ]),
    ).toEqual([
      { category: 'Productivity', amount: 2_000, percent: 67 },
      { category: 'Finance', amount: 1_000, percent: 33 },
    ]);
    expect(categoryDistribution([])).toEqual([]);
  });
});

describe('recommendedProjects and averageOf', () => {
  it('recommends the first three of the list', () => {
    expect(recommendedProjects(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(recommendedProjects(['a'])).toEqual(['a']);
  });
  it('averages to whole dollars', () => {
    expect(averageOf([1_000, 2_000, 2_500])).toBe(1_833);
    expect(averageOf([])).toBe(0);
  });
});
