import { ProgressBar } from '../../components/progress-bar';

/** The funding bar; its accessible name says what the bar means, not just a number. */
export function FundingProgress({ percent, size = 'sm' }: { percent: number; size?: 'sm' | 'md' }) {
  return (
    <ProgressBar
      value={percent}
      label={`${percent}% funded`}
      size={size}
      colorPalette="brand"
      borderRadius="full"
    />
  );
}
