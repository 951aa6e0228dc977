import { useState } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FiledAnnualReport } from '../../../shared/reporting/annual-report-api';
import { STATEMENT_BASIS_LABELS } from '../../../shared/reporting/annual-report-api';
import { formatCents } from '../../../shared/money/cents';
import { LoadError } from '../../components/load-error';
import { usePublicAnnualReports } from './api';
import { dayText, statusText } from './status-text';

const BADGE_PALETTE = { filed: 'green', due: 'blue', late: 'red' } as const;

function FiledReport({ filed }: { filed: FiledAnnualReport }) {
  const [open, setOpen] = useState(false);
  const r = filed.report;
  const figures: [string, number][] = [
    ['Revenue', r.revenueCents],
    ['Net income', r.netIncomeCents],
    ['Total assets', r.totalAssetsCents],
    ['Cash', r.cashCents],
    ['Debt', r.debtCents],
  ];
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <Text fontWeight="semibold">
        Fiscal year {filed.fiscalYear} (ended {dayText(filed.periodEnd)}), filed{' '}
        {dayText(filed.filedAt)}
        {filed.late ? ' (late)' : ''}
      </Text>
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(!open)}>
        {open ? 'Hide the report' : `Read the ${filed.fiscalYear} report`}
      </Button>
      {open && (
        <Stack gap="2" fontSize="sm">
          <Text whiteSpace="pre-line">{r.business}</Text>
          <Text whiteSpace="pre-line">{r.financialCondition}</Text>
          {figures.map(([label, cents]) => (
            <HStack key={label} justify="space-between">
              <Text color="fg.muted">{label}</Text>
              <Text>{formatCents(cents)}</Text>
            </HStack>
          ))}
          <Text color="fg.muted">
            {r.employees} employee{r.employees === 1 ? '' : 's'}. Financial statements:{' '}
            {STATEMENT_BASIS_LABELS[r.statementBasis].toLowerCase()}; signed by {r.signedBy}.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A funded project's annual reporting (Form C-AR), for everyone: due with its date, filed
 * or late, and the reports filed.
 */
export function AnnualReportPanel({ slug }: { slug: string }) {
  const state = usePublicAnnualReports(slug);
  return (
    <Box
      as="section"
      id="annual-report"
      borderWidth="1px"
      rounded="lg"
      p="4"
      aria-labelledby="annual-report-heading"
    >
      <Heading as="h2" size="sm" id="annual-report-heading" mb="2">
        Annual report
      </Heading>
      {state.status === 'loading' && <Text color="fg.muted">Loading the annual report…</Text>}
      {state.status === 'error' && (
        <LoadError what="the annual report" message={state.error.message} onRetry={state.retry} />
      )}
      {state.status === 'success' && state.data.status && (
        <Stack gap="3">
          <HStack>
            <Badge colorPalette={BADGE_PALETTE[state.data.status.state]}>
              {statusText(state.data.status).badge}
            </Badge>
          </HStack>
          <Text fontSize="sm">{statusText(state.data.status).sentence}</Text>
          {state.data.filed.map((filed) => (
            <FiledReport key={filed.fiscalYear} filed={filed} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
