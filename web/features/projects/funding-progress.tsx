import { Progress } from '@chakra-ui/react';

/** The funding bar; its accessible name says what the bar means, not just a number. */
export function FundingProgress({ percent, size = 'sm' }: { percent: number; size?: 'sm' | 'md' }) {
  return (
    <Progress.Root value={percent} max={100} size={size} colorPalette="brand">
      <Progress.Track aria-label={`${percent}% funded`} rounded="full">
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
