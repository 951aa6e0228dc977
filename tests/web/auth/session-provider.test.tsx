import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../../../web/theme/system';
import { Toaster } from '../../../web/components/ui/toaster';
import {
  SessionProvider,
  useAccessToken,
  useAuthResolved,
  useSessionActions,
  useSessionLoading,
  useSessionUser,
} from '../../../web/lib/session';
import { clearToasts } from '../session-test-utils';

const SESSION = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u-1', email: 'ivy@example.com' },
};

function fakeClient(initialSession: typeof SESSION | null) {
  let emit: (event: string, session: unknown) => void = () => {};
  const client = {
    from: () => ({
      select: () => ({
        eq: () => ({
          single: async () => ({
            data: { full_name: 'Ivy Investor', role: 'investor', avatar_url: null },
            error: null,
          }),
        }),
      }),
    }),
    auth: {
      onAuthStateChange: (callback: (event: string, session: unknown) => void) => {
        emit = callback;
        return { data: { subscription: { unsubscribe: () => {} } } };
      },
      getSession: async () => ({ data: { session: initialSession }, error: null }),
      signOut: vi.fn(async () => ({ error: null })),
    },
  };
  return {
    client,
    load: async () => client as unknown as SupabaseClient,
    emit: (event: string, session: unknown) => emit(event, session),
  };
}

function Probe() {
  const user = useSessionUser();
  const loading = useSessionLoading();
  const resolved = useAuthResolved();
  const token = useAccessToken();
  const { signOut } = useSessionActions();
  return (
    <div>
      <p>user: {user ? `${user.name} (${user.role})` : 'none'}</p>
      <p>loading: {String(loading)}</p>
      <p>resolved: {String(resolved)}</p>
      <p>token: {token ?? 'none'}</p>
      <button type="button" onClick={signOut}>
        Sign Out
      </button>
    </div>
  );
}

function renderProvider(load: () => Promise<SupabaseClient>) {
  return render(
    <ChakraProvider value={system}>
      <SessionProvider loadClient={load}>
        <Probe />
      </SessionProvider>
      <Toaster />
    </ChakraProvider>,
  );
}

afterEach(() => clearToasts());

describe('SessionProvider (with a fake supabase-js client)', () => {
  it('is loading and unresolved first, then restores the stored session and profile', async () => {
    const fake = fakeClient(SESSION);
    renderProvider(fake.load);
    expect(screen.getByText('loading: true')).toBeInTheDocument();
    expect(screen.getByText('resolved: false')).toBeInTheDocument();
    expect(await screen.findByText('user: Ivy Investor (investor)')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
    expect(screen.getByText('resolved: true')).toBeInTheDocument();
    expect(screen.getByText('token: at-1')).toBeInTheDocument();
  });

  it('keeps the user on TOKEN_REFRESHED and follows SIGNED_OUT from another tab', async () => {
    const fake = fakeClient(SESSION);
    renderProvider(fake.load);
    await screen.findByText('user: Ivy Investor (investor)');
    act(() => fake.emit('TOKEN_REFRESHED', { ...SESSION, access_token: 'at-2' }));
    expect(screen.getByText('token: at-2')).toBeInTheDocument();
    expect(screen.getByText('user: Ivy Investor (investor)')).toBeInTheDocument();
    act(() => fake.emit('SIGNED_OUT', null));
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('token: none')).toBeInTheDocument();
  });

  it("signs out through supabase-js and toasts 'Signed out'", async () => {
    const fake = fakeClient(SESSION);
    renderProvider(fake.load);
    await screen.findByText('user: Ivy Investor (investor)');
    await act(async () => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(await screen.findByText('You have been successfully signed out.')).toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(fake.client.auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('settles signed out when nothing is stored', async () => {
    renderProvider(fakeClient(null).load);
    expect(await screen.findByText('resolved: true')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(screen.getByText('loading: false')).toBeInTheDocument();
  });
});
