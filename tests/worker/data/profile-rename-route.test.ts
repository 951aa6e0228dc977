import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import { TEST_PASSWORD, createConfirmedUser, testClient } from '../helpers/auth';

/** A confirmed account with the user stream a real sign-up records. */
async function joinedAccount(name: string) {
  const user = await createConfirmedUser({ fullName: name });
  await appendToStream(env.DB, {
    streamId: user.id,
    streamType: 'user',
    expectedVersion: 0,
    actorId: user.id,
    events: [{ type: 'user.joined', payload: { name, email: user.email, role: 'investor' } }],
  });
  return user;
}

async function streamTypes(id: string) {
  const { results } = await env.DB.prepare(
    'SELECT type FROM events WHERE stream_id = ? ORDER BY version',
  )
    .bind(id)
    .all<{ type: string }>();
  return results.map((row) => row.type);
}

describe('PATCH /rest/v1/profiles records a rename as an event', () => {
  it('appends user.profile_updated and keeps the admin user list in step', async () => {
    const user = await joinedAccount('Before Rename');
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { data, error } = await supabase
      .from('profiles')
      .update({ full_name: 'After Rename' })
      .eq('id', user.id)
      .select('full_name')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: 'After Rename' });
    expect(await streamTypes(user.id)).toEqual(['user.joined', 'user.profile_updated']);
    const listed = await env.DB.prepare('SELECT name FROM platform_users WHERE id = ?')
      .bind(user.id)
      .first<{ name: string }>();
    expect(listed?.name).toBe('After Rename');
  });

  it('records nothing for an avatar-only change', async () => {
    const user = await joinedAccount('Avatar Only');
    const supabase = testClient();
    await supabase.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
    const { error } = await supabase
      .from('profiles')
      .update({ avatar_url: '/images/avatars/me.webp' })
      .eq('id', user.id);
    expect(error).toBeNull();
    expect(await streamTypes(user.id)).toEqual(['user.joined']);
  });
});
