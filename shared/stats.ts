/**
 * The product's stat rules (docs/product.md#screens, docs/product.md#states-and-transitions, docs/product.md#business-rules-and-constants), computed the same way by the worker and
 * the web app.
 */
import type { ProjectCategory } from './api';
import { PROJECT_CATEGORIES } from './project-categories';
import { FUNDING_PERCENT_CAP, RECOMMENDED_PROJECT_COUNT } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Raised over goal as a whole percent, capped at 100 (0 for a goal of 0 or less). */
export function fundingPercent(raised: number, goal: number): number {
  if (!(goal > 0) || !(raised > 0)) return 0;
  return Math.min(FUNDING_PERCENT_CAP, Math.round((raised / goal) * 100));
}

/** Whole days until `endDate`, rounded up, never below 0. */
export function daysLeft(endDate: string, now: Date = new Date()): number {
  const remaining = new Date(endDate).getTime() - now.getTime();
  if (!(remaining > 0)) return 0;
  return Math.ceil(remaining / DAY_MS);
}

/**
 * Change from `previous` to `current` in percent, one decimal. From 0 to something is
 * +100 %; from 0 to 0 is 0 %.
 */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? 100 : -100;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/**
 * Amount per project category with whole-percent shares, largest first (ties in the
 * categories' order); categories without money are left out.
 */
export function categoryDistribution(
  rows: readonly { category: ProjectCategory; amount: number }[],
): { category: ProjectCategory; amount: number; percent: number }[] {
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  return PROJECT_CATEGORIES.map((category) => {
    const amount = rows.filter((r) => r.category === category).reduce((s, r) => s + r.amount, 0);
    return { category, amount, percent: total > 0 ? Math.round((amount / total) * 100) : 0 };
  })
    .filter((slice) => slice.amount > 0)
    .sort((a, b) => b.amount - a.amount);
}

/** Recommended projects: the first three of the shared list. */
export function recommendedProjects<T>(projects: readonly T[]): T[] {
  return projects.slice(0, RECOMMENDED_PROJECT_COUNT);
}

/** The arithmetic mean, rounded to whole dollars; 0 for no values. */
export function averageOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}
