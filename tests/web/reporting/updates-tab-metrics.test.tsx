/** The Updates tab draws an update's metrics beside their definitions, and a locked update's notice. */
import { screen, waitFor, within } from '@testing-library/react';
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

describe('UpdatesTab metrics over time', () => {
  it('charts a metric reported in two or more updates, oldest first, with a text version', async () => {
    renderWithProviders(
      <UpdatesTab
        chartWidth={480}
        updates={[
          {
            id: 'b',
            title: 'November',
            content: 'Up again.',
            date: '2026-11-01T10:00:00.000Z',
            metrics: { mrrCents: 1_500_000, runwayMonths: 17 },
          },
          {
            id: 'a',
            title: 'October',
            content: 'Up.',
            date: '2026-10-01T10:00:00.000Z',
            metrics: { mrrCents: 1_000_000 },
          },
          {
            id: 'c',
            title: 'No numbers',
            content: 'Words only.',
            date: '2026-11-05T10:00:00.000Z',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Metrics over time' })).toBeVisible();
    // The charts' code loads once the tab is shown (a fixed width counts as shown).
    const chart = await screen.findByRole('img', { name: 'MRR over time' });
    await waitFor(() => expect(chart.querySelector('svg path')).not.toBeNull());
    const table = screen.getByRole('table', { name: 'MRR over time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Oct 1, 2026$10,000',
      'Nov 1, 2026$15,000',
    ]);
    // Runway was reported once: no chart for it.
    expect(screen.queryByRole('img', { name: 'Runway over time' })).toBeNull();
  });

  it("keeps each chart's room, without its code, while the tab is not shown", async () => {
    renderWithProviders(
      <UpdatesTab
        updates={[
          {
            id: 'b',
            title: 'November',
            content: 'Up again.',
            date: '2026-11-01T10:00:00.000Z',
            metrics: { mrrCents: 1_500_000, customers: 30 },
          },
          {
            id: 'a',
            title: 'October',
            content: 'Up.',
            date: '2026-10-01T10:00:00.000Z',
            metrics: { mrrCents: 1_000_000, customers: 20 },
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Metrics over time' });
    // jsdom lays nothing out, so the grid is never seen with a width: as in a hidden tab.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(section).queryByRole('img')).toBeNull();
    const grid = section.lastElementChild as HTMLElement;
    expect([...grid.children].map((cell) => getComputedStyle(cell).height)).toEqual([
      '220px',
      '220px',
    ]);
  });

  it('draws no chart while no metric has two points', () => {
    renderWithProviders(
      <UpdatesTab
        updates={[
          {
            id: 'a',
            title: 'October',
            content: 'Up.',
            date: '2026-10-01T10:00:00.000Z',
            metrics: { mrrCents: 1_000_000 },
          },
        ]}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Metrics over time' })).toBeNull();
  });
});
