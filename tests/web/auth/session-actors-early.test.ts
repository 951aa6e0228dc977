import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createSessionActors } from '../../../web/lib/session-actors';
import type { EarlyAnswer } from '../../../web/lib/early-session';

// The session actors with what the page started before supabase-js loaded: the stored
// session (web/lib/stored-session.ts) and the early profile request (web/lib/early-session.ts).

function run<T extends AnyActorLogic>(logic: T, input?: unknown) {
  return toPromise(createActor(logic, { input } as never).start());
}

/** A supabase-js stand-in that answers the profile query with `row`. */
function fakeClient(row = { full_name: 'Late', role: 'creator', avatar_url: null }) {
  const query = {
    select: vi.fn(() => query),
    eq: vi.fn(() => query),
    single: vi.fn(async () => ({ data: row, error: null, status: 200 })),
  };
  const client = {
    from: vi.fn(() => query),
    auth: { getSession: vi.fn(async () => ({ data: { session: null }, error: null })) },
  };
  const load = vi.fn(async () => client as unknown as SupabaseClient);
  return { client, load };
}

const answer = (status: number, body: unknown): Promise<EarlyAnswer> =>
  Promise.resolve({ status, body });

describe('session actors with an early start', () => {
  it('takes the early profile answer for the same user, without supabase-js', async () => {
    const fake = fakeClient();
    const earlyProfile = vi.fn((userId: string) =>
      userId === 'u-1'
        ? answer(200, { full_name: 'Ada', role: 'investor', avatar_url: null })
        : null,
    );
    const actors = createSessionActors(fake.load, { earlyProfile });
    await expect(run(actors.fetchProfile, { userId: 'u-1' })).resolves.toEqual({
      fullName: 'Ada',
      role: 'investor',
      avatarUrl: null,
    });
    expect(fake.load).not.toHaveBeenCalled();
    // Another user: the normal request.
    await expect(run(actors.fetchProfile, { userId: 'u-2' })).resolves.toMatchObject({
      fullName: 'Late',
    });
    expect(fake.client.from).toHaveBeenCalledWith('profiles');
  });

  it('ends the session on an early 401, as the normal request would', async () => {
    const fake = fakeClient();
    const actors = createSessionActors(fake.load, { earlyProfile: () => answer(401, null) });
    await expect(run(actors.fetchProfile, { userId: 'u-1' })).rejects.toMatchObject({
      sessionEnded: true,
    });
  });

  it('asks the normal way when the early request failed or answered something else', async () => {
    for (const early of [
      Promise.reject(new Error('offline')),
      answer(500, null),
      answer(200, { unexpected: true }),
    ]) {
      const fake = fakeClient();
      const actors = createSessionActors(fake.load, { earlyProfile: () => early });
      await expect(run(actors.fetchProfile, { userId: 'u-1' })).resolves.toMatchObject({
        fullName: 'Late',
        role: 'creator',
      });
      expect(fake.load).toHaveBeenCalled();
    }
  });
});
