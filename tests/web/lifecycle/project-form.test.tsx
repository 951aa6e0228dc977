import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { ApiError } from '../../../web/lib/api-client';
import { renderWithProviders } from '../render';

const NOW = () => new Date('2026-11-21T12:00:00Z');

function renderForm(onSubmit = vi.fn(async () => {})) {
  renderWithProviders(<ProjectForm submitLabel="Save draft" onSubmit={onSubmit} now={NOW} />);
  return onSubmit;
}

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidProject() {
  fill(/^title/i, 'Ledger Lens');
  fill(/^tagline/i, 'Bookkeeping that reads your bank feed');
  fill(/^description/i, 'Ledger Lens reconciles SaaS revenue with the bank feed every night.');
  fill(/^category/i, 'Finance');
  fill(/^funding goal/i, '$150,000');
  fill(/^equity offered/i, '8.5');
  fill(/^minimum investment/i, '1,000');
  fill(/^end date/i, '2027-03-01');
}

async function submit() {
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
}

describe('ProjectForm', () => {
  it('shows a clear message on every required field left empty, and sends nothing', async () => {
    const onSubmit = renderForm();
    await submit();
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Enter a tagline.')).toBeInTheDocument();
    expect(screen.getByText('Enter a description.')).toBeInTheDocument();
    expect(screen.getByText('Choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Enter the funding goal in whole dollars.')).toBeInTheDocument();
    expect(screen.getByText('Enter the equity offered as a percent.')).toBeInTheDocument();
    expect(screen.getByText('Enter the minimum investment in whole dollars.')).toBeInTheDocument();
    expect(screen.getByText('Choose an end date.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^title/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    [/^funding goal/i, '0', 'The funding goal must be a positive amount.'],
    [/^funding goal/i, '1500.50', 'The funding goal must be a whole number of dollars.'],
    [/^minimum investment/i, '200000', 'The minimum investment cannot be above the funding goal.'],
    [/^equity offered/i, '0', 'The equity offered must be above 0%.'],
    [/^equity offered/i, '120', 'The equity offered must be at most 100%.'],
    [/^end date/i, '2026-11-21', 'The end date must be in the future.'],
    [/^website/i, 'ledgerlens', 'Enter a full website address, like https://example.com.'],
  ])('explains a bad %s (%s)', async (label, value, message) => {
    const onSubmit = renderForm();
    fillValidProject();
    fill(label, value);
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field error once the field is changed', async () => {
    renderForm();
    await submit();
    expect(await screen.findByText('Enter a title.')).toBeInTheDocument();
    fill(/^title/i, 'Ledger Lens');
    expect(screen.queryByText('Enter a title.')).not.toBeInTheDocument();
  });

  it('sends typed amounts once everything is valid', async () => {
    const onSubmit = renderForm();
    fillValidProject();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Ledger Lens',
        category: 'Finance',
        fundingGoal: 150_000,
        equity: 8.5,
        minimumInvestment: 1_000,
        endDate: '2027-03-01',
        coverImage: '/images/covers/default.svg',
      }),
    );
  });

  it("shows the server's field messages, e.g. a title already in use", async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiError(422, 'validation_failed', 'Check the highlighted fields.', {
          title: 'Another project already uses a title like this one. Choose a different title.',
        });
      }),
    );
    fillValidProject();
    await submit();
    expect(
      await screen.findByText(
        'Another project already uses a title like this one. Choose a different title.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Check the highlighted fields.')).toBeInTheDocument();
  });

  it('shows a conflict from the server as a message on the form', async () => {
    renderForm(
      vi.fn(async () => {
        throw new ApiError(
          409,
          'conflict',
          'This project was changed since you opened it. Reload it to see the latest version.',
        );
      }),
    );
    fillValidProject();
    await submit();
    expect(await screen.findByText(/changed since you opened it/)).toBeInTheDocument();
  });
});
