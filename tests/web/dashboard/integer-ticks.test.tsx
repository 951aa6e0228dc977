import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { integerTicks } from '../../../web/components/charts/integer-ticks';
import { DailyViewsChart } from '../../../web/features/creator-dashboard/daily-views-chart';
import { AdminCharts } from '../../../web/features/admin-dashboard/admin-charts';
import { renderWithProviders } from '../render';

/**
 * The y axis labels of a nivo chart: the tick texts left of the plot, top to bottom, once
 * it is drawn (nivo loads when a chart is first drawn).
 */
async function yTicks(name: string): Promise<string[]> {
  const image = screen.getByRole('img', { name });
  await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
  const svg = image.querySelector('svg');
  const texts = [...(svg?.querySelectorAll('g > text') ?? [])]
    .filter((text) =>
      (text.parentElement?.getAttribute('transform') ?? '').startsWith('translate(0,'),
    )
    .map((text) => text.textContent ?? '');
  // The x axis' first label also sits at x = 0: keep the numbers.
  return texts.filter((text) => /^\d/.test(text));
}

describe('integer ticks on count charts', () => {
  it.each([
    [0, [0, 1]],
    [2, [0, 1, 2]],
    [5, [0, 1, 2, 3, 4, 5]],
    [7, [0, 2, 4, 6, 8]],
    [23, [0, 5, 10, 15, 20, 25]],
  ])('for a maximum of %i: %j', (max, ticks) => {
    expect(integerTicks(max)).toEqual(ticks);
  });

  it('labels the daily views axis 0, 1, 2 for views of at most 2 (no repeated labels)', async () => {
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    const views = [0, 1, 1, 2, 2, 1, 0];
    renderWithProviders(
      <DailyViewsChart
        dailyViews={days.map((day, i) => ({
          day,
          date: `2026-11-${10 + i}`,
          views: views[i] ?? 0,
        }))}
        chartWidth={480}
      />,
    );
    const ticks = await yTicks('Project views per day, last 7 days');
    expect(ticks).toEqual(['0', '1', '2']);
  });

  it('labels the projects created axis with whole numbers only', async () => {
    const months = ['Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
    renderWithProviders(
      <AdminCharts
        data={{
          projectsCreated: months.map((month, i) => ({ key: `k${i}`, month, value: i % 3 })),
          investments: months.map((month, i) => ({ key: `k${i}`, month, value: 1000 })),
        }}
        chartWidth={480}
      />,
    );
    expect(await yTicks('Projects created per month')).toEqual(['0', '1', '2']);
  });
});
