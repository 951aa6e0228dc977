import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ADMIN_ANALYTICS_PATH, type AdminAnalyticsResponse } from '../../../shared/admin-analytics';
import { formatCount, formatPercent } from '../../../shared/format';
import { formatCents } from '../../../shared/money/cents';
import { BarChart } from '../../components/charts/bar-chart';
import { LineChart } from '../../components/charts/line-chart';
import { QueryStates } from '../../components/query-states';
import { PageTitle } from '../../components/page-title';
import { SectionCard } from '../../components/dashboard/section-card';
import { useApiQuery } from '../../lib/api-query';

const money = (cents: number) => formatCents(cents, { cents: 'auto' });

type MoneyFigure = 'raisedCents' | 'feeCents' | 'refundedCents';

const MONEY_CHARTS: { figure: MoneyFigure; title: string; label: string; valueName: string }[] = [
  {
    figure: 'raisedCents',
    title: 'Raised',
    label: 'Dollars committed per month',
    valueName: 'Raised',
  },
  { figure: 'feeCents', title: 'Fees', label: 'Platform fees per month', valueName: 'Fees' },
  {
    figure: 'refundedCents',
    title: 'Refunds',
    label: 'Dollars refunded per month',
    valueName: 'Refunded',
  },
];

/** The charts of one answer; `chartWidth` fixes their width (tests), else each fills its card. */
export function AnalyticsCharts({
  data,
  chartWidth,
}: {
  data: AdminAnalyticsResponse;
  chartWidth?: number;
}) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      {MONEY_CHARTS.map((chart) => (
        <SectionCard key={chart.figure} title={chart.title}>
          <BarChart
            label={chart.label}
            data={data.months.map((m) => ({ label: m.month, value: m[chart.figure] }))}
            categoryName="Month"
            valueName={chart.valueName}
            formatValue={money}
            width={chartWidth}
          />
        </SectionCard>
      ))}
      <SectionCard title="Conversion">
        <LineChart
          label="Commitments per 100 project views, per month"
          data={data.months.map((m) => ({ label: m.month, value: m.conversionPercent ?? 0 }))}
          seriesName="Conversion"
          categoryName="Month"
          formatValue={(value) => formatPercent(value)}
          width={chartWidth}
        />
        <Text mt="3" fontSize="sm" color="fg.muted">
          {formatCount(data.months.reduce((sum, m) => sum + m.commitments, 0))} commitments from{' '}
          {formatCount(data.months.reduce((sum, m) => sum + m.views, 0))} project views over the
          twelve months.
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}

/** /admin/analytics: the platform over the last twelve months (docs/product.md#analytics). */
export function AnalyticsPage() {
  const analytics = useApiQuery<AdminAnalyticsResponse>(ADMIN_ANALYTICS_PATH, { signedIn: true });
  return (
    <Stack gap="6">
      <PageTitle title="Analytics" />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Platform analytics
        </Heading>
        <Text color="fg.muted">
          Raised, fees, refunds and conversion from view to commitment, month by month over the last
          twelve months. Each chart has a table version.
        </Text>
      </Stack>
      <QueryStates query={analytics} what="analytics">
        {(data) => <AnalyticsCharts data={data} />}
      </QueryStates>
    </Stack>
  );
}
