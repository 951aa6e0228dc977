import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const schemaDir = path.resolve(here, '../../worker/hosted-schema');

let db: PGlite;

/** Signs a user up the way GoTrue does: one insert into auth.users with the sign-up data. */
async function signUp(data: unknown): Promise<string> {
  const id = crypto.randomUUID();
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    `${id}@example.com`,
    JSON.stringify(data),
  ]);
  return id;
}

/** Runs `sql` as PostgREST would for a request: the API role plus the JWT's sub claim. */
async function as<T>(
  role: 'anon' | 'authenticated',
  sub: string | null,
  sql: string,
  params: unknown[] = [],
) {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [sub ?? '']);
    await tx.exec(`set local role ${role}`);
    return tx.query<T>(sql, params);
  });
}

async function roleOf(id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ role: string }>(
    'select role from public.profiles where id = $1',
    [id],
  );
  return rows[0]?.role;
}

beforeAll(async () => {
  db = new PGlite();
  await db.exec(readFileSync(path.join(here, 'auth-stand-in.sql'), 'utf8'));
  for (const file of readdirSync(schemaDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(path.join(schemaDir, file), 'utf8'));
  }
}, 60_000);

describe('hosted schema: the profile trigger', () => {
  it.each([
    [{ full_name: 'Ada', role: 'creator' }, 'creator'],
    [{ full_name: 'Ada', role: 'investor' }, 'investor'],
    [{ full_name: 'Mallory', role: 'admin' }, 'investor'],
    [{ role: 'Admin' }, 'investor'],
    [{ role: 'superuser' }, 'investor'],
    [{ role: 5 }, 'investor'],
    [{}, 'investor'],
  ])('sign-up data %j gives the role %s', async (data, expected) => {
    const id = await signUp(data);
    expect(await roleOf(id)).toBe(expected);
  });

  it('copies the full name and avatar', async () => {
    const id = await signUp({
      full_name: '  Grace Hopper ',
      avatar_url: '/a.webp',
      role: 'creator',
    });
    const { rows } = await db.query(
      'select full_name, avatar_url from public.profiles where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ full_name: 'Grace Hopper', avatar_url: '/a.webp' });
  });

  it('the check constraint refuses any other role, even from the service role', async () => {
    const id = await signUp({});
    await expect(
      db.query(`update public.profiles set role = 'superuser' where id = $1`, [id]),
    ).rejects.toThrow(/profiles_role_check/);
  });
});

describe('hosted schema: privileges and row-level security', () => {
  it("refuses an owner's update of their role, and allows name and avatar", async () => {
    const id = await signUp({ role: 'investor' });
    await expect(
      as('authenticated', id, `update public.profiles set role = 'admin' where id = $1`, [id]),
    ).rejects.toThrow(/permission denied/);
    await as(
      'authenticated',
      id,
      `update public.profiles set full_name = 'New Name', avatar_url = '/me.webp' where id = $1`,
      [id],
    );
    const { rows } = await db.query('select full_name, role from public.profiles where id = $1', [
      id,
    ]);
    expect(rows[0]).toEqual({ full_name: 'New Name', role: 'investor' });
  });

  it('shows a user their own row only, an admin every row, anon none', async () => {
    const alice = await signUp({ role: 'creator' });
    const bob = await signUp({ role: 'investor' });
    const admin = await signUp({});
    await db.query(`update public.profiles set role = 'admin' where id = $1`, [admin]);

    const own = await as<{ id: string }>('authenticated', alice, 'select id from public.profiles');
    expect(own.rows.map((row) => row.id)).toEqual([alice]);
    const all = await as<{ id: string }>('authenticated', admin, 'select id from public.profiles');
    expect(all.rows.map((row) => row.id)).toEqual(expect.arrayContaining([alice, bob, admin]));
    const anon = await as('anon', null, 'select id from public.profiles');
    expect(anon.rows).toEqual([]);
  });

  it("cannot change someone else's row, insert or delete profiles", async () => {
    const alice = await signUp({ full_name: 'Alice' });
    const bob = await signUp({});
    const result = await as(
      'authenticated',
      bob,
      `update public.profiles set full_name = 'Hijacked' where id = $1`,
      [alice],
    );
    expect(result.affectedRows ?? 0).toBe(0);
    await expect(
      as('authenticated', bob, `insert into public.profiles (id, role) values ($1, 'admin')`, [
        crypto.randomUUID(),
      ]),
    ).rejects.toThrow(/permission denied/);
    await expect(
      as('authenticated', bob, 'delete from public.profiles where id = $1', [bob]),
    ).rejects.toThrow(/permission denied/);
    await expect(as('anon', null, `update public.profiles set full_name = 'x'`)).rejects.toThrow(
      /permission denied/,
    );
    const { rows } = await db.query('select full_name from public.profiles where id = $1', [alice]);
    expect(rows[0]).toEqual({ full_name: 'Alice' });
  });

  it('an admin cannot change roles through the API role either', async () => {
    const admin = await signUp({});
    await db.query(`update public.profiles set role = 'admin' where id = $1`, [admin]);
    const target = await signUp({});
    await expect(
      as('authenticated', admin, `update public.profiles set role = 'creator' where id = $1`, [
        target,
      ]),
    ).rejects.toThrow(/permission denied/);
  });
});
