import { retryableLazy } from '../../lib/retryable-lazy';
import { ChartFrame, type ChartSizeProps } from './chart-frame';
import { categoryTicks } from './category-ticks';
import { axisLabelSpace, chartPrimaryColor, chartTheme } from './chart-theme';

export interface BarChartPoint {
  /** The category on the x axis, e.g. 'Jan'. */
  label: string;
  value: number;
}

interface BarChartProps extends ChartSizeProps {
  /** Accessible name and table caption, e.g. 'Projects created per month'. */
  label: string;
  data: readonly BarChartPoint[];
  /** Header of the label column in the text version, e.g. 'Month'. */
  categoryName: string;
  /** Header of the value column in the text version, e.g. 'Projects'. */
  valueName: string;
  /** How a value reads on the axis, the bars' tooltips and the text version. */
  formatValue?: (value: number) => string;
  /** Whole-number y ticks for a chart of counts (see integer-ticks.ts); 5 nice ticks otherwise. */
  tickValues?: number[];
  /** A shorter form for the y axis ticks, e.g. '$12k'. Defaults to formatValue. */
  formatTick?: (value: number) => string;
}

type BarRow = { label: string; value: number };

// nivo is loaded when a chart is first drawn: the dashboard's numbers and the chart's text
// version show without waiting for it, in a box of the chart's final size (no layout shift).
// If the download fails, the chart's frame says so, and its "Try again" downloads it again.
const Bar = retryableLazy(() => import('@nivo/bar').then((m) => m.Bar<BarRow>));

/** A single-series vertical bar chart in the brand colour. */
export function BarChart({
  label,
  data,
  categoryName,
  valueName,
  formatValue = String,
  formatTick = formatValue,
  height,
  width,
  tickValues,
}: BarChartProps) {
  const rows: BarRow[] = data.map((point) => ({ label: point.label, value: point.value }));
  const left = axisLabelSpace(data.map((point) => formatTick(point.value)));
  return (
    <ChartFrame
      label={label}
      height={height}
      width={width}
      columns={[categoryName, valueName]}
      rows={data.map((point) => [point.label, formatValue(point.value)] as const)}
    >
      {(size) => (
        <Bar
          width={size.width}
          height={size.height}
          data={rows}
          keys={['value']}
          indexBy="label"
          margin={{ top: 12, right: 12, bottom: 32, left }}
          padding={0.35}
          {...(tickValues ? { maxValue: tickValues.at(-1) ?? 'auto' } : {})}
          colors={[chartPrimaryColor]}
          borderRadius={4}
          enableLabel={false}
          valueFormat={formatValue}
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: tickValues ?? 5,
            format: formatTick,
          }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: categoryTicks(
              rows.map((row) => row.label),
              size.width - left - 12,
            ),
          }}
          gridYValues={tickValues ?? 5}
          theme={chartTheme}
          animate={false}
          role="presentation"
        />
      )}
    </ChartFrame>
  );
}
