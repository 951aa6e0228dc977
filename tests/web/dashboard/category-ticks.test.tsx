import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { BarChart } from '../../../web/components/charts/bar-chart';
import { categoryTicks } from '../../../web/components/charts/category-ticks';
import { renderWithProviders } from '../render';

const MONTHS = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

describe('categoryTicks', () => {
  it('keeps every label where they fit (a laptop, or six months)', () => {
    expect(categoryTicks(MONTHS, 700)).toEqual(MONTHS);
    expect(categoryTicks(MONTHS.slice(6), 200)).toEqual(MONTHS.slice(6));
  });

  // Found on /admin/analytics at 360 px: twelve month names ran into one another.
  it('thins twelve months under a phone-width plot to labels that do not touch', () => {
    const ticks = categoryTicks(MONTHS, 200);
    expect(ticks).toEqual(['Dec', 'Feb', 'Apr', 'Jun', 'Aug', 'Oct']);
    expect(ticks.length * (3 * 7 + 10)).toBeLessThanOrEqual(200);
  });

  it('keeps the first label even with no room', () => {
    expect(categoryTicks(MONTHS, 0)).toEqual(['Dec']);
  });
});

describe('a twelve-month bar chart at a phone’s width', () => {
  it('draws month labels that do not run together', async () => {
    const data = MONTHS.map((label, i) => ({ label, value: i * 1000 }));
    renderWithProviders(
      <BarChart
        label="Raised per month"
        data={data}
        categoryName="Month"
        valueName="Raised"
        width={270}
        height={220}
      />,
    );
    const image = screen.getByRole('img', { name: 'Raised per month' });
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    const drawn = [...(image.querySelector('svg')?.querySelectorAll('text') ?? [])]
      .map((text) => text.textContent ?? '')
      .filter((text) => MONTHS.includes(text));
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.length).toBeLessThanOrEqual(6);
  });
});
