/**
 * The product's stat rules (docs/product.md#screens, docs/product.md#states-and-transitions, docs/product.md#business-rules-and-constants), computed the same way by the worker and
 * the web app.
 */
import type { Industry, ProjectCategory } from './api';
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

interface InvestmentLike {
  projectId: string;
  amount: number;
  status: string;
}

/** Total Invested: the sum of completed investments. */
export function totalInvested(investments: readonly InvestmentLike[]): number {
  return investments.filter((i) => i.status === 'completed').reduce((sum, i) => sum + i.amount, 0);
}

/** Investments still in place: completed or pending (not refunded). */
export function activeInvestments<T extends InvestmentLike>(investments: readonly T[]): T[] {
  return investments.filter((i) => i.status === 'completed' || i.status === 'pending');
}

/** 'Across N projects': the number of distinct projects. */
export function distinctProjectCount(investments: readonly InvestmentLike[]): number {
  return new Set(investments.map((i) => i.projectId)).size;
}

/**
 * Change from `previous` to `current` in percent, one decimal. From 0 to something is
 * +100 %; from 0 to 0 is 0 %.
 */
export function percentChange(previous: number, current: number): number {
  if (previous === 0) return current === 0 ? 0 : current > 0 ? 100 : -100;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The portfolio industry of a project category (investor dashboard pie). */
export function industryOf(category: ProjectCategory): Industry {
  switch (category) {
    case 'Artificial Intelligence':
      return 'AI & ML';
    case 'Finance':
      return 'FinTech';
    default:
      return 'SaaS';
  }
}

/** The industries in the pie's order. */
export const INDUSTRIES: readonly Industry[] = ['SaaS', 'AI & ML', 'FinTech'];

/**
 * Amount per industry with whole-percent shares, in the order of INDUSTRIES; industries
 * without money are left out.
 */
export function industryDistribution(
  rows: readonly { industry: Industry; amount: number }[],
): { industry: Industry; amount: number; percent: number }[] {
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  return INDUSTRIES.map((industry) => {
    const amount = rows.filter((r) => r.industry === industry).reduce((s, r) => s + r.amount, 0);
    return { industry, amount, percent: total > 0 ? Math.round((amount / total) * 100) : 0 };
  }).filter((slice) => slice.amount > 0);
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
