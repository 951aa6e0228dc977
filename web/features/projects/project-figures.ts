import type { ProjectSummary } from '../../../shared/api';
import { formatMoney } from '../../../shared/format';
import { daysLeft, fundingPercent } from '../../../shared/stats';

/** The figures a card or the detail sidebar shows for a project, formatted for display. */
export interface ProjectFigures {
  raised: string;
  goal: string;
  /** Raised over goal, rounded, capped at 100 (docs/product.md#funding-progress). */
  percentFunded: number;
  /** Whole days until the end date, rounded up, never below 0 (docs/product.md#days-left). */
  daysLeft: number;
  minimumInvestment: string;
}

export function projectFigures(project: ProjectSummary, now: Date = new Date()): ProjectFigures {
  return {
    raised: formatMoney(project.fundingRaised),
    goal: formatMoney(project.fundingGoal),
    percentFunded: fundingPercent(project.fundingRaised, project.fundingGoal),
    daysLeft: daysLeft(project.endDate, now),
    minimumInvestment: formatMoney(project.minimumInvestment),
  };
}
