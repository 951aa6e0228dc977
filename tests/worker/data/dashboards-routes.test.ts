import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminDashboard,
  CreatorDashboard,
  InvestorDashboard,
  ProjectListResponse,
} from '../../../shared/api';
import type { Role } from '../../../shared/constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../worker/seed/demo-accounts';
import { seedDatabase } from '../../../worker/seed';
import { bearer, signIn, signedInUser } from '../helpers/auth';

const base = 'https://app.test/api/dashboards';
const tokens = {} as Record<Role, string>;

/** Seeding runs the investing commands (~150 of them): room for a loaded machine. */
const SEED_HOOK_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  await seedDatabase(env.DB, new Date());
  tokens.admin = (await signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD)).accessToken;
  tokens.investor = (await signIn(DEMO_ACCOUNTS.investor.email, DEMO_PASSWORD)).accessToken;
  tokens.creator = (await signIn(DEMO_ACCOUNTS.creator.email, DEMO_PASSWORD)).accessToken;
}, SEED_HOOK_TIMEOUT_MS);

const get = (role: string, token?: string) =>
  SELF.fetch(`${base}/${role}`, { headers: token ? bearer(token) : {} });

describe('/api/dashboards access', () => {
  for (const dashboard of ['admin', 'investor', 'creator'] as const) {
    it(`${dashboard}: 401 without a valid token`, async () => {
      for (const token of [undefined, 'not-a-jwt', `${tokens[dashboard]}x`]) {
        const res = await get(dashboard, token);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({
          error: { code: 'unauthorized', message: 'Sign in to continue.' },
        });
      }
    });

    it(`${dashboard}: 403 for the other roles, with no dashboard data`, async () => {
      for (const role of (['admin', 'investor', 'creator'] as const).filter(
        (r) => r !== dashboard,
      )) {
        const res = await get(dashboard, tokens[role]);
        expect(res.status).toBe(403);
        const body: unknown = await res.json();
        expect(body).toEqual({
          error: { code: 'forbidden', message: 'You do not have permission to do that.' },
        });
      }
    });

    it(`${dashboard}: 200 for its own role, never stored by a shared cache`, async () => {
      const res = await get(dashboard, tokens[dashboard]);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    });
  }
});

describe('dashboard contents', () => {
  it('admin: stats with changes, six months of charts and recent lists', async () => {
    const body: AdminDashboard = await (await get('admin', tokens.admin)).json();
    expect(body.stats.averageInvestment.changePercent).toBeLessThan(0);
    // Ten funded live projects and ReleaseNotes, taking reservations (worker/seed/sample-disclosures.ts).
    expect(body.stats.activeProjects.value).toBe(11);
    expect(body.projectsCreated.map((m) => m.month)).toHaveLength(6);
    expect(body.recentUsers.every((u) => u.role === 'investor' || u.role === 'creator')).toBe(true);
  });

  it("investor: the caller's own investments only", async () => {
    const demo: InvestorDashboard = await (await get('investor', tokens.investor)).json();
    // The seed's commands: $40,000 deposited, five commitments of $30,000 in escrow, and
    // four settled SAFEs of $13,000 in all, each with its own deposit (TimeTrackr,
    // InvoiceHub, BuildBeacon, ChatAssist Pro; docs/after-the-raise.md#seed).
    expect(demo.investments).toHaveLength(9);
    expect(demo.availableBalance).toBe(10_000);
    expect(demo.totalInvested).toBe(43_000);
    expect(demo.activeInvestments).toBe(9);
    expect(demo.distinctProjects).toBe(9);
    // Each settled SAFE named by what became of it (the seed: docs/after-the-raise.md#seed).
    const outcomeOf = (title: string) =>
      demo.investments.find((i) => i.projectTitle === title)?.safeOutcome;
    expect(outcomeOf('TimeTrackr')).toBe('converted');
    expect(outcomeOf('InvoiceHub')).toBe('written_off');
    expect(outcomeOf('BuildBeacon')).toBe('cashed_out');
    expect(outcomeOf('ChatAssist Pro')).toBe('safe_outstanding');
    expect(
      demo.investments.filter((i) => i.status !== 'settled').every((i) => i.safeOutcome === null),
    ).toBe(true);
    const shared: ProjectListResponse = await (
      await SELF.fetch('https://app.test/api/projects')
    ).json();
    // Live projects the investor has not invested in, three, each with its reason.
    const held = new Set(demo.investments.map((i) => i.projectId));
    expect(demo.recommended).toHaveLength(3);
    for (const project of demo.recommended) {
      expect(held.has(project.id)).toBe(false);
      expect(shared.projects.map((p) => p.id)).toContain(project.id);
      expect(project.reason).not.toBe('');
    }

    const fresh = await signedInUser({ role: 'investor' });
    const empty: InvestorDashboard = await (await get('investor', fresh.accessToken)).json();
    expect(empty).toMatchObject({
      totalInvested: 0,
      activeInvestments: 0,
      distinctProjects: 0,
      availableBalance: 0,
      investments: [],
      distribution: [],
    });
    // Someone who holds nothing gets the first three of the shared list.
    expect(empty.recommended.map((p) => p.slug)).toEqual(
      shared.projects.slice(0, 3).map((p) => p.slug),
    );
  });

  it("creator: the caller's own projects only", async () => {
    const demo: CreatorDashboard = await (await get('creator', tokens.creator)).json();
    expect(demo.projects.map((p) => p.slug).sort()).toEqual([
      'devpipeline',
      'focusflow',
      'releasenotes',
      'taskpilot',
    ]);
    expect(demo.messages.length).toBeGreaterThan(0);

    const fresh = await signedInUser({ role: 'creator' });
    const empty: CreatorDashboard = await (await get('creator', fresh.accessToken)).json();
    expect(empty).toMatchObject({
      totalRaised: 0,
      totalGoal: 0,
      percentOfGoal: 0,
      totalInvestors: 0,
      viewsLast7Days: 0,
      messages: [],
      projects: [],
    });
    expect(empty.dailyViews).toHaveLength(7);
  });
});
