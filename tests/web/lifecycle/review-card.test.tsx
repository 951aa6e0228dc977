import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { seriousAxeViolations } from '../public/axe';
import userEvent from '@testing-library/user-event';
import { ReviewCard } from '../../../web/features/admin-review/review-card';
import { ApiError } from '../../../web/lib/api-client';
import { renderWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });
/** The card as a signed-in admin sees it (the permissions hook reads the session). */
const renderWithProviders = (ui: ReactElement) => renderWithSession(ui, { user: admin });

const inReview = managedProject({ status: 'in_review', submittedAt: '2026-11-21T09:00:00.000Z' });

describe('ReviewCard', () => {
  it('shows the details the admin reviews', () => {
    renderWithProviders(<ReviewCard project={inReview} onVerdict={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.getByText(inReview.description)).toBeInTheDocument();
    expect(screen.getByText(/By Casey Creator/)).toBeInTheDocument();
    // The goal among the facts, and the terms' goal and maximum raise (the goal, when unset).
    expect(screen.getAllByText('$150,000')).toHaveLength(3);
    expect(screen.getByText('8.5%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ledgerlens.example' })).toHaveAttribute(
      'href',
      'https://ledgerlens.example/',
    );
  });

  it('offers no verdict to anyone but an admin (the machine decides)', () => {
    renderWithSession(<ReviewCard project={inReview} onVerdict={vi.fn()} />, {
      user: testUser({ id: 'creator-1', role: 'creator' }),
    });
    expect(screen.getByRole('heading', { name: 'Ledger Lens' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('approves after a confirmation that spells out the consequence', async () => {
    const onVerdict = vi.fn(async () => {});
    renderWithProviders(<ReviewCard project={inReview} onVerdict={onVerdict} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Ledger Lens?' });
    expect(dialog).toHaveTextContent('It goes live on Discover at once');
    expect(onVerdict).not.toHaveBeenCalled();
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onVerdict).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve and go live' }));
    expect(onVerdict).toHaveBeenCalledWith({ kind: 'approve' });
  });

  it('requires a note to request changes, then sends it', async () => {
    const onVerdict = vi.fn(async () => {});
    renderWithProviders(<ReviewCard project={inReview} onVerdict={onVerdict} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Write a note for the creator.')).toBeInTheDocument();
    expect(onVerdict).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByRole('textbox', { name: /note to the creator/i }),
      'Add your pricing.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(onVerdict).toHaveBeenCalledWith({ kind: 'request-changes', note: 'Add your pricing.' });
  });

  it('requires a reason to reject, and shows a refusal from the server', async () => {
    const onVerdict = vi.fn(async () => {
      throw new ApiError(409, 'invalid_transition', 'Only a project in review can be reviewed.');
    });
    renderWithProviders(<ReviewCard project={inReview} onVerdict={onVerdict} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /reason for rejecting/i }),
      'Not a SaaS business.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reject project' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Ledger Lens?' });
    expect(dialog).toHaveTextContent('the creator sees your reason');
    expect(onVerdict).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject project' }));
    await waitFor(() =>
      expect(onVerdict).toHaveBeenCalledWith({ kind: 'reject', reason: 'Not a SaaS business.' }),
    );
    expect(
      await screen.findByText('Only a project in review can be reviewed.'),
    ).toBeInTheDocument();
  });
});
