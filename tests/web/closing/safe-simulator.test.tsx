import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { OfferingView } from '../../../shared/investing/api';
import { SafeSimulator } from '../../../web/features/offering-simulator/safe-simulator';
import { offering } from '../investing/fixtures';
import { apiTable, server } from '../msw';
import { renderWithProviders } from '../render';
import { seriousAxeViolations } from '../public/axe';

function renderSimulator(terms: Partial<OfferingView>) {
  server.use(
    apiTable({
      '/api/projects/codecanvas/offering': { offering: offering({ slug: 'codecanvas', ...terms }) },
    }),
  );
  return renderWithProviders(<SafeSimulator slug="codecanvas" />);
}

/** Sets a field's text at once (the simulator recomputes on every change). */
async function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await Promise.resolve();
}

/** A Series A: $20M pre-money, $5M new money, a 10 % pool. */
async function seriesA(amount: string) {
  await fill('Your investment', amount);
  await fill('Next round: pre-money valuation', '20,000,000');
  await fill('Next round: new money raised', '5,000,000');
  await fill('Next round: option pool', '10');
}

const result = () => screen.getByTestId('simulator-result');

describe('SafeSimulator', () => {
  it('cap: $500,000 at a $5M post-money cap is 10 % at signing and 7 % after the A', async () => {
    const { container } = renderSimulator({
      variant: 'cap',
      valuationCapDollars: 5_000_000,
      discountPercent: null,
    });
    expect(await screen.findByRole('heading', { name: 'SAFE simulator' })).toBeVisible();
    expect(result()).toHaveAttribute('aria-live', 'polite');
    await seriesA('500,000');
    expect(result()).toHaveTextContent(
      "Your $500,000 at this SAFE's terms buys about 10 % of the company before the next round.",
    );
    expect(result()).toHaveTextContent(
      'After a priced round at a $20,000,000 pre-money valuation with a 10 % option pool, it converts to about 7 %, at the valuation cap price.',
    );
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('discount: $100,000 at 20 % off in an $8M + $2M seed converts to 1.25 %', async () => {
    renderSimulator({ variant: 'discount', valuationCapDollars: null, discountPercent: 20 });
    await screen.findByRole('heading', { name: 'SAFE simulator' });
    await fill('Your investment', '100000');
    await fill('Next round: pre-money valuation', '8000000');
    await fill('Next round: new money raised', '2000000');
    expect(result()).toHaveTextContent(/has no fixed share before the next round/);
    expect(result()).toHaveTextContent('converts to about 1.25 %, at the discounted round price.');
  });

  it('cap and discount: the better price wins (the cap, 1.4 %)', async () => {
    renderSimulator({
      variant: 'cap_and_discount',
      valuationCapDollars: 5_000_000,
      discountPercent: 20,
    });
    await screen.findByRole('heading', { name: 'SAFE simulator' });
    await fill('Your investment', '100000');
    await fill('Next round: pre-money valuation', '8000000');
    await fill('Next round: new money raised', '2000000');
    expect(result()).toHaveTextContent('buys about 2 % of the company before the next round.');
    expect(result()).toHaveTextContent('converts to about 1.4 %, at the valuation cap price.');
  });

  it('MFN: the round price, or a later SAFE’s terms once given', async () => {
    renderSimulator({ variant: 'mfn', valuationCapDollars: null, discountPercent: null });
    await screen.findByRole('heading', { name: 'SAFE simulator' });
    await fill('Your investment', '100000');
    await fill('Next round: pre-money valuation', '8000000');
    await fill('Next round: new money raised', '2000000');
    expect(result()).toHaveTextContent('converts to about 1 %, at the round price.');
    await fill("A later SAFE's discount (optional)", '20');
    expect(result()).toHaveTextContent('converts to about 1.25 %, at the discounted round price.');
  });

  it('says what is wrong with a figure, on its field', async () => {
    renderSimulator({ variant: 'cap', valuationCapDollars: 5_000_000, discountPercent: null });
    await screen.findByRole('heading', { name: 'SAFE simulator' });
    await fill('Your investment', 'lots');
    expect(screen.getByText('"lots" is not a dollar amount, e.g. 1,250.50.')).toBeVisible();
    expect(result()).toHaveTextContent('Fix the highlighted figures to see the result.');
    await fill('Your investment', '1000');
    await fill('Next round: option pool', '85');
    await fill('Next round: new money raised', '5,000,000');
    await fill('Next round: pre-money valuation', '20,000,000');
    expect(screen.getByText('The option pool leaves nothing for existing holders.')).toBeVisible();
  });

  it('says so when the project has no offering', async () => {
    server.use(apiTable({}));
    renderWithProviders(<SafeSimulator slug="nothing" />);
    expect(await screen.findByText('This project has no SAFE offering to simulate.')).toBeVisible();
  });
});
