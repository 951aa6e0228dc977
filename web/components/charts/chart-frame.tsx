import { Suspense, type ReactNode } from 'react';
import { Box, VisuallyHidden } from '@chakra-ui/react';
import { PartBoundary } from '../part-boundary';
import { ChartDataTable, type ChartDataTableProps } from './chart-data-table';
import { useElementWidth } from './use-element-width';

export interface ChartSizeProps {
  /** Height in pixels; the chart's box keeps it even before the chart is drawn. */
  height?: number;
  /** A fixed width in pixels (tests, print); otherwise the chart fills its column. */
  width?: number;
}

/**
 * `columns` and `rows` are the chart's values as text, for screen readers and for when the
 * chart cannot be drawn.
 */
interface ChartFrameProps extends ChartSizeProps, Pick<ChartDataTableProps, 'columns' | 'rows'> {
  /** The accessible name, also the text version's caption, e.g. 'Projects Created per month'. */
  label: string;
  children: (size: { width: number; height: number }) => ReactNode;
}

/**
 * The box every chart is drawn in: an image with an accessible name (nivo's SVG alone is
 * a pile of unlabelled shapes), sized to its column, followed by a visually hidden text
 * version of the data so no value is only available as a picture.
 */
export function ChartFrame({
  label,
  columns,
  rows,
  height = 260,
  width,
  children,
}: ChartFrameProps) {
  const [ref, measuredWidth] = useElementWidth<HTMLDivElement>();
  // Drawn once its column is measured: in the browser, after the server-rendered page
  // (which holds the box and the text version) has hydrated.
  const drawWidth = width ?? measuredWidth;
  return (
    <Box>
      <Box ref={ref} height={`${height}px`} width="100%" minW="0">
        {/* If the drawing's code cannot be downloaded (or it throws), the box says so with
            a "Try again" button, outside the image (whose content is not read out). */}
        <PartBoundary what="this chart">
          <Box role="img" aria-label={label} height="100%">
            {/* The drawing's code may still be loading (lazy); the box keeps its size meanwhile. */}
            <Suspense fallback={null}>
              {drawWidth > 0 && children({ width: drawWidth, height })}
            </Suspense>
          </Box>
        </PartBoundary>
      </Box>
      <VisuallyHidden>
        <ChartDataTable caption={label} columns={columns} rows={rows} />
      </VisuallyHidden>
    </Box>
  );
}
