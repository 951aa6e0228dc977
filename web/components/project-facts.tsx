import { DataList, Text } from '@chakra-ui/react';
import { formatDate, formatMoney } from '../../shared/format';
import type { ManagedProject } from '../../shared/api';

/**
 * One width for every label of a facts list, wide enough for "Minimum investment": the
 * DataList recipe's 120 px minimum let a longer label push its value out of line.
 */
export const FACT_LABEL = { w: '9.5rem', minW: '0', flexShrink: '0' } as const;

/** Every detail of a project as a term/value list (shared by the creator and review screens). */
export function ProjectFacts({ project }: { project: ManagedProject }) {
  const facts: [string, string][] = [
    ['Category', project.category],
    ['Funding goal', formatMoney(project.fundingGoal)],
    ['Equity offered', `${project.equity}%`],
    ['Minimum investment', formatMoney(project.minimumInvestment)],
    ['End date', formatDate(project.endDate)],
    ['Website', project.website ?? '—'],
    ['Location', project.location ?? '—'],
    ['Created', formatDate(project.createdAt)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel {...FACT_LABEL}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Text wordBreak="break-word">{value}</Text>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
