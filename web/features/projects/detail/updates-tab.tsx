import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ProjectUpdate } from '../../../../shared/api';
import { formatDate } from '../../../../shared/format';
import { UpdateMetricsCharts } from './update-metrics-charts';
import { UpdateMetricsList } from './update-metrics-list';

/** The creator's updates, newest first: title, date and content. */
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
      <UpdateMetricsCharts updates={updates} {...(chartWidth ? { width: chartWidth } : {})} />
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
