import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewCard } from '../../../web/features/admin-review/review-card';
import { renderWithSession, testUser } from '../session-test-utils';
import { managedProject } from './fixtures';
import type * as TermsModule from '../../../web/features/admin-review/review-terms';

// Counts the renders of the project's terms, one of the details above the verdicts.
const termsRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../web/features/admin-review/review-terms', async (importOriginal) => {
  const real = await importOriginal<typeof TermsModule>();
  return {
    ...real,
    ReviewTerms: (props: Parameters<typeof real.ReviewTerms>[0]) => {
      termsRenders.count += 1;
      return real.ReviewTerms(props);
    },
  };
});

const admin = testUser({ id: 'admin-1', role: 'admin', email: 'admin@example.com' });
const inReview = managedProject({ status: 'in_review', submittedAt: '2026-11-21T09:00:00.000Z' });

describe('ReviewCard, a verdict opens alone', () => {
  it('draws the note field without drawing the project details again', async () => {
    renderWithSession(<ReviewCard project={inReview} onVerdict={vi.fn()} />, { user: admin });
    const before = termsRenders.count;
    expect(before).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByLabelText(/Note to the creator/)).toBeVisible();
    expect(termsRenders.count).toBe(before);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByLabelText(/Reason for rejecting/)).toBeVisible();
    expect(termsRenders.count).toBe(before);
  });
});
