import { DataList, Stack, Text } from '@chakra-ui/react';
import type { CreatorProjectRow } from '../../../shared/api';
import type { ProjectSettlement } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { SectionCard } from '../../components/dashboard/section-card';

/** A creator's project row with the closing outcome the dashboard adds once it settled. */
export type SettledProjectRow = CreatorProjectRow & { settlement?: ProjectSettlement | null };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A closed project's money: a funded raise's payout (raised, the 5 % platform fee, what
 * the company receives), or for a failed one (the goal not met, or the offering withdrawn
 * by its creator) that every commitment went back.
 */
export function PayoutCard({
  title,
  settlement,
}: {
  title: string;
  settlement: ProjectSettlement;
}) {
  if (settlement.outcome === 'failed') {
    // A withdrawal is a failed close too, but the goal was never put to the test.
    const { withdrawn } = settlement;
    return (
      <SectionCard
        title={`${title}: ${withdrawn ? 'offering withdrawn before its deadline' : 'closed, goal not met'}`}
      >
        <Text>
          {withdrawn ? 'You withdrew the offering before its deadline' : 'The goal was not met'}, so
          every commitment went back to its investor: {formatCents(settlement.refundedCents)}{' '}
          returned to {plural(settlement.refundCount, 'investor wallet', 'investor wallets')} on{' '}
          {formatDate(settlement.settledAt)}. No platform fee was charged.
        </Text>
      </SectionCard>
    );
  }
  const rows = [
    { label: 'Raised', value: formatCents(settlement.raisedCents) },
    { label: 'Platform fee (5 %)', value: `−${formatCents(settlement.feeCents)}` },
    { label: 'Net payout to you', value: formatCents(settlement.netCents) },
  ];
  return (
    <SectionCard title={`${title}: funded, payout`}>
      <Stack gap="3">
        <DataList.Root orientation="horizontal">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold">{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          From {plural(settlement.investorCount, 'investor', 'investors')}, settled on{' '}
          {formatDate(settlement.settledAt)}. Investors paid no fees.
        </Text>
      </Stack>
    </SectionCard>
  );
}

/** One card per project of the creator's that has settled (nothing before a close). */
export function PayoutCards({ projects }: { projects: readonly SettledProjectRow[] }) {
  const settled = projects.flatMap((project) =>
    project.settlement ? [{ project, settlement: project.settlement }] : [],
  );
  if (settled.length === 0) return null;
  return (
    <Stack gap="6">
      {settled.map(({ project, settlement }) => (
        <PayoutCard key={project.id} title={project.title} settlement={settlement} />
      ))}
    </Stack>
  );
}
