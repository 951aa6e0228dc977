import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetProviderAvailability } from '../../../web/features/auth/auth-providers';
import { AppProviders } from '../../../web/app/providers';
import { apiQueryKey } from '../../../web/lib/api-query-key';
import { createQueryClient } from '../../../web/lib/query-client';
import { clearToasts, renderWithSession } from '../session-test-utils';
import { authSettings, pathsOf, recordRequests, server } from '../msw';

const signInWithOAuth = vi.fn(async (_options: unknown) => ({
  data: {},
  error: null as Error | null,
}));
vi.mock('../../../web/lib/supabase', () => ({
  loadSupabase: async () => ({ auth: { signInWithOAuth } }),
}));

const { OAuthButtons } = await import('../../../web/features/auth/oauth-buttons');

beforeEach(() => {
  resetProviderAvailability();
  server.use(authSettings({ email: true, google: true, github: true }));
});
afterEach(() => {
  signInWithOAuth.mockClear();
  clearToasts();
});

describe('OAuthButtons with providers enabled', () => {
  it('starts the provider sign-in, returning to /login', async () => {
    renderWithSession(<OAuthButtons />);
    const github = screen.getByRole('button', { name: 'GitHub' });
    await waitFor(() => expect(github).toBeEnabled());
    expect(screen.queryByText(/not enabled on this server/)).not.toBeInTheDocument();
    await userEvent.setup().click(github);
    await waitFor(() =>
      expect(signInWithOAuth).toHaveBeenCalledWith({
        provider: 'github',
        options: { redirectTo: `${window.location.origin}/login` },
      }),
    );
  });

  it("shows the server's message when the provider sign-in fails", async () => {
    signInWithOAuth.mockResolvedValueOnce({
      data: {},
      error: new Error('Provider is not enabled'),
    });
    renderWithSession(<OAuthButtons />);
    const google = screen.getByRole('button', { name: 'Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await userEvent.setup().click(google);
    expect(await screen.findByText('Provider is not enabled')).toBeInTheDocument();
  });
});

describe('OAuthButtons on a page rendered with the auth settings', () => {
  it('draws the providers that are off in its first render, without asking again', async () => {
    // The server render's answer, as the boot payload brings it into the cache.
    const client = createQueryClient();
    client.setQueryData(apiQueryKey('/auth/v1/settings'), {
      external: { email: true, google: false, github: false },
    });
    const requests = recordRequests();
    render(
      <AppProviders queryClient={client}>
        <OAuthButtons />
      </AppProviders>,
    );
    // Synchronously, as the server's HTML shows it and the browser hydrates it.
    expect(
      screen.getByText(
        'Google and GitHub sign-in are not enabled on this server. Please use your email and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Google' })).not.toHaveAttribute('aria-busy', 'true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pathsOf(requests)).not.toContain('/auth/v1/settings');
  });
});
