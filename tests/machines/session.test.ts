import { describe, expect, it } from 'vitest';
import { toAuthEvent } from '../../machines/session/auth-events';
import {
  PROFILE_A,
  SESSION_A,
  signedInHarness,
  signedOutHarness,
  startSession,
} from './session-harness';

const SIGNED_IN_USER_A = {
  id: 'user-a',
  email: 'ada@example.com',
  name: 'Ada Investor',
  role: 'investor',
  avatarUrl: null,
};

describe('session machine: initial restore', () => {
  it('is loading and unresolved while restoring, then signed out without a session', async () => {
    const h = startSession();
    expect(h.state()).toBe('restoring');
    expect(h.loading()).toBe(true);
    expect(h.resolving()).toBe(true);
    h.last(h.calls.restoreSession).resolve(null);
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.resolving()).toBe(false);
    expect(h.user()).toBeNull();
    expect(h.calls.fetchProfile).toHaveLength(0);
  });

  it('fetches the profile (still loading) and signs in with name, role and avatar', async () => {
    const h = startSession();
    h.last(h.calls.restoreSession).resolve(SESSION_A);
    await h.flush();
    expect(h.state()).toEqual({ loadingProfile: 'afterRestore' });
    expect(h.loading()).toBe(true);
    expect(h.last(h.calls.fetchProfile).input).toEqual({ userId: 'user-a' });
    h.last(h.calls.fetchProfile).resolve({ ...PROFILE_A, avatarUrl: '/a.png' });
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.loading()).toBe(false);
    expect(h.user()).toEqual({ ...SIGNED_IN_USER_A, avatarUrl: '/a.png' });
    expect(h.actor.getSnapshot().context.accessToken).toBe('token-a');
    // A restore is not a sign-in: no success toast.
    expect(h.emitted).toEqual([]);
  });

  it('logs a failed profile fetch and stays signed in with an unknown role', async () => {
    const h = startSession();
    h.last(h.calls.restoreSession).resolve(SESSION_A);
    await h.flush();
    const failure = new Error('Cannot coerce the result to a single JSON object');
    h.last(h.calls.fetchProfile).reject(failure);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.loading()).toBe(false);
    expect(h.user()).toEqual({ ...SIGNED_IN_USER_A, name: null, role: null });
    expect(h.logged).toEqual([{ what: 'Profile fetch failed', error: failure }]);
  });

  it('logs a failed restore and ends signed out', async () => {
    const h = startSession();
    const failure = new Error('storage unavailable');
    h.last(h.calls.restoreSession).reject(failure);
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.logged).toEqual([{ what: 'Session restore failed', error: failure }]);
  });

  it('accepts INITIAL_SESSION from the listener as the restore result', async () => {
    const withSession = startSession();
    withSession.fromSupabase({ type: 'auth.initialSession', session: SESSION_A });
    expect(withSession.state()).toEqual({ loadingProfile: 'afterRestore' });
    const withoutSession = startSession();
    withoutSession.fromSupabase({ type: 'auth.initialSession', session: null });
    expect(withoutSession.state()).toBe('signedOut');
    // The late getSession answer is ignored once restored.
    withoutSession.last(withoutSession.calls.restoreSession).resolve(SESSION_A);
    await withoutSession.flush();
    expect(withoutSession.state()).toBe('signedOut');
  });

  it('goes to password recovery when the recovery link is being restored', async () => {
    const h = startSession();
    h.fromSupabase({ type: 'auth.passwordRecovery', session: SESSION_A });
    expect(h.state()).toEqual({ loadingProfile: 'afterRestore' });
    h.last(h.calls.fetchProfile).resolve(PROFILE_A);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
  });

  it('goes to password recovery when PASSWORD_RECOVERY arrives during the profile fetch', async () => {
    const h = startSession();
    h.last(h.calls.restoreSession).resolve(SESSION_A);
    await h.flush();
    h.fromSupabase({ type: 'auth.passwordRecovery', session: SESSION_A });
    h.last(h.calls.fetchProfile).reject(new Error('offline'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
    expect(h.user()?.role).toBeNull();
  });

  it('follows a sign-out from another tab during the initial profile fetch', async () => {
    const h = startSession();
    h.last(h.calls.restoreSession).resolve(SESSION_A);
    await h.flush();
    h.fromSupabase({ type: 'auth.signedOut' });
    expect(h.state()).toBe('signedOut');
    expect(h.user()).toBeNull();
  });
});

describe('session machine: sign-in', () => {
  it('is loading through the password grant and the profile fetch, then signed in', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signIn', email: 'ada@example.com', password: 'pw' });
    expect(h.state()).toBe('signingIn');
    expect(h.loading()).toBe(true);
    expect(h.last(h.calls.signInWithPassword).input).toEqual({
      email: 'ada@example.com',
      password: 'pw',
    });
    // Our own SIGNED_IN event arrives mid-flight and changes nothing.
    h.fromSupabase({ type: 'auth.signedIn', session: SESSION_A });
    expect(h.state()).toBe('signingIn');
    h.last(h.calls.signInWithPassword).resolve(SESSION_A);
    await h.flush();
    expect(h.state()).toEqual({ loadingProfile: 'afterSignIn' });
    expect(h.loading()).toBe(true);
    h.last(h.calls.fetchProfile).resolve(PROFILE_A);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.loading()).toBe(false);
    expect(h.emitted).toEqual([{ type: 'session.signedIn', user: SIGNED_IN_USER_A }]);
  });

  it("reports the server's message on failure and stays signed out", async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signIn', email: 'ada@example.com', password: 'wrong' });
    h.last(h.calls.signInWithPassword).reject(new Error('Invalid login credentials'));
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.actor.getSnapshot().context.error).toBe('Invalid login credentials');
    expect(h.emitted).toEqual([
      { type: 'session.signInFailed', message: 'Invalid login credentials' },
    ]);
  });

  it('signs in with an unknown role when the profile cannot be read, and logs it', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signIn', email: 'ada@example.com', password: 'pw' });
    h.last(h.calls.signInWithPassword).resolve(SESSION_A);
    await h.flush();
    h.last(h.calls.fetchProfile).reject(new Error('PGRST116'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.user()?.role).toBeNull();
    expect(h.logged.map((entry) => entry.what)).toEqual(['Profile fetch failed']);
    expect(h.emitted.map((event) => event.type)).toEqual(['session.signedIn']);
  });

  it('ignores a second sign-in, sign-up or sign-out while signing in', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signIn', email: 'a@example.com', password: 'x' });
    h.actor.send({ type: 'session.signIn', email: 'b@example.com', password: 'y' });
    h.actor.send({ type: 'session.signOut' });
    h.actor.send({
      type: 'session.signUp',
      payload: { name: 'B', email: 'b@example.com', password: 'y', role: 'creator' },
    });
    expect(h.calls.signInWithPassword).toHaveLength(1);
    expect(h.calls.signOut).toHaveLength(0);
    expect(h.calls.signUp).toHaveLength(0);
  });
});

describe('session machine: sign-up', () => {
  const payload = {
    name: 'Cleo Creator',
    email: 'cleo@example.com',
    password: 'pw-123456',
    role: 'creator' as const,
  };

  it('is loading while registering, then signed out awaiting email confirmation', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signUp', payload });
    expect(h.state()).toBe('signingUp');
    expect(h.loading()).toBe(true);
    expect(h.last(h.calls.signUp).input).toEqual(payload);
    h.last(h.calls.signUp).resolve({ session: null });
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.emitted).toEqual([{ type: 'session.signedUp', needsConfirmation: true }]);
  });

  it('signs the user in when the server auto-confirms', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signUp', payload });
    h.last(h.calls.signUp).resolve({ session: SESSION_A });
    await h.flush();
    expect(h.state()).toEqual({ loadingProfile: 'afterSignUp' });
    expect(h.loading()).toBe(true);
    h.last(h.calls.fetchProfile).resolve(PROFILE_A);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.emitted).toEqual([{ type: 'session.signedUp', needsConfirmation: false }]);
  });

  it('signs in with an unknown role when the new profile cannot be read', async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signUp', payload });
    h.last(h.calls.signUp).resolve({ session: SESSION_A });
    await h.flush();
    h.last(h.calls.fetchProfile).reject(new Error('offline'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.user()?.role).toBeNull();
    expect(h.logged.map((entry) => entry.what)).toEqual(['Profile fetch failed']);
  });

  it("logs a failure and reports the server's message", async () => {
    const h = await signedOutHarness();
    h.actor.send({ type: 'session.signUp', payload });
    const failure = new Error('Password should be at least 8 characters.');
    h.last(h.calls.signUp).reject(failure);
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.logged).toEqual([{ what: 'Sign-up failed', error: failure }]);
    expect(h.emitted).toEqual([
      { type: 'session.signUpFailed', message: 'Password should be at least 8 characters.' },
    ]);
  });
});

describe('session machine: signed in', () => {
  it('keeps the user and role on token refresh, changing only the token', async () => {
    const h = await signedInHarness();
    const before = h.user();
    h.fromSupabase({
      type: 'auth.tokenRefreshed',
      session: { ...SESSION_A, accessToken: 'token-a2' },
    });
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.loading()).toBe(false);
    expect(h.user()).toEqual(before);
    expect(h.actor.getSnapshot().context.accessToken).toBe('token-a2');
    expect(h.calls.fetchProfile).toHaveLength(1);
  });

  it('takes the new email on USER_UPDATED and the new token on MFA_CHALLENGE_VERIFIED', async () => {
    const h = await signedInHarness();
    h.fromSupabase({
      type: 'auth.userUpdated',
      session: { accessToken: 'token-a3', user: { id: 'user-a', email: 'new@example.com' } },
    });
    expect(h.user()).toEqual({ ...SIGNED_IN_USER_A, email: 'new@example.com' });
    h.fromSupabase({
      type: 'auth.mfaChallengeVerified',
      session: { accessToken: 'token-aal2', user: { id: 'user-a', email: 'new@example.com' } },
    });
    expect(h.actor.getSnapshot().context.accessToken).toBe('token-aal2');
    expect(h.user()?.role).toBe('investor');
  });

  it('follows a sign-out from another tab without a toast', async () => {
    const h = await signedInHarness();
    h.fromSupabase({ type: 'auth.signedOut' });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context).toMatchObject({
      user: null,
      accessToken: null,
      signedOutBy: 'remote',
    });
    expect(h.emitted).toEqual([]);
  });

  it('ignores refresh, update and MFA events when nobody is signed in', async () => {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.tokenRefreshed', session: SESSION_A });
    h.fromSupabase({ type: 'auth.userUpdated', session: SESSION_A });
    h.fromSupabase({ type: 'auth.mfaChallengeVerified', session: SESSION_A });
    expect(h.state()).toBe('signedOut');
    expect(h.user()).toBeNull();
  });

  it('keeps the profile when SIGNED_IN repeats for the same user', async () => {
    const h = await signedInHarness();
    h.fromSupabase({ type: 'auth.signedIn', session: { ...SESSION_A, accessToken: 'token-b' } });
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.user()).toEqual(SIGNED_IN_USER_A);
    expect(h.calls.fetchProfile).toHaveLength(1);
  });

  it('loads the other profile when another tab signs in as someone else', async () => {
    const h = await signedInHarness();
    h.fromSupabase({
      type: 'auth.signedIn',
      session: { accessToken: 'token-c', user: { id: 'user-c', email: 'cleo@example.com' } },
    });
    expect(h.state()).toEqual({ loadingProfile: 'afterSync' });
    expect(h.resolving()).toBe(true);
    expect(h.loading()).toBe(false);
    expect(h.user()).toMatchObject({ id: 'user-c', role: null });
    h.last(h.calls.fetchProfile).resolve({ fullName: 'Cleo', role: 'creator', avatarUrl: null });
    await h.flush();
    expect(h.user()).toMatchObject({ id: 'user-c', name: 'Cleo', role: 'creator' });
  });

  it('refuses sign-in and sign-up while signed in, and password updates outside recovery', async () => {
    const h = await signedInHarness();
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.can({ type: 'session.signIn', email: 'a@b.c', password: 'x' })).toBe(false);
    expect(
      snapshot.can({
        type: 'session.signUp',
        payload: { name: 'n', email: 'a@b.c', password: 'x', role: 'investor' },
      }),
    ).toBe(false);
    expect(snapshot.can({ type: 'session.updatePassword', password: 'x' })).toBe(false);
    expect(snapshot.can({ type: 'session.signOut' })).toBe(true);
  });
});

describe('session machine: sign-out', () => {
  it('is loading while signing out, ignores its own SIGNED_OUT, then signs out', async () => {
    const h = await signedInHarness();
    h.actor.send({ type: 'session.signOut' });
    expect(h.state()).toBe('signingOut');
    expect(h.loading()).toBe(true);
    h.fromSupabase({ type: 'auth.signedOut' });
    expect(h.state()).toBe('signingOut');
    h.last(h.calls.signOut).resolve();
    await h.flush();
    expect(h.state()).toBe('signedOut');
    expect(h.loading()).toBe(false);
    expect(h.actor.getSnapshot().context).toMatchObject({
      user: null,
      accessToken: null,
      signedOutBy: 'user',
    });
    expect(h.emitted).toEqual([{ type: 'session.signedOut' }]);
  });

  it('keeps the session when sign-out fails, and logs and reports it', async () => {
    const h = await signedInHarness();
    h.actor.send({ type: 'session.signOut' });
    const failure = new Error('We could not reach the server.');
    h.last(h.calls.signOut).reject(failure);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.user()).toEqual(SIGNED_IN_USER_A);
    expect(h.logged).toEqual([{ what: 'Sign-out failed', error: failure }]);
    expect(h.emitted).toEqual([
      { type: 'session.signOutFailed', message: 'We could not reach the server.' },
    ]);
  });

  it('refuses sign-out when signed out', async () => {
    const h = await signedOutHarness();
    expect(h.actor.getSnapshot().can({ type: 'session.signOut' })).toBe(false);
  });

  it('forgets who signed out at the next sign-in', async () => {
    const h = await signedInHarness();
    h.actor.send({ type: 'session.signOut' });
    h.last(h.calls.signOut).resolve();
    await h.flush();
    h.actor.send({ type: 'session.signIn', email: 'ada@example.com', password: 'pw' });
    expect(h.actor.getSnapshot().context.signedOutBy).toBeNull();
  });
});

describe('session machine: password recovery', () => {
  async function inRecovery() {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.passwordRecovery', session: SESSION_A });
    expect(h.state()).toEqual({ loadingProfile: 'afterSync' });
    expect(h.loading()).toBe(false);
    h.last(h.calls.fetchProfile).resolve(PROFILE_A);
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
    return h;
  }

  it('sets the new password and ends signed in', async () => {
    const h = await inRecovery();
    h.actor.send({ type: 'session.updatePassword', password: 'new-password-1' });
    expect(h.state()).toEqual({ signedIn: 'updatingPassword' });
    expect(h.last(h.calls.updatePassword).input).toEqual({ password: 'new-password-1' });
    h.last(h.calls.updatePassword).resolve({ ...SESSION_A, accessToken: 'token-new' });
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.actor.getSnapshot().context.accessToken).toBe('token-new');
    expect(h.emitted).toEqual([{ type: 'session.passwordUpdated', user: SIGNED_IN_USER_A }]);
  });

  it("stays in recovery with the server's message when the update fails", async () => {
    const h = await inRecovery();
    h.actor.send({ type: 'session.updatePassword', password: 'short' });
    h.last(h.calls.updatePassword).reject(new Error('Password should be at least 8 characters.'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
    expect(h.emitted).toEqual([
      {
        type: 'session.passwordUpdateFailed',
        message: 'Password should be at least 8 characters.',
      },
    ]);
  });

  it('enters recovery from an active session too', async () => {
    const h = await signedInHarness();
    h.fromSupabase({ type: 'auth.passwordRecovery', session: SESSION_A });
    expect(h.state()).toEqual({ signedIn: 'passwordRecovery' });
  });

  it('signs in a user from another tab with an unknown role when the profile fails', async () => {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.signedIn', session: SESSION_A });
    h.last(h.calls.fetchProfile).reject(new Error('offline'));
    await h.flush();
    expect(h.state()).toEqual({ signedIn: 'active' });
    expect(h.user()?.role).toBeNull();
    expect(h.logged.map((entry) => entry.what)).toEqual(['Profile fetch failed']);
  });

  it('follows a sign-out from another tab while loading a synced profile', async () => {
    const h = await signedOutHarness();
    h.fromSupabase({ type: 'auth.signedIn', session: SESSION_A });
    h.fromSupabase({ type: 'auth.signedOut' });
    expect(h.state()).toBe('signedOut');
  });
});

describe('session machine: listener lifetime', () => {
  it('listens for the whole life of the session and stops with it', async () => {
    const h = await signedInHarness();
    expect(h.isListenerStopped()).toBe(false);
    h.actor.stop();
    expect(h.isListenerStopped()).toBe(true);
  });
});

describe('toAuthEvent', () => {
  it.each([
    ['INITIAL_SESSION', 'auth.initialSession'],
    ['SIGNED_IN', 'auth.signedIn'],
    ['TOKEN_REFRESHED', 'auth.tokenRefreshed'],
    ['USER_UPDATED', 'auth.userUpdated'],
    ['PASSWORD_RECOVERY', 'auth.passwordRecovery'],
    ['MFA_CHALLENGE_VERIFIED', 'auth.mfaChallengeVerified'],
    ['SIGNED_OUT', 'auth.signedOut'],
  ])('maps %s to %s', (name, type) => {
    expect(toAuthEvent(name, SESSION_A)?.type).toBe(type);
  });

  it('keeps INITIAL_SESSION without a session and drops unknown or session-less events', () => {
    expect(toAuthEvent('INITIAL_SESSION', null)).toEqual({
      type: 'auth.initialSession',
      session: null,
    });
    expect(toAuthEvent('SIGNED_OUT', null)).toEqual({ type: 'auth.signedOut' });
    expect(toAuthEvent('SIGNED_IN', null)).toBeNull();
    expect(toAuthEvent('SOMETHING_NEW', SESSION_A)).toBeNull();
  });
});
