import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatMoney } from '../../../shared/format';
import { BarChart } from '../../../web/components/charts/bar-chart';
import { LineChart } from '../../../web/components/charts/line-chart';
import { PieChart } from '../../../web/components/charts/pie-chart';
import { renderWithProviders } from '../render';

const months = [
  { label: 'Jan', value: 1200 },
  { label: 'Feb', value: 5400 },
  { label: 'Mar', value: 0 },
];

describe('BarChart', () => {
  it('draws one bar per value inside a named image, with the values as a table', async () => {
    renderWithProviders(
      <BarChart
        label="Dollars invested per month"
        data={months}
        categoryName="Month"
        valueName="Amount invested"
        formatValue={formatMoney}
        width={480}
        height={240}
      />,
    );
    const image = screen.getByRole('img', { name: 'Dollars invested per month' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    expect(image.querySelector('svg')).toHaveAttribute('width', '480');
    const bars = image.querySelectorAll('rect[data-testid^="bar.item"]');
    expect(bars).toHaveLength(3);
    // The Chakra theme's blue.500 (#3b82f6), not nivo's default palette.
    expect(bars[0]).toHaveAttribute('fill', 'rgba(59, 130, 246, 1)');
    expect(within(image).getByText('Feb')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Dollars invested per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthAmount invested',
      'Jan$1,200',
      'Feb$5,400',
      'Mar$0',
    ]);
  });

  it('keeps its accessible name and table when there is no width to draw in yet', () => {
    renderWithProviders(
      <BarChart
        label="Projects created per month"
        data={months}
        categoryName="Month"
        valueName="Projects"
      />,
    );
    const image = screen.getByRole('img', { name: 'Projects created per month' });
    expect(image.querySelector('svg')).toBeNull();
    expect(screen.getByRole('table', { name: 'Projects created per month' })).toBeInTheDocument();
  });
});

describe('LineChart', () => {
  it('draws a line over the days with the values as a table', async () => {
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, index) => ({
      label,
      value: (index + 1) * 10,
    }));
    renderWithProviders(
      <LineChart
        label="Project views per day"
        seriesName="Views"
        categoryName="Day"
        data={days}
        width={500}
        height={240}
      />,
    );
    const image = screen.getByRole('img', { name: 'Project views per day' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    expect(image.querySelector('svg path')).not.toBeNull();
    expect(within(image).getByText('Sun')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Project views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: 'Sun 70' })).toBeInTheDocument();
  });
});

describe('PieChart', () => {
  it('labels each slice with a whole percent and lists the shares as text', async () => {
    renderWithProviders(
      <PieChart
        label="Portfolio distribution by industry"
        categoryName="Industry"
        data={[
          { label: 'SaaS', value: 45000, percent: 56.4 },
          { label: 'AI & ML', value: 25000, percent: 31.3 },
          { label: 'FinTech', value: 10000, percent: 12.3 },
        ]}
        formatValue={formatMoney}
        width={480}
        height={280}
      />,
    );
    const image = screen.getByRole('img', { name: 'Portfolio distribution by industry' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    for (const label of ['56%', '31%', '12%']) {
      expect(within(image).getByText(label)).toBeInTheDocument();
    }
    expect(within(image).queryByText('56.4%')).toBeNull();
    const table = screen.getByRole('table', { name: 'Portfolio distribution by industry' });
    expect(within(table).getByRole('row', { name: 'SaaS 56% ($45,000)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'FinTech 12% ($10,000)' })).toBeInTheDocument();
  });
});
