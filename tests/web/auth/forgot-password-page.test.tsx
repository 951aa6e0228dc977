import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../web/app/providers';
import userEvent from '@testing-library/user-event';
import { clearToasts, createTestSession, renderRoutesWithSession } from '../session-test-utils';

const resetPasswordForEmail = vi.fn(async (_email: string, _options: { redirectTo: string }) => ({
  data: {},
  error: null as Error | null,
}));
vi.mock('../../../web/lib/supabase', () => ({
  loadSupabase: async () => ({ auth: { resetPasswordForEmail } }),
}));

const { ForgotPasswordPage } = await import('../../../web/pages/auth/forgot-password-page');

function renderPage() {
  return renderRoutesWithSession(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/login', element: <h1>Login</h1> },
    ],
    '/forgot-password',
  );
}

afterEach(() => {
  clearToasts();
  resetPasswordForEmail.mockClear();
});

describe('ForgotPasswordPage', () => {
  it('asks for a link to /reset-password and gives the same answer for any address', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(/If an account exists for nobody@example.com, we have sent a link/),
    ).toBeInTheDocument();
    expect(resetPasswordForEmail).toHaveBeenCalledWith('nobody@example.com', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('refuses an invalid address without a request', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });

  it("shows the server's message when the request fails, and keeps the form", async () => {
    resetPasswordForEmail.mockResolvedValueOnce({
      data: {},
      error: new Error('For security purposes, you can only request this after 41 seconds.'),
    });
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('For security purposes, you can only request this after 41 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('works in the server HTML without the app, and checks the address itself once hydrated', async () => {
    const { actor } = createTestSession();
    const ui = (
      <AppProviders session={actor}>
        <MemoryRouter initialEntries={['/forgot-password']}>
          <ForgotPasswordPage />
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.replaceChildren(container);
    const form = within(container).getByRole('form', { name: 'Reset password' });
    // Without the app the browser checks the address and posts it to the worker, which
    // redirects to the Check your email notice (hidden until targeted).
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/forgot-password');
    expect(form).not.toHaveAttribute('novalidate');
    const email = within(form).getByRole('textbox', { name: /email/i });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(container.querySelector('#reset-link-sent')).toHaveTextContent('Check your email');

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(form).toHaveAttribute('novalidate');
    expect(container.querySelector('#reset-link-sent')).toBeNull();
  });
});
