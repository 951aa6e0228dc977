import type { ReactNode } from 'react';
import { Badge, Text } from '@chakra-ui/react';
import type { OfferingOutcome, OfferingOutcomeRow } from '../../../shared/closing/api';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { paths } from '../../../shared/routes';
import { EmptyListText } from '../../components/dashboard/empty-list-text';
import { SectionCard } from '../../components/dashboard/section-card';
import { RouterLink } from '../../components/router-link';
import {
  Figure,
  StackingBody,
  StackingCell,
  StackingHeader,
  StackingRow,
  StackingTable,
} from './stacking-table';

const COLUMNS = ['Offering', 'Outcome', 'Committed', 'Fee', 'Payout', 'Refunds'] as const;

const OUTCOME: Record<OfferingOutcome, { label: string; palette: string }> = {
  live: { label: 'Live', palette: 'blue' },
  funded: { label: 'Funded', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

const money = (cents: number) => <Figure>{formatCents(cents, { cents: 'auto' })}</Figure>;

/** When the offering ends, or when its close finished, as people read dates. */
function whenOf(row: OfferingOutcomeRow): string {
  if (row.outcome === 'live') return `Ends ${formatDate(row.endsAt)}`;
  return row.settledAt ? `Closed ${formatDate(row.settledAt)}` : 'Closing now';
}

function refundsOf(row: OfferingOutcomeRow): ReactNode {
  if (row.outcome !== 'failed') return '—';
  const count = `${row.refundCount} ${row.refundCount === 1 ? 'refund' : 'refunds'}`;
  return (
    <>
      {money(row.refundedCents)} ({count})
    </>
  );
}

/** Every offering's outcome with its money: live first, then funded, then failed. */
export function OfferingOutcomesView({ offerings }: { offerings: OfferingOutcomeRow[] }) {
  return (
    <SectionCard title="Outcomes">
      {offerings.length === 0 ? (
        <EmptyListText>No offering has gone live yet.</EmptyListText>
      ) : (
        // Each money column as wide as its figures: equal shares gave Committed the
        // width of Fee, and its figures wrapped to three lines at 1280 px.
        <StackingTable label="Offering outcomes" fitColumns>
          <StackingHeader columns={COLUMNS} />
          <StackingBody>
            {offerings.map((row) => (
              <StackingRow key={row.projectId}>
                <StackingCell label={COLUMNS[0]}>
                  <RouterLink to={paths.project(row.slug)} fontWeight="medium">
                    {row.title}
                  </RouterLink>
                  <Text fontSize="xs" color="fg.muted">
                    {whenOf(row)}
                  </Text>
                </StackingCell>
                <StackingCell label={COLUMNS[1]}>
                  <Badge colorPalette={OUTCOME[row.outcome].palette}>
                    {OUTCOME[row.outcome].label}
                  </Badge>
                </StackingCell>
                <StackingCell label={COLUMNS[2]}>
                  {money(row.committedCents)}
                  <Text fontSize="xs" color="fg.muted">
                    of {money(row.goalCents)}
                    {/* A failed offering's investors were all refunded: its count is 0 by
                        then, beside the money they had committed ("$44,000 · 0 investors");
                        the Refunds column says how many got their money back. */}
                    {row.outcome !== 'failed' &&
                      ` · ${row.investorCount} ${row.investorCount === 1 ? 'investor' : 'investors'}`}
                  </Text>
                </StackingCell>
                <StackingCell label={COLUMNS[3]}>
                  {row.outcome === 'funded' ? money(row.feeCents) : '—'}
                </StackingCell>
                <StackingCell label={COLUMNS[4]}>
                  {row.outcome === 'funded' ? money(row.payoutCents) : '—'}
                </StackingCell>
                <StackingCell label={COLUMNS[5]}>{refundsOf(row)}</StackingCell>
              </StackingRow>
            ))}
          </StackingBody>
        </StackingTable>
      )}
    </SectionCard>
  );
}
