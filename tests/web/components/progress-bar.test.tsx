import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ProgressBar } from '../../../web/components/progress-bar';
import { renderWithProviders } from '../render';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value and range', () => {
    renderWithProviders(<ProgressBar value={45} label="45% funded" />);
    const bar = screen.getByRole('progressbar', { name: '45% funded' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('draws a raise past its goal as a full bar and keeps a negative value at empty', () => {
    const { unmount } = renderWithProviders(<ProgressBar value={180} label="180% funded" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    unmount();
    renderWithProviders(<ProgressBar value={-5} label="none" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
