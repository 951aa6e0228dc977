import { retryableLazy } from '../../lib/retryable-lazy';
import { formatPercent } from '../../../shared/format';
import { ChartFrame, type ChartSizeProps } from './chart-frame';
import { chartPalette, chartTheme } from './chart-theme';

export interface PieSlice {
  label: string;
  value: number;
  /** The slice's share, in percent; shown as a whole percent on the slice. */
  percent: number;
}

interface PieChartProps extends ChartSizeProps {
  /** Accessible name and table caption, e.g. 'Portfolio distribution by category'. */
  label: string;
  data: readonly PieSlice[];
  /** Header of the label column in the text version, e.g. 'Category'. */
  categoryName: string;
  formatValue?: (value: number) => string;
}

type Datum = { id: string; label: string; value: number; percent: number };

// nivo is loaded when a chart is first drawn: the dashboard's numbers and the chart's text
// version show without waiting for it, in a box of the chart's final size (no layout shift).
// If the download fails, the chart's frame says so, and its "Try again" downloads it again.
const Pie = retryableLazy(() => import('@nivo/pie').then((m) => m.Pie<Datum>));

/** docs/product.md#display-formats: pie labels are whole percents. */
const wholePercent = (percent: number) => formatPercent(percent, 0);

/** Below this width (px) the slices' names move from beside the ring to a legend below it. */
const NARROW_WIDTH = 480;
const LEGEND_ROW = 20;

/** A donut chart whose slices carry whole-percent labels, in the theme's palette. */
export function PieChart({
  label,
  data,
  categoryName,
  formatValue = String,
  height,
  width,
}: PieChartProps) {
  const slices: Datum[] = data.map((slice) => ({
    id: slice.label,
    label: slice.label,
    value: slice.value,
    percent: slice.percent,
  }));
  return (
    <ChartFrame
      label={label}
      height={height}
      width={width}
      columns={[categoryName, 'Share']}
      rows={data.map(
        (slice) =>
          [slice.label, `${wholePercent(slice.percent)} (${formatValue(slice.value)})`] as const,
      )}
    >
      {(size) => {
        // On a phone the labels beside the slices would run off the card (a long category
        // such as "Artificial Intelligence"): a legend below the ring names them instead.
        const narrow = size.width < NARROW_WIDTH;
        const legendHeight = slices.length * LEGEND_ROW;
        return (
          <Pie
            width={size.width}
            height={size.height}
            data={slices}
            margin={
              narrow
                ? { top: 16, right: 16, bottom: 16 + legendHeight, left: 16 }
                : { top: 32, right: 96, bottom: 32, left: 96 }
            }
            enableArcLinkLabels={!narrow}
            legends={
              narrow
                ? [
                    {
                      anchor: 'bottom-left',
                      direction: 'column',
                      translateY: legendHeight + 8,
                      itemWidth: size.width - 32,
                      itemHeight: LEGEND_ROW,
                      symbolSize: 12,
                      itemTextColor: '#3f3f46',
                    },
                  ]
                : []
            }
            innerRadius={0.55}
            padAngle={1}
            cornerRadius={3}
            colors={[...chartPalette]}
            valueFormat={formatValue}
            arcLabel={(datum) => wholePercent(datum.data.percent)}
            arcLabelsTextColor="#ffffff"
            arcLabelsSkipAngle={12}
            arcLinkLabel={(datum) => datum.label.toString()}
            arcLinkLabelsColor={{ from: 'color' }}
            arcLinkLabelsSkipAngle={8}
            theme={chartTheme}
            animate={false}
            role="presentation"
          />
        );
      }}
    </ChartFrame>
  );
}
