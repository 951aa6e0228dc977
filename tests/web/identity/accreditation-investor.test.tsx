import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCREDITATION_STATEMENT } from '../../../shared/identity/accreditation';
import { InvestorProfileForm } from '../../../web/features/investing/profile/investor-profile-form';
import { LimitSummary } from '../../../web/features/investing/profile/limit-summary';
import { renderWithProviders } from '../render';
import { renderWithSession } from '../session-test-utils';
import { investor, profileAnswer } from '../investing/fixtures';

describe("the investor's accredited statement", () => {
  it('shows the statement being certified once "accredited" is ticked', async () => {
    renderWithSession(<InvestorProfileForm profile={null} />, { user: investor });
    expect(screen.queryByTestId('accreditation-statement')).toBeNull();
    await userEvent.click(screen.getByText('I am an accredited investor'));
    const statement = screen.getByTestId('accreditation-statement');
    expect(statement).toHaveTextContent(ACCREDITATION_STATEMENT);
    expect(statement).toHaveTextContent('ask again after 12 months');
  });

  it('says when the statement was certified and when it is asked again', () => {
    renderWithProviders(
      <LimitSummary
        limits={profileAnswer({
          limitCents: null,
          remainingLimitCents: null,
          accreditation: {
            certifiedAt: '2026-03-01T09:00:00.000Z',
            wordingVersion: '2026-11-v1',
            statement: ACCREDITATION_STATEMENT,
            expiresAt: '2027-03-01T09:00:00.000Z',
            lapsed: false,
          },
        })}
      />,
    );
    expect(
      screen.getByText('Certified on Mar 1, 2026; we ask again on Mar 1, 2027'),
    ).toBeInTheDocument();
  });

  it('says a lapsed statement no longer lifts the limit and how to certify again', () => {
    renderWithProviders(
      <LimitSummary
        limits={profileAnswer({
          accreditation: {
            certifiedAt: '2025-01-01T09:00:00.000Z',
            wordingVersion: '2026-11-v1',
            statement: ACCREDITATION_STATEMENT,
            expiresAt: '2026-01-01T09:00:00.000Z',
            lapsed: true,
          },
        })}
      />,
    );
    expect(
      screen.getByText(
        'Lapsed on Jan 1, 2026: save your profile as accredited again to certify again',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('No limit (accredited investor)')).toBeNull();
  });
});
