import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { pathsOf, recordRequests, server } from '../msw';
import { IdentityGate } from '../../../web/components/identity/identity-gate';
import { renderRoutesWithSession, testUser } from '../session-test-utils';
import { identityHandler } from './fixtures';

const investor = testUser({ id: 'investor-1', role: 'investor' });
const creator = testUser({ id: 'creator-1', role: 'creator' });

function open(action: 'money' | 'offering', user = investor) {
  return renderRoutesWithSession([{ path: '/', element: <IdentityGate action={action} /> }], '/', {
    user,
  });
}

describe('the identity gate', () => {
  it('sends an unverified investor to verify first and says why', async () => {
    server.use(identityHandler('unverified'));
    open('money');
    const gate = await screen.findByTestId('identity-gate');
    expect(gate).toHaveTextContent('Identity verification required');
    expect(gate).toHaveTextContent(
      'Verify your identity before you add funds or invest: we need your legal name, date of birth, address and the last four digits of your tax id.',
    );
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/investor/verify-identity',
    );
  });

  it('sends a founder to their own verification page before submitting', async () => {
    server.use(identityHandler('failed'));
    open('offering', creator);
    const gate = await screen.findByTestId('identity-gate');
    expect(gate).toHaveTextContent('submit your offering for review');
    expect(gate).toHaveTextContent('did not pass');
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/creator/verify-identity',
    );
  });

  it('tells a person in review to wait, with nothing to do', async () => {
    server.use(identityHandler('pending_review'));
    open('money');
    expect(await screen.findByTestId('identity-gate')).toHaveTextContent(
      'Identity check in review',
    );
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).toBeNull();
  });

  it('shows nothing once verified', async () => {
    const requests = recordRequests();
    server.use(identityHandler('verified'));
    open('money');
    await waitFor(() => expect(pathsOf(requests)).toContain('/api/identity'));
    // Let the answer render before looking for the notice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('identity-gate')).toBeNull();
  });
});
