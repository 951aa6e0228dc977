import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/format';
import type { FounderConversionResponse } from '../../../shared/conversion/api';
import { SectionCard } from '../../components/dashboard/section-card';
import { LoadError } from '../../components/load-error';
import { useFounderConversion } from './api';
import { CapTableView } from './cap-table-view';
import { OutcomeForm } from './outcome-form';
import { OutsideSafeForm } from './outside-safe-form';
import { SafeStackTable } from './safe-stack-table';

const RECORDED = {
  priced_round: 'a priced round',
  liquidity: 'a sale of the company',
  dissolution: 'a dissolution',
} as const;

function Recorded({ data }: { data: FounderConversionResponse }) {
  const outcome = data.outcome;
  if (!outcome) return null;
  return (
    <Stack gap="3">
      <Text>
        You recorded {RECORDED[outcome.kind]} on {formatDate(outcome.occurredOn)}
        {outcome.roundPricePerShare ? ` at $${outcome.roundPricePerShare} a share` : ''}. Every SAFE
        has converted and its investors were told; each reads their own statement.
      </Text>
      {data.capTable ? (
        <CapTableView capTable={data.capTable} afterLabel="After the round" />
      ) : (
        <Text color="fg.muted">
          A dissolution leaves no cap table: each SAFE holder was returned what the company had
          left, in the SAFE&apos;s priority.
        </Text>
      )}
    </Stack>
  );
}

/**
 * "After the raise" on a funded project's page (docs/after-the-raise.md): the founder
 * completes the SAFE stack, records the event that converts it, and reads the cap table.
 */
export function ConversionSection({ projectId }: { projectId: string }) {
  const state = useFounderConversion(projectId);
  let body;
  if (state.status === 'error') {
    body = <LoadError what="the cap table" message={state.error.message} onRetry={state.retry} />;
  } else if (state.status === 'loading') {
    body = <Skeleton height="32" aria-busy="true" aria-label="Loading the cap table" />;
  } else if (state.data.outcome) {
    body = <Recorded data={state.data} />;
  } else {
    body = (
      <Stack gap="6">
        <SafeStackTable stack={state.data.safeStack} />
        <OutsideSafeForm projectId={projectId} />
        <OutcomeForm projectId={projectId} stack={state.data.safeStack} />
      </Stack>
    );
  }
  return <SectionCard title="After the raise: SAFEs and cap table">{body}</SectionCard>;
}
