import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, toPromise, type AnyActorLogic } from 'xstate';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createSessionActors } from '../../../web/lib/session-actors';
import type { AuthChangeEvent } from '../../../machines/session/session.types';
import { SESSION_COOKIE } from '../../../shared/session-cookie';

const SUPABASE_SESSION = {
  access_token: 'at-1',
  refresh_token: 'rt-1',
  expires_in: 3600,
  token_type: 'bearer',
  user: { id: 'u-1', email: 'ada@example.com' },
};

/** A fake supabase-js client recording every call the actors make. */
function fakeClient() {
  let authCallback: ((event: string, session: unknown) => void) | null = null;
  const unsubscribe = vi.fn();
  const query = {
    select: vi.fn(() => query),
    eq: vi.fn(() => query),
    single: vi.fn(async () => ({
      data: { full_name: 'Ada', role: 'investor', avatar_url: '/a.png' },
      error: null,
    })),
  };
  const client = {
    from: vi.fn(() => query),
    auth: {
      onAuthStateChange: vi.fn((callback: (event: string, session: unknown) => void) => {
        authCallback = callback;
        return { data: { subscription: { unsubscribe } } };
      }),
      getSession: vi.fn(async () => ({ data: { session: SUPABASE_SESSION }, error: null })),
      signInWithPassword: vi.fn(async () => ({
        data: { session: SUPABASE_SESSION, user: SUPABASE_SESSION.user },
        error: null,
      })),
      signUp: vi.fn(async () => ({ data: { session: null, user: {} }, error: null })),
      signOut: vi.fn(async () => ({ error: null as Error | null })),
      updateUser: vi.fn(async () => ({ data: { user: {} }, error: null })),
    },
  };
  return {
    client,
    query,
    unsubscribe,
    emit: (event: string, session: unknown) => authCallback?.(event, session),
    load: async () => client as unknown as SupabaseClient,
  };
}

function run<T extends AnyActorLogic>(logic: T, input?: unknown) {
  return toPromise(createActor(logic, { input } as never).start());
}

describe('session actors (supabase-js)', () => {
  it('reads the profile with the exact query of the spec and keeps only known roles', async () => {
    const fake = fakeClient();
    const actors = createSessionActors(fake.load);
    await expect(run(actors.fetchProfile, { userId: 'u-1' })).resolves.toEqual({
      fullName: 'Ada',
      role: 'investor',
      avatarUrl: '/a.png',
    });
    expect(fake.client.from).toHaveBeenCalledWith('profiles');
    expect(fake.query.select).toHaveBeenCalledWith('full_name, role, avatar_url');
    expect(fake.query.eq).toHaveBeenCalledWith('id', 'u-1');
    expect(fake.query.single).toHaveBeenCalled();

    fake.query.single.mockResolvedValueOnce({
      data: { full_name: null, role: 'superuser', avatar_url: null },
      error: null,
    } as never);
    await expect(run(actors.fetchProfile, { userId: 'u-1' })).resolves.toEqual({
      fullName: null,
      role: null,
      avatarUrl: null,
    });
  });

  it('rejects with the PostgREST error when the profile cannot be read', async () => {
    const fake = fakeClient();
    fake.query.single.mockResolvedValueOnce({
      data: null,
      error: { message: 'Cannot coerce the result to a single JSON object' },
    } as never);
    await expect(
      run(createSessionActors(fake.load).fetchProfile, { userId: 'u-1' }),
    ).rejects.toMatchObject({ message: 'Cannot coerce the result to a single JSON object' });
  });

  it('rejects with SessionEndedError when the server refuses the token (401)', async () => {
    const fake = fakeClient();
    fake.query.single.mockResolvedValueOnce({
      data: null,
      error: { code: 'PGRST303', message: 'JWT expired' },
      status: 401,
    } as never);
    await expect(
      run(createSessionActors(fake.load).fetchProfile, { userId: 'u-1' }),
    ).rejects.toMatchObject({ sessionEnded: true });
  });

  it('maps sessions to the token and user the machine needs', async () => {
    const fake = fakeClient();
    const actors = createSessionActors(fake.load);
    const expected = { accessToken: 'at-1', user: { id: 'u-1', email: 'ada@example.com' } };
    await expect(run(actors.restoreSession)).resolves.toEqual(expected);
    await expect(
      run(actors.signInWithPassword, { email: 'ada@example.com', password: 'pw' }),
    ).resolves.toEqual(expected);
    expect(fake.client.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'pw',
    });
  });

  it("throws the server's error from sign-in, sign-out and password update", async () => {
    const fake = fakeClient();
    const actors = createSessionActors(fake.load);
    fake.client.auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null, user: null },
      error: new Error('Invalid login credentials'),
    } as never);
    await expect(
      run(actors.signInWithPassword, { email: 'a@example.com', password: 'x' }),
    ).rejects.toThrow('Invalid login credentials');
    fake.client.auth.signOut.mockResolvedValueOnce({ error: new Error('offline') });
    await expect(run(actors.signOut)).rejects.toThrow('offline');
    fake.client.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new Error('Auth session missing!'),
    } as never);
    await expect(run(actors.updatePassword, { password: 'x' })).rejects.toThrow(
      'Auth session missing!',
    );
  });

  it('signs up with full_name and role as user data and a confirmation link to /login', async () => {
    const fake = fakeClient();
    await expect(
      run(createSessionActors(fake.load).signUp, {
        name: 'Cleo',
        email: 'cleo@example.com',
        password: 'pw-123456',
        role: 'creator',
      }),
    ).resolves.toEqual({ session: null });
    expect(fake.client.auth.signUp).toHaveBeenCalledWith({
      email: 'cleo@example.com',
      password: 'pw-123456',
      options: {
        data: { full_name: 'Cleo', role: 'creator' },
        emailRedirectTo: `${window.location.origin}/login`,
      },
    });
  });

  it('hands every auth event to the machine without awaiting, and unsubscribes on stop', async () => {
    const fake = fakeClient();
    const received: AuthChangeEvent[] = [];
    const parent = createActor(
      setup({
        types: { events: {} as AuthChangeEvent },
        actors: { listener: createSessionActors(fake.load).listenToAuthChanges },
      }).createMachine({
        invoke: { src: 'listener' },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    );
    parent.start();
    await vi.waitFor(() => expect(fake.client.auth.onAuthStateChange).toHaveBeenCalled());
    fake.emit('SIGNED_OUT', null);
    fake.emit('TOKEN_REFRESHED', { ...SUPABASE_SESSION, access_token: 'at-2' });
    fake.emit('SOMETHING_ELSE', SUPABASE_SESSION);
    expect(received).toEqual([
      { type: 'auth.signedOut' },
      {
        type: 'auth.tokenRefreshed',
        session: { accessToken: 'at-2', user: { id: 'u-1', email: 'ada@example.com' } },
      },
    ]);
    parent.stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });
});

describe('session actors for a signed-out visitor (supabase-js not needed at start)', () => {
  /** The listener inside a parent machine that records what it sends. */
  function listen(actors: ReturnType<typeof createSessionActors>) {
    const received: AuthChangeEvent[] = [];
    const parent = createActor(
      setup({
        types: { events: {} as AuthChangeEvent },
        actors: { listener: actors.listenToAuthChanges },
      }).createMachine({
        invoke: { src: 'listener' },
        on: { '*': { actions: ({ event }) => received.push(event) } },
      }),
    );
    parent.start();
    return { received, parent };
  }

  it('restores "signed out" without loading the client, and listens once a sign-in loads it', async () => {
    const fake = fakeClient();
    const load = vi.fn(fake.load);
    const actors = createSessionActors(load, { clientNeededAtStart: () => false });
    const { parent } = listen(actors);
    await expect(run(actors.restoreSession)).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(fake.client.auth.onAuthStateChange).not.toHaveBeenCalled();

    await run(actors.signInWithPassword, { email: 'ada@example.com', password: 'pw' });
    await vi.waitFor(() => expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1));
    parent.stop();
    expect(fake.unsubscribe).toHaveBeenCalled();
  });

  it('loads the client and reports the sign-in when another tab signs in', async () => {
    const fake = fakeClient();
    const load = vi.fn(fake.load);
    const { received, parent } = listen(
      createSessionActors(load, { clientNeededAtStart: () => false }),
    );
    // What supabase-js in another tab announces on the session's channel.
    const otherTab = new BroadcastChannel(SESSION_COOKIE);
    // Another channel's message, or another event, is not a sign-in.
    new BroadcastChannel('other').postMessage({ event: 'SIGNED_IN' });
    otherTab.postMessage({ event: 'SIGNED_OUT', session: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    otherTab.postMessage({ event: 'SIGNED_IN', session: {} });
    await vi.waitFor(() =>
      expect(received).toContainEqual({
        type: 'auth.signedIn',
        session: { accessToken: 'at-1', user: { id: 'u-1', email: 'ada@example.com' } },
      }),
    );
    otherTab.close();
    expect(fake.client.auth.onAuthStateChange).toHaveBeenCalledTimes(1);
    parent.stop();
  });
});
