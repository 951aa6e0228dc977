import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LiveTermsForm } from '../../../web/features/creator-projects/live-terms-form';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

const creator = testUser({ id: 'creator-1', role: 'creator' });
const live = managedProject({
  status: 'active',
  investors: 3,
  termsVersion: 1,
  minimumInvestment: 500,
  terms: {
    variant: 'cap',
    valuationCapDollars: 1_500_000,
    proRata: false,
    minimumInvestmentCents: 50_000,
    fundingGoalCents: 15_000_000,
    maximumRaiseCents: 15_000_000,
    endDate: '2027-03-01T23:59:59.000Z',
  },
});
const NOW = () => new Date('2026-11-23T12:00:00.000Z');

function stub() {
  const requests = recordRequests();
  server.use(
    http.post('*/api/creator/projects/:id/terms', () =>
      HttpResponse.json({
        project: live,
        change: {
          changed: true,
          material: true,
          reconfirmations: 3,
          reconfirmBy: '2026-11-30T12:00:00.000Z',
        },
      }),
    ),
  );
  return requests;
}

describe('LiveTermsForm', () => {
  it('spells out the consequence of a material change before recording it', async () => {
    const requests = stub();
    renderWithSession(<LiveTermsForm project={live} now={NOW} />, { user: creator });
    const goal = screen.getByRole('textbox', { name: /funding goal/i });
    await userEvent.clear(goal);
    await userEvent.type(goal, '120000');
    await userEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/3 investors must reconfirm within 5 business days/),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the terms' }));
    expect(await screen.findByText('Terms changed')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(await post.json()).toMatchObject({
      fundingGoal: 120_000,
      termsVersion: 1,
      terms: { variant: 'cap', valuationCapDollars: 1_500_000 },
    });
  });

  it('says a higher maximum raise needs no reconfirmation', async () => {
    stub();
    renderWithSession(<LiveTermsForm project={live} now={NOW} />, { user: creator });
    const maximum = screen.getByRole('textbox', { name: /maximum raise/i });
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/not material: no investor needs to reconfirm/),
    ).toBeInTheDocument();
  });

  it('shows the shared schema’s field message and sends nothing', async () => {
    const requests = stub();
    renderWithSession(<LiveTermsForm project={live} now={NOW} />, { user: creator });
    const cap = screen.getByRole('textbox', { name: /valuation cap/i });
    await userEvent.clear(cap);
    await userEvent.type(cap, '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    expect(
      await screen.findByText('The valuation cap must be above the maximum raise.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
