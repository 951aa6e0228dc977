import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as NivoBar from '@nivo/bar';
import { BarChart } from '../../../web/components/charts/bar-chart';
import { renderWithProviders } from '../render';

// nivo's bar chunk: its first download fails as Chrome reports it, the next works. (The
// export throws, which rejects the lazy import as a failed download does.)
const nivoDownloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@nivo/bar', async (importOriginal) => {
  const actual = await importOriginal<typeof NivoBar>();
  return {
    get Bar() {
      nivoDownloads.count += 1;
      if (nivoDownloads.count === 1) {
        throw new TypeError('Failed to fetch dynamically imported module: http://x/assets/bar.js');
      }
      return actual.Bar;
    },
  };
});

describe('a chart whose drawing code could not be downloaded', () => {
  it('says so in its box, keeps the text version, and draws on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <>
        <h2>Investments</h2>
        <BarChart
          label="Dollars invested per month"
          data={[{ label: 'Jan', value: 1200 }]}
          categoryName="Month"
          valueName="Amount invested"
          width={480}
          height={240}
        />
      </>,
    );
    expect(await screen.findByText('We could not load this chart.')).toBeVisible();
    expect(screen.getByRole('table', { name: 'Dollars invested per month' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Investments' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const image = await screen.findByRole('img', { name: 'Dollars invested per month' });
    await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
    expect(screen.queryByText('We could not load this chart.')).toBeNull();
  });
});
