import { retryableLazy } from '../../lib/retryable-lazy';
import { ChartFrame, type ChartSizeProps } from './chart-frame';
import { categoryTicks } from './category-ticks';
import { axisLabelSpace, chartPrimaryColor, chartTheme } from './chart-theme';

export interface LineChartPoint {
  /** The category on the x axis, e.g. 'Mon'. */
  label: string;
  value: number;
}

interface LineChartProps extends ChartSizeProps {
  /** Accessible name and table caption, e.g. 'Project views per day'. */
  label: string;
  data: readonly LineChartPoint[];
  /** Name of the one series (its tooltip), e.g. 'Views'. Also the value column header. */
  seriesName: string;
  /** Header of the label column in the text version, e.g. 'Day'. */
  categoryName: string;
  formatValue?: (value: number) => string;
  /** Whole-number y ticks for a chart of counts (see integer-ticks.ts); 5 nice ticks otherwise. */
  tickValues?: number[];
}

type Series = { id: string; data: { x: string; y: number }[] };

// nivo is loaded when a chart is first drawn: the dashboard's numbers and the chart's text
// version show without waiting for it, in a box of the chart's final size (no layout shift).
// If the download fails, the chart's frame says so, and its "Try again" downloads it again.
const Line = retryableLazy(() => import('@nivo/line').then((m) => m.Line<Series>));

/** A single-series line chart over ordered categories, in the brand colour. */
export function LineChart({
  label,
  data,
  seriesName,
  categoryName,
  formatValue = String,
  height,
  width,
  tickValues,
}: LineChartProps) {
  const left = axisLabelSpace(data.map((point) => formatValue(point.value)));
  const series: Series[] = [
    { id: seriesName, data: data.map((point) => ({ x: point.label, y: point.value })) },
  ];
  return (
    <ChartFrame
      label={label}
      height={height}
      width={width}
      columns={[categoryName, seriesName]}
      rows={data.map((point) => [point.label, formatValue(point.value)] as const)}
    >
      {(size) => (
        <Line
          width={size.width}
          height={size.height}
          data={series}
          margin={{ top: 16, right: 16, bottom: 32, left }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: tickValues?.at(-1) ?? 'auto' }}
          curve="monotoneX"
          colors={[chartPrimaryColor]}
          lineWidth={3}
          enableArea
          areaOpacity={0.12}
          pointSize={8}
          pointColor="#ffffff"
          pointBorderWidth={2}
          pointBorderColor={{ from: 'serieColor' }}
          axisLeft={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: tickValues ?? 5,
            format: formatValue,
          }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 8,
            tickValues: categoryTicks(
              data.map((point) => point.label),
              size.width - left - 16,
            ),
          }}
          gridYValues={tickValues ?? 5}
          enableGridX={false}
          yFormat={(value) => formatValue(Number(value))}
          useMesh
          theme={chartTheme}
          animate={false}
          role="presentation"
        />
      )}
    </ChartFrame>
  );
}
