/**
 * The offering page's SAFE simulator on the offering's real SAFE stack: the SAFEs already
 * sold (the offering's committed total) and the visitor's, converted exactly by
 * shared/conversion with founders holding 10,000,000 shares. Figures derived by hand:
 *
 * Cap: $400,000 sold and $100,000 more at a $5,000,000 post-money cap are 10 % of the
 * Company Capitalization, so Cc = 10,000,000 ÷ 0.9 and the Safe Price is $5,000,000 ÷ Cc =
 * $0.45: the $100,000 becomes ⌊100,000 ÷ 0.45⌋ = 222,222 shares and the $400,000 888,888.
 * A $20,000,000 pre-money round prices at $20,000,000 ÷ Cc = $1.80, so $5,000,000 buys
 * ⌊5,000,000 ÷ 1.8⌋ = 2,777,777 shares: 13,888,887 after. 222,222 of them is 1.6 % (to
 * three places) and the SAFEs' 1,111,110 are 8 %.
 *
 * With $300,000 sold here and $100,000 sold outside LaunchFund on the same terms, the stack
 * is the same $500,000 at the same cap: the same 222,222 shares and 13,888,887 in all, and
 * this offering's SAFEs ($400,000) hold ⌊300,000 ÷ 0.45⌋ + 222,222 = 888,888 of them: 6.4 %.
 *
 * Discount: 20 % off, no cap, in an $8,000,000 + $2,000,000 round: D = $500,000 ÷ 0.8 =
 * $625,000, the round's price is ($8,000,000 − D) ÷ 10,000,000 = $0.7375 and the discount
 * price $0.59: ⌊100,000 ÷ 0.59⌋ = 169,491 shares, ⌊400,000 ÷ 0.59⌋ = 677,966, and the new
 * money ⌊2,000,000 ÷ 0.7375⌋ = 2,711,864: 13,559,321 after, of which 169,491 is 1.25 %.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { PublicOutsideSafe } from '../../../shared/conversion/api';
import type { OfferingView } from '../../../shared/investing/api';
import { SafeSimulator } from '../../../web/features/offering-simulator/safe-simulator';
import { offering } from '../investing/fixtures';
import { apiTable, server } from '../msw';
import { renderWithProviders } from '../render';

function renderSimulator(
  terms: Partial<OfferingView>,
  outsideSafes: PublicOutsideSafe[] | null = [],
) {
  server.use(
    apiTable({
      '/api/projects/codecanvas/offering': { offering: offering({ slug: 'codecanvas', ...terms }) },
      // null: the outside SAFEs cannot be loaded (the table answers 404).
      ...(outsideSafes ? { '/api/projects/codecanvas/outside-safes': { outsideSafes } } : {}),
    }),
  );
  return renderWithProviders(<SafeSimulator slug="codecanvas" />);
}

async function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await Promise.resolve();
}

async function round(amount: string, preMoney: string, newMoney: string, pool: string) {
  await screen.findByRole('heading', { name: 'SAFE simulator' });
  await fill('Your investment', amount);
  await fill('Next round: pre-money valuation', preMoney);
  await fill('Next round: new money raised', newMoney);
  await fill('Next round: option pool', pool);
}

const result = () => screen.getByTestId('simulator-result');

describe('the SAFE simulator on the real SAFE stack', () => {
  it('counts the SAFEs already sold at a cap, exactly', async () => {
    renderSimulator({
      variant: 'cap',
      valuationCapDollars: 5_000_000,
      discountPercent: null,
      committedCents: 40_000_000,
    });
    await round('100,000', '20,000,000', '5,000,000', '0');
    expect(result()).toHaveTextContent(
      "Counting the $400,000 of SAFEs already sold in this offering, the exact conversion gives you 222,222 shares, 1.6 % of the 13,888,887 shares after the round, and this offering's SAFEs together 8 % (if the founders hold 10,000,000 shares before it).",
    );
  });

  it('counts them at a discount, exactly', async () => {
    renderSimulator({
      variant: 'discount',
      valuationCapDollars: null,
      discountPercent: 20,
      committedCents: 40_000_000,
    });
    await round('100,000', '8,000,000', '2,000,000', '0');
    expect(result()).toHaveTextContent(
      'the exact conversion gives you 169,491 shares, 1.25 % of the 13,559,321 shares after the round',
    );
  });

  it('says when nothing is sold yet, and makes the pool its share of the company after the round', async () => {
    renderSimulator({
      variant: 'cap',
      valuationCapDollars: 5_000_000,
      discountPercent: null,
      committedCents: 0,
    });
    await round('100,000', '20,000,000', '5,000,000', '10');
    const text = result().textContent ?? '';
    expect(text).toMatch(/With no other SAFEs sold in this offering yet, the exact conversion/);
    // The single-SAFE model's 1.4 % (2 % of the company × (80 % − 10 %)) holds on the stack too.
    expect(text).toMatch(/gives you [\d,]+ shares, 1\.4 % of the/);
  });

  it("counts the SAFEs the company sold outside LaunchFund, but not as this offering's", async () => {
    renderSimulator(
      {
        variant: 'cap',
        valuationCapDollars: 5_000_000,
        discountPercent: null,
        committedCents: 30_000_000,
      },
      [
        {
          purchaseCents: 10_000_000,
          valuationCapDollars: 5_000_000,
          discountPercent: null,
          mfn: false,
          issuedOn: '2026-06-01',
        },
      ],
    );
    await round('100,000', '20,000,000', '5,000,000', '0');
    expect(result()).toHaveTextContent(
      "Counting the $300,000 of SAFEs already sold in this offering and the $100,000 the company sold outside LaunchFund, the exact conversion gives you 222,222 shares, 1.6 % of the 13,888,887 shares after the round, and this offering's SAFEs together 6.4 %",
    );
  });

  it('claims nothing about the stack when the outside SAFEs cannot be loaded', async () => {
    renderSimulator(
      { variant: 'cap', valuationCapDollars: 5_000_000, discountPercent: null },
      null,
    );
    await round('100,000', '20,000,000', '5,000,000', '0');
    expect(result()).toHaveTextContent(/converts to about/);
    expect(result()).not.toHaveTextContent(/exact conversion/);
  });
});
