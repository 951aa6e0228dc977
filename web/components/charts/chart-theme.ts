import type { BarDatum, BarSvgProps } from '@nivo/bar';
import { system } from '../../theme/system';

/**
 * nivo draws SVG attributes, where CSS variables are unreliable, so the charts read the
 * resolved values of the Chakra theme's base tokens instead of semantic `var(...)` tokens.
 */
function token(path: string): string {
  return String(system.token(path));
}

/** Series colours, in order, taken from the Chakra palette. */
export const chartPalette: readonly string[] = [
  token('colors.blue.500'),
  token('colors.teal.500'),
  token('colors.orange.400'),
  token('colors.purple.500'),
  token('colors.pink.500'),
];

/** The main colour of single-series charts (the brand blue). */
export const chartPrimaryColor = token('colors.blue.500');

/** nivo's theme type, named through a chart package we depend on directly. */
export type ChartTheme = NonNullable<BarSvgProps<BarDatum>['theme']>;

/** Axis, grid, label and tooltip styling shared by every chart. */
export const chartTheme: ChartTheme = {
  text: {
    fontFamily: token('fonts.body'),
    fontSize: 12,
    fill: token('colors.gray.600'),
  },
  axis: {
    ticks: {
      line: { stroke: token('colors.gray.300') },
      text: { fill: token('colors.gray.600') },
    },
  },
  grid: { line: { stroke: token('colors.gray.200'), strokeWidth: 1 } },
  labels: { text: { fontWeight: 600 } },
  tooltip: {
    container: {
      background: token('colors.white'),
      color: token('colors.gray.800'),
      fontSize: 13,
      borderRadius: 6,
    },
  },
};

/**
 * Room for the y axis: its widest tick label (roughly 7.5px a character at 12px) plus
 * the tick padding, so '$350,000' is not cut off at the chart's left edge.
 */
export function axisLabelSpace(labels: readonly string[]): number {
  const widest = Math.max(1, ...labels.map((label) => label.length));
  return Math.ceil(widest * 7.5) + 16;
}
