import { Badge } from '@chakra-ui/react';
import type { InvestmentStatus, ProjectStatus } from '../../../shared/api';

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

/** docs/product.md#investor-dashboard: green for completed, yellow for pending, red otherwise. */
export function investmentStatusStyle(status: InvestmentStatus): BadgeStyle {
  if (status === 'completed') return { label: 'Completed', palette: 'green' };
  if (status === 'pending') return { label: 'Pending', palette: 'yellow' };
  return { label: status.charAt(0).toUpperCase() + status.slice(1), palette: 'red' };
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

export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  const style = investmentStatusStyle(status);
  return (
    <Badge colorPalette={style.palette} data-palette={style.palette} variant="subtle">
      {style.label}
    </Badge>
  );
}
