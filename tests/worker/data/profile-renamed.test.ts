import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import { recordProfileRenamed } from '../../../worker/platform/profile-renamed';

const db = env.DB;

async function joinedUser(name: string) {
  const id = crypto.randomUUID();
  const email = `${id.slice(0, 8)}@example.com`;
  await appendToStream(db, {
    streamId: id,
    streamType: 'user',
    expectedVersion: 0,
    actorId: id,
    events: [{ type: 'user.joined', payload: { name, email, role: 'investor' } }],
  });
  return { id, email };
}

async function listedName(id: string) {
  const row = await db.prepare('SELECT name FROM platform_users WHERE id = ?').bind(id).first();
  return row?.name;
}

async function streamTypes(id: string) {
  const { results } = await db
    .prepare('SELECT type FROM events WHERE stream_id = ? ORDER BY version')
    .bind(id)
    .all<{ type: string }>();
  return results.map((r) => r.type);
}

/** Stands in for the PATCH handler's UPDATE of the profiles row. */
const profileUpdate = () => db.prepare('SELECT 1 AS updated');

describe('recordProfileRenamed', () => {
  it('records user.profile_updated and updates the admin user list in the same batch', async () => {
    const user = await joinedUser('Old Name');
    const result = await recordProfileRenamed(db, { ...user, name: 'New Name' }, profileUpdate());
    expect(result.results).toEqual([{ updated: 1 }]);
    expect(await listedName(user.id)).toBe('New Name');
    expect(await streamTypes(user.id)).toEqual(['user.joined', 'user.profile_updated']);
  });

  it('records nothing when the shown name stays the same; a blank name shows the email', async () => {
    const user = await joinedUser('Same Name');
    await recordProfileRenamed(db, { ...user, name: ' Same Name ' }, profileUpdate());
    expect(await streamTypes(user.id)).toEqual(['user.joined']);
    await recordProfileRenamed(db, { ...user, name: '' }, profileUpdate());
    expect(await listedName(user.id)).toBe(user.email.split('@')[0]);
  });

  it('writes neither the profile nor the event when the profile update fails', async () => {
    const user = await joinedUser('Kept Name');
    const failing = db.prepare('INSERT INTO no_such_table (x) VALUES (1)');
    await expect(recordProfileRenamed(db, { ...user, name: 'Lost' }, failing)).rejects.toThrow();
    expect(await listedName(user.id)).toBe('Kept Name');
    expect(await streamTypes(user.id)).toEqual(['user.joined']);
  });
});
