import { Box, DataList } from '@chakra-ui/react';
import { formatCents } from '../../../../shared/money/cents';
import {
  UPDATE_METRIC_DEFINITIONS,
  UPDATE_METRIC_KEYS,
  churnPercentOf,
  type UpdateMetricKey,
  type UpdateMetrics,
} from '../../../../shared/reporting/update-metrics';

function valueOf(key: UpdateMetricKey, value: number): string {
  switch (key) {
    case 'mrrCents':
    case 'burnCents':
      return `${formatCents(value)} / month`;
    case 'churnBasisPoints':
      return `${churnPercentOf(value)} / month`;
    case 'runwayMonths':
      return `${value} ${value === 1 ? 'month' : 'months'}`;
    case 'customers':
      return value.toLocaleString('en-US');
  }
}

/** An update's metrics, each with its definition beside it. */
export function UpdateMetricsList({ metrics }: { metrics: UpdateMetrics }) {
  const present = UPDATE_METRIC_KEYS.flatMap((key) => {
    const value = metrics[key];
    return value === undefined ? [] : [{ key, value }];
  });
  return (
    <Box role="group" aria-label="Metrics" mt="2">
      <DataList.Root size="sm" orientation="vertical" gap="3">
        {present.map(({ key, value }) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel>{UPDATE_METRIC_DEFINITIONS[key].label}</DataList.ItemLabel>
            <DataList.ItemValue flexDirection="column" alignItems="flex-start">
              <strong>{valueOf(key, value)}</strong>
              <span>{UPDATE_METRIC_DEFINITIONS[key].definition}</span>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
