import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../../shared/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../worker/seed/demo-accounts';
import { seedDatabase } from '../../../worker/seed';
import { bearer, signIn, testClient, uniqueEmail, TEST_PASSWORD } from '../helpers/auth';
import { adminFetch } from '../auth-admin/helpers';
import { recordProfileRenamed } from '../../../worker/platform/profile-renamed';

let adminToken = '';

/** Seeding runs the investing commands (~150 of them): room for a loaded machine. */
const SEED_HOOK_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  await seedDatabase(env.DB, new Date());
  adminToken = (await signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD)).accessToken;
}, SEED_HOOK_TIMEOUT_MS);

async function adminDashboard(): Promise<AdminDashboard> {
  const res = await SELF.fetch('https://app.test/api/dashboards/admin', {
    headers: bearer(adminToken),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describe('a real sign-up reaches the admin dashboard', () => {
  it('counts the new account in Total Users and lists it first in Recently Joined Users', async () => {
    const before = await adminDashboard();
    const email = uniqueEmail('newcomer');
    const { error } = await testClient().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Nia Newcomer', role: 'creator' } },
    });
    expect(error).toBeNull();

    const after = await adminDashboard();
    expect(after.stats.totalUsers.value).toBe(before.stats.totalUsers.value + 1);
    expect(after.recentUsers[0]).toMatchObject({ name: 'Nia Newcomer', email, role: 'creator' });
  });

  it('records nothing when the sign-up is refused', async () => {
    const before = await adminDashboard();
    const { error } = await testClient().auth.signUp({
      email: uniqueEmail('climber'),
      password: TEST_PASSWORD,
      options: { data: { full_name: 'Eve', role: 'admin' } },
    });
    expect(error?.status).toBe(422);
    const after = await adminDashboard();
    expect(after.stats.totalUsers.value).toBe(before.stats.totalUsers.value);
  });
});

describe('one source for people', () => {
  async function usersPage(filter = ''): Promise<{ total: number; emails: string[] }> {
    const query = filter ? `?filter=${encodeURIComponent(filter)}` : '';
    const res = await adminFetch(`/admin/users${query}`, adminToken);
    expect(res.status).toBe(200);
    const body: { users: { email: string }[] } = await res.json();
    return {
      total: Number(res.headers.get('x-total-count')),
      emails: body.users.map((u) => u.email),
    };
  }

  it("counts in Total Users exactly the people the admin's Users list holds", async () => {
    const dashboard = await adminDashboard();
    expect(dashboard.stats.totalUsers.value).toBe((await usersPage()).total);
  });

  it('finds every person under Recently Joined by the Users search', async () => {
    const { recentUsers } = await adminDashboard();
    expect(recentUsers.length).toBeGreaterThan(0);
    for (const person of recentUsers) {
      expect((await usersPage(person.name)).emails).toContain(person.email);
    }
  });

  async function rename(id: string, name: string): Promise<void> {
    const person = await env.DB.prepare('SELECT email FROM auth_users WHERE id = ?')
      .bind(id)
      .first<{ email: string }>();
    if (!person) throw new Error(`no account ${id}`);
    const update = env.DB.prepare('UPDATE profiles SET full_name = ? WHERE id = ?').bind(name, id);
    await recordProfileRenamed(env.DB, { id, email: person.email, name }, update);
  }

  it("shows a renamed person's new name in the admin's lists and finds them by it", async () => {
    const before = await adminDashboard();
    const investment = before.recentInvestments[0];
    const project = before.recentProjects[0];
    if (!investment || !project)
      throw new Error('the seeded dashboard lists no investment or project');
    const ids = await env.DB.prepare(
      `SELECT (SELECT investor_id FROM commitments WHERE id = ?1) AS investor,
              (SELECT creator_id FROM projects WHERE id = ?2) AS creator`,
    )
      .bind(investment.id, project.id)
      .first<{ investor: string; creator: string }>();
    if (!ids) throw new Error('no ids');
    await rename(ids.investor, 'Renata Renamed');
    await rename(ids.creator, 'Cyrus Renamed');

    const after = await adminDashboard();
    expect(after.recentInvestments.find((i) => i.id === investment.id)?.investorName).toBe(
      'Renata Renamed',
    );
    expect(after.recentProjects.find((p) => p.id === project.id)?.creatorName).toBe(
      'Cyrus Renamed',
    );
    expect((await usersPage('Renata Renamed')).total).toBe(1);
  });
});
