import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { InvestmentStatus } from '../../../shared/investing/api';
import { CommitmentStatusBadge } from '../../../web/features/investing/investments/commitment-status-badge';
import { renderWithProviders } from '../render';

describe('CommitmentStatusBadge', () => {
  it.each<[InvestmentStatus, string, string]>([
    ['settled', 'Settled', 'green'],
    ['refunded', 'Refunded', 'red'],
    ['committed', 'Committed', 'yellow'],
    ['pending', 'Not yet signed', 'yellow'],
    ['cancelled', 'Cancelled', 'red'],
    ['reconfirmation_required', 'Reconfirmation required', 'orange'],
  ])('reads %s as "%s" in %s', (status, label, palette) => {
    renderWithProviders(<CommitmentStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-palette', palette);
  });

  it('never says "Completed" for a settled investment', () => {
    renderWithProviders(<CommitmentStatusBadge status="settled" />);
    expect(screen.queryByText('Completed')).toBeNull();
  });
});
