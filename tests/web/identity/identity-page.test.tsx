import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { IdentityStatus } from '../../../shared/identity/check';
import { IdentityPage } from '../../../web/features/identity/identity-page';
import { recordRequests, server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import { renderWithSession, testUser } from '../session-test-utils';
import { identityAnswer, SIMULATED_NOTICE } from './fixtures';

const investor = testUser({ id: 'investor-1', role: 'investor', name: 'Ivy Investor' });

/** GET answers `status`; POST answers what `decide` says for the body it gets. */
function stubIdentity(
  status: IdentityStatus,
  decide: (body: Record<string, unknown>) => Response = () =>
    HttpResponse.json(identityAnswer('verified'), { status: 201 }),
) {
  const requests = recordRequests();
  server.use(
    http.get('*/api/identity', () => HttpResponse.json(identityAnswer(status))),
    http.post('*/api/identity/check', async ({ request }) =>
      decide((await request.json()) as Record<string, unknown>),
    ),
  );
  return requests;
}

async function fillForm(last4: string) {
  await userEvent.type(await screen.findByLabelText(/Legal name/), 'Ivy Investor');
  await userEvent.type(screen.getByLabelText(/Date of birth/), '1990-04-12');
  await userEvent.type(screen.getByLabelText(/Street address/), '1 Market Street');
  await userEvent.type(screen.getByLabelText(/^City/), 'San Francisco');
  await userEvent.type(screen.getByLabelText(/State or region/), 'CA');
  await userEvent.type(screen.getByLabelText(/Postal code/), '94105');
  await userEvent.type(screen.getByLabelText(/Last four digits of your tax id/), last4);
}

describe('the identity verification page', () => {
  it('says the provider is simulated, sends only the last four digits and shows the verified status', async () => {
    const requests = stubIdentity('unverified');
    renderWithSession(<IdentityPage />, { user: investor });
    const notice = await screen.findByTestId('simulated-identity-notice');
    // Said once: a title above the notice repeated its first words (the 1280 px walk).
    expect(notice.textContent).toBe(SIMULATED_NOTICE);
    await fillForm('0000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    // Verified: the form is gone, nothing more to send.
    expect(screen.queryByRole('form', { name: 'Identity check' })).toBeNull();
    const post = requests.find((r) => r.method === 'POST');
    expect(await post?.json()).toEqual({
      legalName: 'Ivy Investor',
      dateOfBirth: '1990-04-12',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        region: 'CA',
        postalCode: '94105',
        country: 'US',
      },
      taxIdLast4: '0000',
    });
  });

  it('shows a failed check with its reason and lets the person try again', async () => {
    stubIdentity('unverified', () => HttpResponse.json(identityAnswer('failed'), { status: 201 }));
    renderWithSession(<IdentityPage />, { user: investor });
    await fillForm('1111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your identity check did not pass');
    expect(alert).toHaveTextContent(
      'The name and date of birth do not match the records for this tax id.',
    );
    expect(screen.getByRole('form', { name: 'Identity check' })).toBeInTheDocument();
  });

  it('shows a check waiting for manual review, without the form', async () => {
    stubIdentity('pending_review');
    renderWithSession(<IdentityPage />, { user: investor });
    expect(
      await screen.findByText('Your check is waiting for a manual review'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Identity check' })).toBeNull();
  });

  it('puts each refusal of the server beside its field', async () => {
    stubIdentity('unverified', () =>
      HttpResponse.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields.',
            details: {
              taxIdLast4: 'Enter only the last four digits of your tax id, never the whole number.',
              'address.postalCode': 'Enter a valid postal code.',
            },
          },
        },
        { status: 422 },
      ),
    );
    renderWithSession(<IdentityPage />, { user: investor });
    await fillForm('12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify identity' }));
    expect(
      await screen.findByText(
        'Enter only the last four digits of your tax id, never the whole number.',
      ),
    ).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Identity check' });
    expect(within(form).getByText('Enter a valid postal code.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    stubIdentity('unverified');
    const { container } = renderWithSession(<IdentityPage />, { user: investor });
    await screen.findByLabelText(/Legal name/);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
