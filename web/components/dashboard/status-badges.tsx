import { Badge } from '@chakra-ui/react';
import type { InvestmentStatus, ProjectStatus } from '../../../shared/api';
import type { HoldingStatus } from '../../../shared/conversion/api';
import {
  investmentLabelOf,
  type InvestmentTone,
} from '../../../machines/investment/investment.labels';

interface BadgeStyle {
  label: string;
  /** A Chakra colour palette; the label, not the colour, carries the meaning. */
  palette: 'gray' | 'yellow' | 'orange' | 'green' | 'red' | 'blue' | 'purple';
}

const PROJECT_STATUS: Record<ProjectStatus, BadgeStyle> = {
  draft: { label: 'Draft', palette: 'gray' },
  in_review: { label: 'In review', palette: 'yellow' },
  changes_requested: { label: 'Changes requested', palette: 'orange' },
  active: { label: 'Active', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
  funded: { label: 'Funded', palette: 'blue' },
  failed: { label: 'Failed', palette: 'purple' },
  deleted: { label: 'Deleted', palette: 'gray' },
};

/** The colour of each tone of the investment vocabulary; the label carries the meaning. */
const TONE_PALETTE: Record<InvestmentTone, BadgeStyle['palette']> = {
  waiting: 'yellow',
  action: 'orange',
  done: 'green',
  ended: 'red',
};

/**
 * An investment's label and colour, from the one vocabulary of the investment machine;
 * a settled SAFE's outcome (the portfolio's status), when it has one, names it instead.
 */
export function investmentStatusStyle(
  status: InvestmentStatus,
  outcome: HoldingStatus | null = null,
): BadgeStyle {
  const { label, tone } = investmentLabelOf(status, outcome);
  return { label, palette: TONE_PALETTE[tone] };
}

/** A project's lifecycle status, every ProjectStatus with its own label and colour. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const style = PROJECT_STATUS[status];
  return (
    <Badge colorPalette={style.palette} data-palette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}

/** An investment's status, on the dashboard and My Investments alike. */
export function InvestmentStatusBadge({
  status,
  outcome = null,
}: {
  status: InvestmentStatus;
  outcome?: HoldingStatus | null;
}) {
  const style = investmentStatusStyle(status, outcome);
  return (
    <Badge colorPalette={style.palette} data-palette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}
