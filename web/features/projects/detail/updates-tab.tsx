import { useEffect, useRef, useState } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ProjectUpdate } from '../../../../shared/api';
import { formatDate } from '../../../../shared/format';
import { LazyPart } from '../../../components/part-boundary';
import { retryableLazy } from '../../../lib/retryable-lazy';
import { METRIC_CHART_HEIGHT, metricSeries } from './update-metric-series';
import { UpdateMetricsList } from './update-metrics-list';

// The charts (and nivo behind them) load once the tab is shown, not with the project
// page, whose Updates panel is in its HTML but hidden until chosen.
const UpdateMetricsCharts = retryableLazy(() =>
  import('./update-metrics-charts').then((m) => m.UpdateMetricsCharts),
);

/** The updates, newest first: title, date, content and metrics, after the metrics' charts. */
export function UpdatesTab({
  updates,
  chartWidth,
}: {
  updates: readonly ProjectUpdate[];
  /** A fixed width for the metrics charts (tests); otherwise they fill their column. */
  chartWidth?: number;
}) {
  if (updates.length === 0) {
    return <Text color="fg.muted">No updates have been posted yet.</Text>;
  }
  const newestFirst = [...updates].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <>
      <MetricsOverTime updates={updates} width={chartWidth} />
      <Stack as="ol" gap="6" listStyleType="none">
        {newestFirst.map((update) => (
          <Stack
            as="li"
            key={update.id}
            gap="1"
            borderLeftWidth="3px"
            borderColor="brand.solid"
            pl="4"
          >
            <Heading as="h2" size="md">
              {update.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={update.date}>{formatDate(update.date)}</time>
            </Text>
            {update.locked ? (
              <Text color="fg.muted" fontStyle="italic">
                This update is for the project&apos;s backers. Back the project to read it.
              </Text>
            ) : (
              <Text whiteSpace="pre-line">{update.content}</Text>
            )}
            {update.metrics && <UpdateMetricsList metrics={update.metrics} />}
          </Stack>
        ))}
      </Stack>
    </>
  );
}

/**
 * The metrics reported more than once, charted over time. Until the grid is shown (its
 * tab chosen) and the charts' code is in, each chart's cell is an empty box of the chart's
 * height, on the server and in the browser alike: nothing moves when the charts arrive.
 */
function MetricsOverTime({
  updates,
  width,
}: {
  updates: readonly ProjectUpdate[];
  width: number | undefined;
}) {
  const series = metricSeries(updates);
  const [grid, shown] = useShown(width !== undefined, series.length > 0);
  if (series.length === 0) return null;
  const placeholders = series.map(({ key }) => (
    <Box key={key} height={`${METRIC_CHART_HEIGHT}px`} />
  ));
  return (
    <Stack as="section" aria-labelledby="metrics-over-time" gap="3" mb="8">
      <Heading as="h2" size="md" id="metrics-over-time">
        Metrics over time
      </Heading>
      <SimpleGrid ref={grid} columns={{ base: 1, lg: 2 }} gap="6">
        {shown ? (
          <LazyPart what="the charts" loading={placeholders}>
            <UpdateMetricsCharts series={series} width={width} />
          </LazyPart>
        ) : (
          placeholders
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Whether the element has been laid out with a width, i.e. is on screen, not inside a
 * hidden tab panel: a ResizeObserver reports it as the panel opens. `initially` (a fixed
 * chart width, in tests) counts as shown from the start; `present`: the element is drawn.
 */
function useShown(initially: boolean, present: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (shown || !present || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      if ((entries[0]?.contentRect.width ?? 0) > 0) setShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, present]);
  return [ref, shown] as const;
}
