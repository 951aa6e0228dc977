/** The Updates tab draws an update's metrics beside their definitions, and a locked update's notice. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpdatesTab } from '../../../web/features/projects/detail/updates-tab';
import { renderWithProviders } from '../render';

describe('UpdatesTab with metrics', () => {
  it('shows each metric in whole units with its definition', () => {
    renderWithProviders(
      <UpdatesTab
        updates={[
          {
            id: 'u1',
            title: 'October numbers',
            content: 'A good month.',
            date: '2026-11-01T10:00:00.000Z',
            metrics: {
              mrrCents: 1_250_000,
              churnBasisPoints: 250,
              runwayMonths: 18,
              customers: 1200,
            },
          },
        ]}
      />,
    );
    const list = screen.getByRole('group', { name: 'Metrics' });
    expect(within(list).getByText('MRR')).toBeVisible();
    expect(within(list).getByText('$12,500.00 / month')).toBeVisible();
    expect(within(list).getByText('2.5 % / month')).toBeVisible();
    expect(within(list).getByText('18 months')).toBeVisible();
    expect(within(list).getByText('1,200')).toBeVisible();
    expect(within(list).getByText(/^Monthly recurring revenue/)).toBeVisible();
    expect(within(list).queryByText('Burn')).toBeNull();
  });

  it('shows a locked update by its title only, saying it is for backers', () => {
    renderWithProviders(
      <UpdatesTab
        updates={[
          {
            id: 'u2',
            title: 'Board letter',
            content: '',
            date: '2026-11-02T10:00:00.000Z',
            audience: 'backers',
            locked: true,
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Board letter' })).toBeVisible();
    expect(screen.getByText(/This update is for the project's backers/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Metrics' })).toBeNull();
  });
});
