/**
 * The session on a signed-out public page (web/lib/session-host.ts): it reads as the
 * rendered session without the session machine's code, which loads when a sign-in, a
 * command or another tab's sign-in needs it; the screens that work through the machine
 * have it at their first render; and the server's markup is what the browser hydrates.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import type {
  AuthChangeEvent,
  AuthSession,
  Profile,
  SessionStart,
} from '../../../machines/session/session.types';
import { SESSION_COOKIE } from '../../../shared/session-cookie';
import {
  SessionProvider,
  useAuthResolved,
  useSessionActions,
  useSessionOutcome,
  useSessionUser,
  useSignedInRole,
  useSigningIn,
} from '../../../web/lib/session';
import { useSessionActor } from '../../../web/lib/session-machine';
import type { SessionRuntime } from '../../../web/lib/session-runtime';
import { testUser } from '../session-test-utils';

const ADA = testUser({ id: 'u-ada', email: 'ada@example.com', name: 'Ada', role: 'creator' });

/** The machine with fake supabase-js actors: a sign-in as Ada works. */
const fakeRuntime: SessionRuntime = {
  createSessionActor: (start) =>
    createActor(
      sessionMachine.provide({
        actors: {
          listenToAuthChanges: fromCallback<AuthChangeEvent>(() => () => {}),
          restoreSession: fromPromise<AuthSession | null>(async () => null),
          fetchProfile: fromPromise<Profile, { userId: string }>(async () => ({
            fullName: ADA.name,
            role: ADA.role,
            avatarUrl: null,
          })),
          signInWithPassword: fromPromise<AuthSession, { email: string; password: string }>(
            async () => ({
              accessToken: 'at-ada',
              user: { id: ADA.id, email: ADA.email },
            }),
          ),
          signOut: fromPromise(async () => {}),
        },
        actions: { logError: () => {} },
      }),
      { input: { start } },
    ),
};

function Probe() {
  const user = useSessionUser();
  const resolved = useAuthResolved();
  const signingIn = useSigningIn();
  const role = useSignedInRole();
  const { signIn } = useSessionActions();
  return (
    <div>
      <p>user: {user ? user.name : 'none'}</p>
      <p>resolved: {String(resolved)}</p>
      <p>signing in: {String(signingIn)}</p>
      <p>role: {role === undefined ? 'not signed in' : String(role)}</p>
      <button type="button" onClick={() => signIn('ada@example.com', 'pw')}>
        Log in
      </button>
    </div>
  );
}

/** A screen that works through the machine (the login page's way). */
function MachineProbe() {
  const actor = useSessionActor();
  return <p>machine: {String(actor.getSnapshot().value)}</p>;
}

function renderSession(start: SessionStart | undefined, ui = <Probe />) {
  const loadRuntime = vi.fn(async () => fakeRuntime);
  const view = render(
    <SessionProvider start={start} loadRuntime={loadRuntime}>
      {ui}
    </SessionProvider>,
  );
  return { ...view, loadRuntime };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`;
});

describe('the session of a signed-out public page', () => {
  it('reads signed out from the first render and does not load the machine', async () => {
    const { loadRuntime } = renderSession({ kind: 'signedOut' });
    expect(screen.getByText('user: none')).toBeVisible();
    expect(screen.getByText('resolved: true')).toBeVisible();
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it('loads the machine for a sign-in and signs in through it', async () => {
    const { loadRuntime } = renderSession({ kind: 'signedOut' });
    await settle();
    await act(async () => screen.getByRole('button', { name: 'Log in' }).click());
    expect(await screen.findByText('user: Ada')).toBeVisible();
    expect(loadRuntime).toHaveBeenCalledTimes(1);
  });

  it("shows a sign-in as under way in the click's own render, before the machine's code has arrived", async () => {
    let arrive: (runtime: SessionRuntime) => void = () => {};
    const loadRuntime = vi.fn(() => new Promise<SessionRuntime>((resolve) => (arrive = resolve)));
    const signedIn = vi.fn();
    function Outcome() {
      useSessionOutcome('session.signedIn', signedIn);
      return null;
    }
    render(
      <SessionProvider start={{ kind: 'signedOut' }} loadRuntime={loadRuntime}>
        <Probe />
        <Outcome />
      </SessionProvider>,
    );
    await settle();
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    expect(screen.getByText('signing in: true')).toBeVisible();
    expect(screen.getByText('role: not signed in')).toBeVisible();
    // The machine's code is asked for once the acknowledgement has been painted.
    await waitFor(() => expect(loadRuntime).toHaveBeenCalledTimes(1));
    await act(async () => arrive(fakeRuntime));
    expect(await screen.findByText('role: creator')).toBeVisible();
    expect(screen.getByText('signing in: false')).toBeVisible();
    // A listener added before the machine was there hears its outcome.
    expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ user: ADA }));
  });

  it('stops showing a sign-in as under way when the machine cannot be downloaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadRuntime = vi.fn(async (): Promise<SessionRuntime> => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(
      <SessionProvider start={{ kind: 'signedOut' }} loadRuntime={loadRuntime}>
        <Probe />
      </SessionProvider>,
    );
    await settle();
    act(() => screen.getByRole('button', { name: 'Log in' }).click());
    expect(screen.getByText('signing in: true')).toBeVisible();
    expect(await screen.findByText('signing in: false')).toBeVisible();
    expect(screen.getByText('user: none')).toBeVisible();
    expect(error).toHaveBeenCalled();
  });

  it('loads the machine when another tab signs in', async () => {
    const { loadRuntime } = renderSession({ kind: 'signedOut' });
    await settle();
    const otherTab = new BroadcastChannel(SESSION_COOKIE);
    // Another event on the session's channel is not a sign-in.
    otherTab.postMessage({ event: 'TOKEN_REFRESHED' });
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
    otherTab.postMessage({ event: 'SIGNED_IN' });
    await waitFor(() => expect(loadRuntime).toHaveBeenCalledTimes(1));
    otherTab.close();
  });

  it('loads the machine at once when the browser keeps a session the page was not rendered with', async () => {
    document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(
      JSON.stringify({ access_token: 'x', refresh_token: 'y', user: { id: 'u' } }),
    )}; path=/`;
    const { loadRuntime } = renderSession({ kind: 'signedOut' });
    await waitFor(() => expect(loadRuntime).toHaveBeenCalledTimes(1));
  });

  it('runs the machine at once, in the background, for a signed-in visitor', async () => {
    const { loadRuntime } = renderSession({ kind: 'signedIn', user: ADA, accessToken: 'at' });
    expect(screen.getByText('user: Ada')).toBeVisible();
    await waitFor(() => expect(loadRuntime).toHaveBeenCalledTimes(1));
    expect(screen.getByText('user: Ada')).toBeVisible();
  });

  it('gives a screen drawn through the machine its machine at the first render, without loading it', async () => {
    const { loadRuntime } = renderSession(
      { kind: 'signedOut' },
      <>
        <MachineProbe />
        <Probe />
      </>,
    );
    expect(screen.getByText('machine: signedOut')).toBeVisible();
    expect(screen.getByText('resolved: true')).toBeVisible();
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it.each([
    ['signed out', { kind: 'signedOut' } as const],
    ['signed in', { kind: 'signedIn', user: ADA, accessToken: null } as const],
  ])('hydrates the server’s markup %s without drawing it again', async (_name, start) => {
    const tree = (rendering: boolean) => (
      <SessionProvider start={start} rendering={rendering} loadRuntime={async () => fakeRuntime}>
        <Probe />
        <MachineProbe />
      </SessionProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(true));
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, tree(false), { onRecoverableError: recoverable }),
    );
    await settle();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    act(() => root.unmount());
    container.remove();
  });
});
