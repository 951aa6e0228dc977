import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from '../../../web/pages/public/faq-page';
import { renderRoutesWithSession } from '../session-test-utils';
import { seriousAxeViolations } from './axe';

function renderFaq() {
  return renderRoutesWithSession([{ path: '/faq', element: <FaqPage /> }], '/faq');
}

// Each question is a native details/summary: it opens without the app's JavaScript.
const details = () => [...document.querySelectorAll('details')];
const expanded = () =>
  [...document.querySelectorAll('details[open] > summary')].map((summary) => summary.textContent);
/** The summary a visitor clicks to open (or close) a question. */
const question = (text: string) => {
  const summary = screen.getByRole('heading', { name: text }).closest('summary');
  if (!summary) throw new Error(`no summary for ${text}`);
  return summary;
};

describe('FaqPage', () => {
  it('lists ten questions, all closed at first', () => {
    renderFaq();
    expect(details()).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
    expect(expanded()).toEqual([]);
    expect(screen.getByText(/Simple Agreement for Future Equity/)).not.toBeVisible();
  });

  it('opens one answer at a time, and the open one can be closed', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('How much do I need to invest?'));
    expect(expanded()).toEqual(['How much do I need to invest?']);
    expect(screen.getByText(/Each project sets its own minimum investment/)).toBeVisible();

    await user.click(question('Do investors pay any fees?'));
    expect(expanded()).toEqual(['Do investors pay any fees?']);
    expect(screen.getByText(/Investors pay no platform fee/)).toBeVisible();

    await user.click(question('Do investors pay any fees?'));
    expect(expanded()).toEqual([]);
  });

  it('answers the fee and lifecycle questions with the platform rules', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('What does it cost to raise on LaunchFund?'));
    expect(screen.getByText(/we charge 5% of the amount raised/)).toBeVisible();
    await user.click(question('How does a project get listed?'));
    expect(screen.getByText(/submits the project, our team reviews/)).toBeVisible();
    await user.click(question('What happens if a project does not reach its goal?'));
    expect(screen.getByText(/committed money back in full/)).toBeVisible();
  });

  it('links to the contact page', () => {
    renderFaq();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('has no serious or critical accessibility violations', async () => {
    const { container } = renderFaq();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
