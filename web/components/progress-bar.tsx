import { Box, type BoxProps } from '@chakra-ui/react';

const TRACK_HEIGHT = { sm: '2', md: '2.5' } as const;

interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** Percent done; drawn clamped to 0–100 (a raise can pass its goal). */
  value: number;
  /** The accessible name: what the bar measures, e.g. "45% funded". */
  label: string;
  size?: keyof typeof TRACK_HEIGHT;
}

/**
 * A determinate bar that shows a fixed value, drawn as Chakra's Progress (its outline
 * variant) draws it, with the same progressbar role and values. Not Chakra's Progress
 * itself: that runs a Zag machine per bar whose first start builds an Intl number
 * formatter, 30 ms of a page's start on this machine and over 100 ms with the CPU
 * slowed 4x, for a value that never changes on its own (docs/architecture.md#what-keeps-the-start-light).
 */
export function ProgressBar({ value, label, size = 'sm', ...trackProps }: ProgressBarProps) {
  const shown = Math.min(100, Math.max(0, value));
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      position="relative"
      overflow="hidden"
      h={TRACK_HEIGHT[size]}
      bg="bg.muted"
      shadow="inset"
      borderRadius="l1"
      {...trackProps}
    >
      <Box h="full" w={`${shown}%`} bg="colorPalette.solid" />
    </Box>
  );
}
