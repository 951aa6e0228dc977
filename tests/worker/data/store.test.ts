import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  appendToStream,
  ConcurrencyConflictError,
  InvalidEventError,
  readStream,
  SlugTakenError,
  toAppendError,
} from '../../../worker/event-store';
import { userJoinedStatements } from '../../../worker/events/user-joined';
import { draftedPayload } from './fixtures';

const db = env.DB;

async function countRows(table: string, where = '1 = 1', ...params: unknown[]) {
  const row = await db
    .prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('event store', () => {
  it('appends with versions, projects in the same batch, and reads the stream back', async () => {
    const stored = await appendToStream(db, {
      streamId: 'p-1',
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [
        { type: 'project.drafted', payload: draftedPayload('alpha') },
        { type: 'project.submitted', payload: {} },
      ],
    });
    expect(stored.map((e) => e.version)).toEqual([1, 2]);
    const events = await readStream(db, 'p-1');
    expect(events.map((e) => [e.type, e.version, e.actorId])).toEqual([
      ['project.drafted', 1, 'creator-1'],
      ['project.submitted', 2, 'creator-1'],
    ]);
    const row = await db
      .prepare('SELECT status, version FROM projects WHERE id = ?')
      .bind('p-1')
      .first();
    expect(row).toEqual({ status: 'in_review', version: 2 });
  });

  it('lets exactly one of two concurrent appends at the same version win', async () => {
    await appendToStream(db, {
      streamId: 'p-2',
      streamType: 'project',
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [{ type: 'project.drafted', payload: draftedPayload('beta') }],
    });
    const attempt = (note: string) =>
      appendToStream(db, {
        streamId: 'p-2',
        streamType: 'project',
        expectedVersion: 1,
        actorId: 'creator-1',
        events: [{ type: 'project.details_edited', payload: { tagline: note } }],
      });
    const results = await Promise.allSettled([attempt('first'), attempt('second')]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyConflictError);
    expect(await countRows('events', 'stream_id = ?', 'p-2')).toBe(2);
    const row = await db
      .prepare('SELECT tagline, version FROM projects WHERE id = ?')
      .bind('p-2')
      .first<{ tagline: string; version: number }>();
    expect(row?.version).toBe(2);
    expect(['first', 'second']).toContain(row?.tagline);
  });

  it('rejects a stale or future version and writes nothing', async () => {
    const append = (expectedVersion: number) =>
      appendToStream(db, {
        streamId: 'u-1',
        streamType: 'user',
        expectedVersion,
        actorId: null,
        events: [
          {
            type: 'user.joined',
            payload: { name: 'Ann', email: 'ann@example.com', role: 'investor' },
          },
        ],
      });
    await expect(append(3)).rejects.toBeInstanceOf(ConcurrencyConflictError);
    expect(await countRows('platform_users')).toBe(0);
    await append(0);
    await expect(append(0)).rejects.toBeInstanceOf(ConcurrencyConflictError);
    expect(await countRows('platform_users')).toBe(1);
    expect(await countRows('monthly_platform_stats', 'users_joined = 1')).toBe(1);
  });

  it('rolls back the events when a projection fails (duplicate slug)', async () => {
    const draft = (streamId: string) =>
      appendToStream(db, {
        streamId,
        streamType: 'project',
        expectedVersion: 0,
        actorId: 'creator-1',
        events: [{ type: 'project.drafted', payload: draftedPayload('same-slug') }],
      });
    await draft('p-3');
    await expect(draft('p-4')).rejects.toBeInstanceOf(SlugTakenError);
    expect(await readStream(db, 'p-4')).toEqual([]);
  });

  it('refuses payloads that do not fit the schema, and events of another stream type', async () => {
    await expect(
      appendToStream(db, {
        streamId: 'i-1',
        streamType: 'investment',
        expectedVersion: 0,
        actorId: 'x',
        events: [
          {
            type: 'investment.committed',
            payload: { projectId: 'p', investorId: 'x', investorName: 'X', amount: -5, equity: 1 },
          },
        ],
      }),
    ).rejects.toBeInstanceOf(InvalidEventError);
    await expect(
      appendToStream(db, {
        streamId: 'i-2',
        streamType: 'user',
        expectedVersion: 0,
        actorId: 'x',
        events: [{ type: 'investment.completed', payload: {} }],
      }),
    ).rejects.toThrow(/belongs to investment streams/);
    expect(await countRows('events', "stream_id IN ('i-1', 'i-2')")).toBe(0);
  });

  it('never updates or deletes a stored event', async () => {
    await appendToStream(db, {
      streamId: 'wallet:x',
      streamType: 'wallet',
      expectedVersion: 'any',
      actorId: 'x',
      events: [{ type: 'wallet.deposited', payload: { userId: 'x', amount: 100 } }],
    });
    await expect(db.prepare('DELETE FROM events').run()).rejects.toThrow(/append-only/);
    await expect(db.prepare("UPDATE events SET type = 'x'").run()).rejects.toThrow(/append-only/);
  });

  it('lets a caller commit an append inside its own batch, atomically', async () => {
    const user = { id: 'u-batch', name: '  ', email: 'sam@example.com', role: 'creator' as const };
    await db.prepare('CREATE TABLE IF NOT EXISTS side_effects (id TEXT PRIMARY KEY)').run();
    await db.batch([
      db.prepare("INSERT INTO side_effects (id) VALUES ('first')"),
      ...userJoinedStatements(db, user),
    ]);
    expect(
      await db.prepare("SELECT name, role FROM platform_users WHERE id = 'u-batch'").first(),
    ).toEqual({
      name: 'sam',
      role: 'creator',
    });
    const again = db.batch([
      db.prepare("INSERT INTO side_effects (id) VALUES ('second')"),
      ...userJoinedStatements(db, user),
    ]);
    const error = await again.catch((e: unknown) =>
      toAppendError(e, [
        { streamId: user.id, streamType: 'user', expectedVersion: 0, actorId: null, events: [] },
      ]),
    );
    expect(error).toBeInstanceOf(ConcurrencyConflictError);
    expect(await countRows('side_effects', "id = 'second'")).toBe(0);
  });
});
