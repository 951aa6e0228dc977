import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { routeGuardMachine } from '../../machines/route-guard/route-guard.machine';
import { SessionEndedError, isSessionEnded } from '../../machines/session/session-ended';
import { SESSION_A, signedOutHarness, startSession } from './session-harness';

/** Restores user A's stored session, whose profile read the server refuses. */
async function restoreDeadSession() {
  const h = startSession();
  h.last(h.calls.restoreSession).resolve(SESSION_A);
  await h.flush();
  h.last(h.calls.fetchProfile).reject(new SessionEndedError());
  await h.flush();
  return h;
}

describe('session machine: a dead stored session', () => {
  it('drops the stored session and ends signed out, not signed in without a role', async () => {
    const h = await restoreDeadSession();
    expect(h.state()).toBe('endingDeadSession');
    // Still resolving: a guard shows Loading, not a dashboard for an unknown role.
    expect(h.resolving()).toBe(true);
    expect(h.calls.signOut).toHaveLength(1);
    h.last(h.calls.signOut).resolve();
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.user()).toBeNull();
    expect(h.actor.getSnapshot().context.accessToken).toBeNull();
    expect(h.actor.getSnapshot().context.signedOutBy).toBe('remote');
    // Nobody pressed Sign Out: no "signed out" toast.
    expect(h.emitted).toEqual([]);
  });

  it('ends signed out even when the sign-out call fails', async () => {
    const h = await restoreDeadSession();
    h.last(h.calls.signOut).reject(new Error('offline'));
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.user()).toBeNull();
  });

  it('ends signed out when supabase-js reports the sign-out first', async () => {
    const h = await restoreDeadSession();
    h.fromSupabase({ type: 'auth.signedOut' });
    expect(h.state()).toBe('signedOut');
  });

  it('sends the visitor of a guarded page to /login', async () => {
    const h = await restoreDeadSession();
    h.last(h.calls.signOut).resolve();
    await h.flush();
    const { signedOutBy, user } = h.actor.getSnapshot().context;
    const [guard] = initialTransition(routeGuardMachine, {
      requiredRole: 'creator',
      session: { isLoading: false, isSignedIn: user !== null, role: null, signedOutBy },
    });
    expect(guard.matches('unauthenticated')).toBe(true);
    expect(guard.context.redirectTo ?? '/login').toBe('/login');
  });

  it('still signs in with an unknown role when the profile read fails otherwise', async () => {
    const h = startSession();
    h.last(h.calls.restoreSession).resolve(SESSION_A);
    await h.flush();
    h.last(h.calls.fetchProfile).reject(new Error('network down'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.calls.signOut).toHaveLength(0);
  });

  it('recognises the marker on plain objects too', () => {
    expect(isSessionEnded(new SessionEndedError())).toBe(true);
    expect(isSessionEnded({ sessionEnded: true })).toBe(true);
    expect(isSessionEnded(new Error('x'))).toBe(false);
    expect(isSessionEnded(null)).toBe(false);
  });
});

describe('session machine: one profile read, whatever brought the session', () => {
  it('ends a dead session synced from another tab as it ends a restored one', async () => {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.signedIn', session: SESSION_A });
    h.last(h.calls.fetchProfile).reject(new SessionEndedError());
    await h.flush();
    expect(h.state()).toBe('endingDeadSession');
    expect(h.resolving()).toBe(true);
  });

  it('opens password recovery from an email link even when its profile read fails', async () => {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.passwordRecovery', session: SESSION_A });
    const failure = new Error('network down');
    h.last(h.calls.fetchProfile).reject(failure);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
    expect(h.logged).toEqual([{ what: 'Profile fetch failed', error: failure }]);
  });

  it("still reports one's own sign-in when its profile read finds the session dead", async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signIn', email: 'ada@example.com', password: 'pw' });
    h.last(h.calls.signInWithPassword).resolve(SESSION_A);
    await h.flush();
    h.last(h.calls.fetchProfile).reject(new SessionEndedError());
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.emitted).toMatchObject([{ type: 'session.signedIn' }]);
    expect(h.calls.signOut).toHaveLength(0);
  });
});
