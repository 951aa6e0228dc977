import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectForm } from '../../../web/features/creator-projects/project-form';
import { renderWithProviders } from '../render';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderForm() {
  renderWithProviders(
    <ProjectForm
      submitLabel="Save draft"
      onSubmit={vi.fn(async () => {})}
      now={() => new Date('2026-11-21T12:00:00Z')}
    />,
  );
}

describe('ProjectForm: the figures a founder would otherwise work out', () => {
  it('shows the $500 minimum floor before it is broken', () => {
    renderForm();
    expect(screen.getByText('At least $500, and not above the goal.')).toBeInTheDocument();
  });

  it('computes the equity a cap means and fills it in', async () => {
    renderForm();
    fill(/^funding goal/i, '$150,000');
    fill(/^equity offered/i, '10');
    fill(/^safe type/i, 'cap');
    fill(/valuation cap/i, '2,000,000');
    expect(
      screen.getByText('A $150,000 goal at a $2,000,000 cap is 7.5 % of the company.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/divided by the cap/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Set equity offered to 7.5 %' }));
    expect(screen.getByLabelText(/^equity offered/i)).toHaveValue('7.5');
    expect(screen.getByText(/The equity offered matches\./)).toBeInTheDocument();
  });

  it('computes the cap the equity offered means and fills it in', async () => {
    renderForm();
    fill(/^funding goal/i, '$150,000');
    fill(/^equity offered/i, '12');
    fill(/^safe type/i, 'cap');
    expect(
      screen.getByText('For 12 % at a $150,000 goal, the cap is $1,250,000.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use $1,250,000 as the cap' }));
    expect(screen.getByLabelText(/valuation cap/i)).toHaveValue('1250000');
  });
});
