import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { InvestorDashboardView } from '../../../web/features/investor-dashboard/investor-dashboard-view';
import { seriousAxeViolations } from '../public/axe';
import { investorFixture } from './fixtures';
import { renderView } from './render-view';

function renderInvestor(data = investorFixture) {
  return renderView(<InvestorDashboardView data={data} chartWidth={480} />);
}

const card = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.closest('dl') as HTMLElement);
};

describe('InvestorDashboardView', () => {
  it('shows total invested, active investments across N projects, and the balance', () => {
    renderInvestor();
    expect(card('Total Invested').getByText('$45,000')).toBeInTheDocument();
    // Cancellable money in escrow is not called completed: the card says what is settled.
    expect(
      card('Total Invested').getByText('$25,000 settled · $20,000 committed, in escrow'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Completed investments')).toBeNull();
    expect(card('Active Investments').getByText('4')).toBeInTheDocument();
    expect(card('Active Investments').getByText('Across 3 projects')).toBeInTheDocument();
    expect(card('Available Balance').getByText('$25,000')).toBeInTheDocument();
  });

  it('says "Across 1 project" in the singular', () => {
    renderInvestor({ ...investorFixture, activeInvestments: 1, distinctProjects: 1 });
    expect(screen.getByText('Across 1 project')).toBeInTheDocument();
  });

  it("shows the page's balance card (the wallet, with Add Funds) in place of its own figure", () => {
    renderView(
      <InvestorDashboardView
        data={investorFixture}
        chartWidth={480}
        balanceCard={<section aria-label="Wallet balance">Add Funds here</section>}
      />,
    );
    expect(screen.getByRole('region', { name: 'Wallet balance' })).toBeInTheDocument();
    expect(screen.queryByText('Available Balance', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('lists the portfolio with equity, date, amount and a coloured status badge', () => {
    renderInvestor();
    const portfolio = within(screen.getByRole('region', { name: 'Investment Portfolio' }));
    const [completed, pending, refunded] = portfolio.getAllByRole('listitem');
    expect(completed).toHaveTextContent('CodeBuddy AI');
    // The ownership at the cap, to three decimals as My Investments shows it.
    expect(completed).toHaveTextContent('0.034% equity at the cap');
    // An uncapped SAFE names no ownership rather than '0%'.
    expect(refunded).not.toHaveTextContent('equity');
    expect(completed).toHaveTextContent('Mar 10, 2026');
    expect(completed).toHaveTextContent('$25,000');
    expect(within(completed!).getByRole('link', { name: 'CodeBuddy AI' })).toHaveAttribute(
      'href',
      '/project/codebuddy-ai',
    );
    expect(completed!.querySelector('img')).toHaveAttribute(
      'src',
      '/images/projects/codebuddy-ai-cover.webp',
    );
    // The cover shown whole in a box of its shape, not its middle cropped to a square
    // (cut words such as "ync" showed).
    const thumbnail = getComputedStyle(completed!.querySelector('img')!);
    expect(thumbnail.objectFit).toBe('contain');
    expect(thumbnail.aspectRatio).toBe('16 / 9');
    // The investment machine's one vocabulary, as on My Investments.
    expect(within(completed!).getByText('Settled')).toHaveAttribute('data-palette', 'green');
    expect(within(pending!).getByText('Committed')).toHaveAttribute('data-palette', 'yellow');
    expect(within(refunded!).getByText('Cancelled')).toHaveAttribute('data-palette', 'red');
    expect(portfolio.queryByText('Pending')).toBeNull();
    expect(portfolio.queryByText('Refunded')).toBeNull();
    expect(portfolio.getByRole('link', { name: 'View All Investments' })).toHaveAttribute(
      'href',
      '/investor/investments',
    );
  });

  it('names a settled SAFE by what became of it, as My Investments does', async () => {
    const [settled, ...rest] = investorFixture.investments;
    renderInvestor({
      ...investorFixture,
      investments: [{ ...settled!, safeOutcome: 'written_off' }, ...rest],
    });
    const portfolio = within(await screen.findByRole('region', { name: 'Investment Portfolio' }));
    const [writtenOff] = portfolio.getAllByRole('listitem');
    expect(within(writtenOff!).getByText('Written off')).toHaveAttribute('data-palette', 'red');
    expect(portfolio.queryByText('Settled')).toBeNull();
  });

  it("shows the distribution by the projects' own categories in whole percents", async () => {
    renderInvestor();
    const pie = screen.getByRole('img', { name: 'Portfolio distribution by category' });
    // nivo loads when the chart is first drawn (lazy): wait for the drawing.
    await waitFor(() => expect(pie.querySelector('svg')).not.toBeNull());
    for (const label of ['71%', '29%']) expect(within(pie).getByText(label)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Portfolio distribution by category' });
    expect(
      within(table).getByRole('row', { name: 'Artificial Intelligence 71% ($25,000)' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Finance 29% ($10,000)' })).toBeInTheDocument();
    expect(within(table).queryByText('SaaS')).toBeNull();
  });

  it('recommends three projects, each linking to its page with goal and equity', () => {
    renderInvestor();
    const region = within(screen.getByRole('region', { name: 'Recommended Projects' }));
    const items = region.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const fitpulse = items[1]!;
    expect(within(fitpulse).getByRole('link', { name: 'FitPulse' })).toHaveAttribute(
      'href',
      '/project/fitpulse',
    );
    expect(fitpulse).toHaveTextContent('FitPulse tagline');
    expect(fitpulse).toHaveTextContent('$200,000');
    expect(fitpulse).toHaveTextContent('12%');
    expect(items[2]).toHaveTextContent('7.5%');
    expect(region.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/projects');
  });

  it('tells a new investor their portfolio is empty', () => {
    renderInvestor({ ...investorFixture, investments: [], distribution: [] });
    expect(screen.getByText('You have not invested yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /distribution/ })).toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderInvestor();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
