import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ProjectUpdate } from '../../../../shared/api';
import { formatDate } from '../../../../shared/format';
import { formatCents } from '../../../../shared/money/cents';
import {
  UPDATE_METRIC_DEFINITIONS,
  UPDATE_METRIC_KEYS,
  churnPercentOf,
  type UpdateMetricKey,
} from '../../../../shared/reporting/update-metrics';
import { LineChart, type LineChartPoint } from '../../../components/charts/line-chart';

const FORMAT: Record<UpdateMetricKey, (value: number) => string> = {
  mrrCents: (cents) => formatCents(cents, { cents: 'auto' }),
  burnCents: (cents) => formatCents(cents, { cents: 'auto' }),
  churnBasisPoints: churnPercentOf,
  customers: String,
  runwayMonths: String,
};

/** Each metric's values in posting order, labelled by date (a second one the same day numbered). */
export function metricSeries(
  updates: readonly ProjectUpdate[],
): { key: UpdateMetricKey; points: LineChartPoint[] }[] {
  const oldestFirst = [...updates].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return UPDATE_METRIC_KEYS.map((key) => {
    const seen = new Map<string, number>();
    const points = oldestFirst.flatMap((update) => {
      const value = update.metrics?.[key];
      if (value === undefined) return [];
      const day = formatDate(update.date);
      const count = (seen.get(day) ?? 0) + 1;
      seen.set(day, count);
      return [{ label: count === 1 ? day : `${day} (${count})`, value }];
    });
    return { key, points };
  }).filter((series) => series.points.length >= 2);
}

/** The metrics the founder reported more than once, as line charts over time. */
export function UpdateMetricsCharts({
  updates,
  width,
}: {
  updates: readonly ProjectUpdate[];
  /** A fixed chart width (tests); otherwise each chart fills its column. */
  width?: number;
}) {
  const series = metricSeries(updates);
  if (series.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="metrics-over-time" gap="3" mb="8">
      <Heading as="h2" size="md" id="metrics-over-time">
        Metrics over time
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        {series.map(({ key, points }) => (
          <LineChart
            key={key}
            label={`${UPDATE_METRIC_DEFINITIONS[key].label} over time`}
            seriesName={UPDATE_METRIC_DEFINITIONS[key].label}
            categoryName="Update"
            data={points}
            formatValue={FORMAT[key]}
            height={220}
            {...(width ? { width } : {})}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
