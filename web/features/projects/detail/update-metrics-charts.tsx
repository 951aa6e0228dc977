import { formatCents } from '../../../../shared/money/cents';
import {
  UPDATE_METRIC_DEFINITIONS,
  churnPercentOf,
  type UpdateMetricKey,
} from '../../../../shared/reporting/update-metrics';
import { LineChart } from '../../../components/charts/line-chart';
import { METRIC_CHART_HEIGHT, type metricSeries } from './update-metric-series';

const FORMAT: Record<UpdateMetricKey, (value: number) => string> = {
  mrrCents: (cents) => formatCents(cents, { cents: 'auto' }),
  burnCents: (cents) => formatCents(cents, { cents: 'auto' }),
  churnBasisPoints: churnPercentOf,
  customers: String,
  runwayMonths: String,
};

/**
 * Chart code, loaded only once the Updates tab is shown (updates-tab.tsx). The metrics the founder reported more than once, one line chart each over time: the
 * cells of the Updates tab's grid, each a box of METRIC_CHART_HEIGHT.
 */
export function UpdateMetricsCharts({
  series,
  width,
}: {
  series: ReturnType<typeof metricSeries>;
  /** A fixed chart width (tests); otherwise each chart fills its column. */
  width?: number | undefined;
}) {
  return series.map(({ key, points }) => (
    <LineChart
      key={key}
      label={`${UPDATE_METRIC_DEFINITIONS[key].label} over time`}
      seriesName={UPDATE_METRIC_DEFINITIONS[key].label}
      categoryName="Update"
      data={points}
      formatValue={FORMAT[key]}
      height={METRIC_CHART_HEIGHT}
      {...(width ? { width } : {})}
    />
  ));
}
