import { Button, DataList, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { conversionPaths, type InvestorConversionResponse } from '../../../shared/conversion/api';
import { ROUNDING_NOTE } from '../../../shared/conversion/statement';
import { formatDate } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { SectionCard } from '../../components/dashboard/section-card';
import { LoadError } from '../../components/load-error';
import { useAuthedDownload } from '../../lib/authed-download';
import { useConversionStatement } from './api';
import { FACT_LABEL } from '../../components/project-facts';

/**
 * A percent sign held to its figure by a no-break space: on a phone "0.167 %" broke
 * before the sign, leaving a lone "%" on the next line.
 */
const PERCENT = '\u00a0%';

const EVENT_NAME = {
  priced_round: 'Priced round',
  liquidity: 'Sale of the company',
  dissolution: 'Dissolution',
} as const;

function Figures({ view }: { view: InvestorConversionResponse }) {
  const s = view.statement;
  const items: [string, string][] = [
    ['Event', `${EVENT_NAME[view.outcome.kind]} on ${formatDate(view.outcome.occurredOn)}`],
  ];
  if (s) {
    items.push(
      ['Purchase amount', formatCents(s.purchaseCents)],
      ['Shares', s.shares.toLocaleString('en-US')],
      ['Price per share', `$${s.pricePerShare}`],
      ['Term applied', s.termDescription],
      ["The round's price", `$${s.roundPricePerShare}`],
      ['Ownership before the new money', `${s.ownershipBeforeNewMoneyPercent}${PERCENT}`],
      [
        'Ownership after the round',
        `${s.ownershipAfterRoundPercent}${PERCENT} of ${s.sharesAfterRound.toLocaleString('en-US')} shares`,
      ],
    );
  } else {
    items.push(['Paid to you', formatCents(view.payoutCents ?? 0)]);
  }
  return (
    <DataList.Root orientation="horizontal">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel {...FACT_LABEL}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function OwnLine({ view }: { view: InvestorConversionResponse }) {
  const before = view.capTable?.before[0];
  const after = view.capTable?.after[0];
  if (!before) return null;
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Your line of the cap table</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Shares</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Percent</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Before the event (a SAFE, not yet shares)</Table.Cell>
          <Table.Cell textAlign="end">{before.shares.toLocaleString('en-US')}</Table.Cell>
          <Table.Cell textAlign="end">
            {before.percent}
            {PERCENT}
          </Table.Cell>
        </Table.Row>
        {after && (
          <Table.Row>
            <Table.Cell>After the event</Table.Cell>
            <Table.Cell textAlign="end">{after.shares.toLocaleString('en-US')}</Table.Cell>
            <Table.Cell textAlign="end">
              {after.percent}
              {PERCENT}
            </Table.Cell>
          </Table.Row>
        )}
      </Table.Body>
    </Table.Root>
  );
}

/** /investor/investments/:id/conversion: what one SAFE became, with its PDF. */
export function ConversionStatementView({ investmentId }: { investmentId: string }) {
  const state = useConversionStatement(investmentId);
  const download = useAuthedDownload();
  const [error, setError] = useState<string | null>(null);
  if (state.status === 'error') {
    return <LoadError what="this statement" message={state.error.message} onRetry={state.retry} />;
  }
  if (state.status === 'loading') {
    return <Skeleton height="40" aria-busy="true" aria-label="Loading the statement" />;
  }
  const view = state.data;
  const pdf = () => {
    setError(null);
    download(
      conversionPaths.statementPdf(investmentId),
      `conversion-statement-${investmentId}.pdf`,
    ).catch((e: unknown) =>
      setError(e instanceof Error ? e.message : 'The PDF could not be made. Please try again.'),
    );
  };
  return (
    <SectionCard title={view.projectTitle}>
      <Stack gap="4">
        <Figures view={view} />
        <OwnLine view={view} />
        <Text fontSize="sm">{view.statement?.roundingNote ?? ROUNDING_NOTE}</Text>
        <Button alignSelf="start" size="sm" variant="outline" onClick={pdf}>
          Download the statement (PDF)
        </Button>
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
