import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { formValuesOf } from '../../../web/features/creator-projects/form-values';
import { draftInputOf } from '../../../shared/schemas/project-draft';
import { renderWithProviders } from '../render';
import { managedProject } from './fixtures';

const NOW = () => new Date('2026-11-21T12:00:00Z');
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm(initialValues?: ReturnType<typeof formValuesOf>) {
  const onSubmit = vi.fn(async (_body: Record<string, unknown>) => {});
  renderWithProviders(
    <ProjectForm
      submitLabel="Save draft"
      onSubmit={onSubmit}
      now={NOW}
      initialValues={initialValues}
    />,
  );
  return onSubmit;
}

function fillValidProject() {
  fill(/^title/i, 'Ledger Lens');
  fill(/^tagline/i, 'Bookkeeping that reads your bank feed');
  fill(/^description/i, 'Ledger Lens reconciles SaaS revenue with the bank feed every night.');
  fill(/^category/i, 'Finance');
  fill(/^funding goal/i, '$150,000');
  fill(/^equity offered/i, '10');
  fill(/^minimum investment/i, '1,000');
  fill(/^end date/i, '2027-03-01');
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

describe('ProjectForm: SAFE terms', () => {
  it('sends no terms while the SAFE type is "Default terms"', async () => {
    const onSubmit = renderForm();
    fillValidProject();
    expect(screen.queryByLabelText(/valuation cap/i)).toBeNull();
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('terms');
  });

  it("shows the shared schema's message on the terms field, then sends the terms", async () => {
    const onSubmit = renderForm();
    fillValidProject();
    fill(/^safe type/i, 'cap_and_discount');
    fill(/valuation cap/i, '100,000');
    fill(/discount/i, '20');
    await save();
    expect(
      await screen.findByText('The valuation cap must be above the maximum raise.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fill(/valuation cap/i, '1,500,000');
    fill(/maximum raise/i, '200,000');
    await userEvent.click(screen.getByText('Investors get a pro-rata side letter'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      terms: {
        variant: 'cap_and_discount',
        valuationCapDollars: 1_500_000,
        discountPercent: 20,
        proRata: true,
        maximumRaise: 200_000,
      },
    });
  });

  it('loads stored terms back into the edit form', () => {
    const project = managedProject({
      terms: {
        variant: 'discount',
        discountPercent: 15,
        proRata: true,
        minimumInvestmentCents: 100_000,
        fundingGoalCents: 15_000_000,
        maximumRaiseCents: 18_000_000,
        endDate: '2027-03-01T23:59:59.000Z',
      },
    });
    renderForm(formValuesOf(draftInputOf(project)));
    expect(screen.getByLabelText(/^safe type/i)).toHaveValue('discount');
    expect(screen.getByLabelText(/discount/i)).toHaveValue('15');
    expect(screen.getByLabelText(/maximum raise/i)).toHaveValue('180000');
    expect(screen.queryByLabelText(/valuation cap/i)).toBeNull();
  });
});
