import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../render';
import { server } from '../msw';
import { seriousAxeViolations } from '../public/axe';
import type { SettingsClient } from '../../../web/features/settings/settings-client';
import { SettingsView } from '../../../web/features/settings/settings-view';

const user = {
  id: 'u1',
  email: 'ivy@example.com',
  name: 'Ivy',
  role: 'investor' as const,
  avatarUrl: null,
};
const ok = <T,>(data: T) => Promise.resolve({ data, error: null });
const refused = (message: string) => Promise.resolve({ data: null, error: { message } });

/** A stand-in for supabase-js with the calls the sections make, answering like the server. */
// The sessions section lists devices through the API (tests/web/settings/sessions-section.test.tsx).
beforeEach(() => {
  server.use(
    http.get('*/api/me/sessions', () => HttpResponse.json({ listed: true, sessions: [] })),
  );
});

function fakeClient(verifiedFactor = false) {
  const eq = vi.fn(() => Promise.resolve({ error: null }));
  const update = vi.fn(() => ({ eq }));
  const factors = verifiedFactor ? [{ id: 'f1', status: 'verified', factor_type: 'totp' }] : [];
  const auth = {
    updateUser: vi.fn(() => ok({ user })),
    reauthenticate: vi.fn(() => ok({})),
    signOut: vi.fn(() => Promise.resolve({ error: null })),
    mfa: {
      listFactors: vi.fn(() => ok({ all: factors, totp: factors, phone: [] })),
      enroll: vi.fn(() =>
        ok({
          id: 'f2',
          type: 'totp',
          totp: {
            qr_code: 'data:image/svg+xml;utf-8,<svg/>',
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://x',
          },
        }),
      ),
      challengeAndVerify: vi.fn(() => ok({})),
      unenroll: vi.fn(() => ok({ id: 'f1' })),
    },
  };
  const client = { auth, from: vi.fn(() => ({ update })) };
  return { client: client as unknown as SettingsClient, auth, update, eq };
}

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('settings', () => {
  it('saves the name to the profile', async () => {
    const { client, update, eq } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} />);
    const name = section('Name');
    await userEvent.clear(name.getByLabelText('Full name'));
    await userEvent.type(name.getByLabelText('Full name'), 'Ivy Stone');
    await userEvent.click(name.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ full_name: 'Ivy Stone' }));
    expect(eq).toHaveBeenCalledWith('id', 'u1');
    expect(await name.findByText('Name saved.')).toBeInTheDocument();
  });

  it('asks for an email change and says the link went to the new address', async () => {
    const { client, auth } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} />);
    const email = section('Email');
    await userEvent.type(email.getByLabelText(/New email/), 'ivy@new.example.com');
    await userEvent.click(email.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(auth.updateUser).toHaveBeenCalledWith(
        { email: 'ivy@new.example.com' },
        expect.any(Object),
      ),
    );
    expect(await email.findByRole('status')).toHaveTextContent(
      'confirmation link to ivy@new.example.com',
    );
  });

  it('changes the password with the current one, or with an emailed code', async () => {
    const { client, auth } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} />);
    const pw = section('Password');
    await userEvent.type(pw.getByLabelText(/New password/), 'new-password-1');
    await userEvent.click(pw.getByRole('button', { name: 'Change password' }));
    expect(await pw.findByRole('alert')).toHaveTextContent('Enter your current password');
    expect(auth.updateUser).not.toHaveBeenCalled();
    await userEvent.type(pw.getByLabelText('Current password'), 'old-password-1');
    await userEvent.click(pw.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(auth.updateUser).toHaveBeenCalledWith({
        password: 'new-password-1',
        current_password: 'old-password-1',
      }),
    );
    await userEvent.click(pw.getByRole('button', { name: 'Email me a code instead' }));
    expect(auth.reauthenticate).toHaveBeenCalled();
    await userEvent.type(pw.getByLabelText('Code from the email'), '123456');
    await userEvent.type(pw.getByLabelText(/New password/), 'newer-password-2');
    auth.updateUser.mockReturnValueOnce(refused('Current password is incorrect.') as never);
    await userEvent.click(pw.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(auth.updateUser).toHaveBeenLastCalledWith({
        password: 'newer-password-2',
        nonce: '123456',
      }),
    );
    expect(await pw.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
  });

  it('enrols TOTP with the QR code and secret, then verifies the first code', async () => {
    const { client, auth } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} />);
    const tf = section('Two-factor sign-in');
    await userEvent.click(await tf.findByRole('button', { name: 'Set up two-factor' }));
    expect(auth.mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp' });
    expect(await tf.findByAltText('QR code for your authenticator app')).toBeInTheDocument();
    expect(tf.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    auth.mfa.challengeAndVerify.mockReturnValueOnce(refused('Invalid TOTP code entered') as never);
    await userEvent.type(tf.getByLabelText(/Code from the app/), '000000');
    await userEvent.click(tf.getByRole('button', { name: 'Turn on two-factor' }));
    expect(await tf.findByRole('alert')).toHaveTextContent('Invalid TOTP code entered');
    await userEvent.clear(tf.getByLabelText(/Code from the app/));
    await userEvent.type(tf.getByLabelText(/Code from the app/), '123456');
    auth.mfa.listFactors.mockReturnValue(
      ok({ all: [], totp: [{ id: 'f2', status: 'verified' }], phone: [] }) as never,
    );
    await userEvent.click(tf.getByRole('button', { name: 'Turn on two-factor' }));
    expect(auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({
      factorId: 'f2',
      code: '123456',
    });
    expect(await tf.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(tf.getByRole('button', { name: 'Turn off two-factor' })).toBeInTheDocument();
  });

  it('unenrols a verified factor', async () => {
    const { client, auth } = fakeClient(true);
    renderWithProviders(<SettingsView client={client} user={user} />);
    const tf = section('Two-factor sign-in');
    await userEvent.click(await tf.findByRole('button', { name: 'Turn off two-factor' }));
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
    expect(await tf.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
  });

  it('adds a backup authenticator named "Backup" once two-factor is on, and removes either', async () => {
    const { client, auth } = fakeClient(true);
    renderWithProviders(<SettingsView client={client} user={user} />);
    const tf = section('Two-factor sign-in');
    await userEvent.click(await tf.findByRole('button', { name: 'Add a backup authenticator' }));
    expect(auth.mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Backup' });
    expect(await tf.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await userEvent.type(tf.getByLabelText(/Code from the app/), '123456');
    const both = [
      { id: 'f1', status: 'verified', factor_type: 'totp' },
      { id: 'f2', status: 'verified', factor_type: 'totp', friendly_name: 'Backup' },
    ];
    auth.mfa.listFactors.mockReturnValue(ok({ all: both, totp: both, phone: [] }) as never);
    await userEvent.click(tf.getByRole('button', { name: 'Add the backup' }));
    expect(auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({
      factorId: 'f2',
      code: '123456',
    });
    expect(await tf.findByText(/Backup authenticator added/)).toBeInTheDocument();
    expect(tf.getByText('Authenticator app')).toBeInTheDocument();
    await userEvent.click(tf.getByRole('button', { name: 'Remove Authenticator app' }));
    expect(auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
    expect(await tf.findByText('Authenticator app removed.')).toBeInTheDocument();
  });

  it('signs out everywhere else, keeping this session', async () => {
    const { client, auth } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} />);
    const sessions = section('Active sessions');
    await userEvent.click(sessions.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'others' });
    expect(await sessions.findByText('Signed out on every other device.')).toBeInTheDocument();
  });

  it('shows the avatar uploader the page passes in its own section', () => {
    const { client } = fakeClient();
    renderWithProviders(<SettingsView client={client} user={user} avatar={<p>the uploader</p>} />);
    expect(section('Avatar').getByText('the uploader')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { client } = fakeClient();
    const view = renderWithProviders(<SettingsView client={client} user={user} />);
    await screen.findByRole('button', { name: 'Set up two-factor' });
    expect(await seriousAxeViolations(view.container)).toEqual([]);
  });
});
