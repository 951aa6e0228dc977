import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminDashboard } from '../../../worker/dashboards/admin';
import { loadCreatorDashboard } from '../../../worker/dashboards/creator';
import { loadInvestorDashboard } from '../../../worker/dashboards/investor';
import { findActiveProjectBySlug, listActiveProjects } from '../../../worker/db/projects';
import { DEMO_ACCOUNTS } from '../../../worker/seed/demo-accounts';
import { seedDatabase } from '../../../worker/seed';
import { offeringProgress } from '../../../worker/investing/queries';
import { ledgerCheck } from '../../../worker/investing/ledger-check';

const db = env.DB;
const now = new Date();

/** Seeding runs the investing commands (~150 of them): room for a loaded machine. */
const SEED_HOOK_TIMEOUT_MS = 60_000;

beforeAll(async () => {
  await seedDatabase(db, now);
}, SEED_HOOK_TIMEOUT_MS);

/** The live projects taking reservations (the seed has one, ReleaseNotes). */
async function testingTheWaters(): Promise<Set<string>> {
  const { results } = await env.DB.prepare('SELECT project_id FROM reservation_rounds').all<{
    project_id: string;
  }>();
  return new Set(results.map((r) => r.project_id));
}

describe('the seeded sample world', () => {
  it('gives one live project a lead investor with a quote (docs/before-the-raise.md)', async () => {
    const { results } = await db
      .prepare(
        `SELECT p.status, l.investor_name, l.quote FROM project_leads l
         JOIN projects p ON p.id = l.project_id WHERE l.status = 'accepted'`,
      )
      .all<{ status: string; investor_name: string; quote: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 'active', investor_name: 'Ethan Brooks' });
    expect(results[0]?.quote.length).toBeGreaterThan(10);
  });

  it('lists at least 8 live projects over all five categories, some featured', async () => {
    const projects = await listActiveProjects(db);
    expect(projects.length).toBeGreaterThanOrEqual(8);
    expect(new Set(projects.map((p) => p.category))).toEqual(
      new Set([
        'Developer Tools',
        'Artificial Intelligence',
        'Productivity',
        'Finance',
        'Health & Fitness',
      ]),
    );
    expect(projects.some((p) => p.featured)).toBe(true);
    expect(projects.some((p) => !p.featured)).toBe(true);
    for (const p of projects) {
      expect(p.status).toBe('active');
      expect(p.fundingGoal).toBeGreaterThanOrEqual(100_000);
      expect(p.fundingGoal).toBeLessThanOrEqual(200_000);
      expect(p.equity).toBeGreaterThanOrEqual(7);
      expect(p.equity).toBeLessThanOrEqual(12);
      expect(p.minimumInvestment).toBeGreaterThanOrEqual(500);
      expect(p.minimumInvestment).toBeLessThanOrEqual(1_000);
      expect(new Date(p.endDate).getTime()).toBeGreaterThan(now.getTime());
      // A project taking reservations has no investors until its offering opens.
      if (!(await testingTheWaters()).has(p.id)) {
        expect(p.fundingRaised).toBeGreaterThan(0);
        expect(p.investors).toBeGreaterThan(0);
      }
      // Seeded uploads in the project's own folder (docs/storage.md#seeded-images).
      expect(p.coverImage).toBe(`/storage/v1/object/public/project-images/${p.id}/cover.webp`);
      expect(p.website).toMatch(/^https:\/\//);
      expect(p.location).toBeTruthy();
    }
  });

  it('gives every listed project a team, updates and a gallery', async () => {
    for (const { slug } of await listActiveProjects(db)) {
      const detail = await findActiveProjectBySlug(db, slug);
      expect(detail?.team.length).toBeGreaterThan(0);
      expect(detail?.updates.length).toBeGreaterThan(0);
      expect(detail?.gallery.length).toBeGreaterThan(0);
    }
  });

  it("gives the demo creator active and draft projects, a week of views and investors' messages", async () => {
    const dashboard = await loadCreatorDashboard(db, DEMO_ACCOUNTS.creator.id, now);
    const statuses = dashboard.projects.map((p) => p.status);
    expect(statuses).toContain('active');
    expect(statuses).toContain('draft');
    expect(dashboard.dailyViews).toHaveLength(7);
    expect(dashboard.dailyViews.every((d) => d.views > 0)).toBe(true);
    expect(dashboard.viewsLast7Days).toBe(dashboard.dailyViews.reduce((s, d) => s + d.views, 0));
    expect(dashboard.messages.length).toBeGreaterThan(0);
    expect(dashboard.totalRaised).toBeGreaterThan(0);
    expect(dashboard.totalInvestors).toBeGreaterThan(0);
  });

  it("gives the demo investor commitments in escrow across its projects' categories, and a balance", async () => {
    const dashboard = await loadInvestorDashboard(db, DEMO_ACCOUNTS.investor.id);
    // Made through the investing commands: $40,000 deposited, five commitments of
    // $30,000 in all, still in escrow (the offerings are live), $10,000 available; and a
    // $2,500 SAFE in TimeTrackr, settled by its close (its own deposit;
    // docs/after-the-raise.md#seed).
    expect(new Set(dashboard.investments.map((i) => i.status))).toEqual(
      new Set(['committed', 'settled']),
    );
    // The projects' real categories, not one industry for all.
    expect(dashboard.distribution.map((d) => d.category).sort()).toEqual(
      [...new Set(dashboard.investments.map((i) => i.category))].sort(),
    );
    expect(dashboard.distribution.length).toBeGreaterThan(1);
    expect(dashboard.totalInvested).toBe(43_000);
    // Settled: the four SAFEs; the rest is committed, cancellable money in escrow.
    expect(dashboard.settledInvested).toBe(13_000);
    expect(dashboard.committedInvested).toBe(30_000);
    expect(dashboard.totalInvested).toBe(dashboard.investments.reduce((s, i) => s + i.amount, 0));
    expect(dashboard.activeInvestments).toBe(9);
    expect(dashboard.distinctProjects).toBe(9);
    expect(dashboard.availableBalance).toBe(10_000);
    expect(dashboard.investments.every((i) => (i.equity ?? 0) > 0 && i.projectImage)).toBe(true);
    expect(dashboard.recommended).toHaveLength(3);
  });

  it('funds every live project with commitments from several investors, well below the goal for most', async () => {
    // A project taking reservations has no commitment until its offering opens
    // (docs/before-the-raise.md#reservations).
    const waters = await testingTheWaters();
    expect(waters.size).toBe(1);
    const projects = (await listActiveProjects(db)).filter((p) => !waters.has(p.id));
    const progress = await offeringProgress(
      db,
      projects.map((p) => p.id),
    );
    for (const p of projects) {
      const offering = progress.get(p.id);
      expect(offering?.investorCount).toBeGreaterThanOrEqual(2);
      expect(p.investors).toBe(offering?.investorCount);
      expect(p.fundingRaised).toBe(Math.floor((offering?.committedCents ?? 0) / 100));
      expect(p.fundingRaised).toBeLessThanOrEqual(p.fundingGoal);
    }
    const belowThreeQuarters = projects.filter((p) => p.fundingRaised < p.fundingGoal * 0.75);
    expect(belowThreeQuarters.length).toBeGreaterThan(projects.length / 2);
    const ledger = await ledgerCheck(db);
    expect(ledger).toEqual([]);
  });

  it('gives every admin stat a month-over-month change, Average Investment falling', async () => {
    const dashboard = await loadAdminDashboard(db, now);
    const { totalRevenue, totalUsers, activeProjects, averageInvestment } = dashboard.stats;
    for (const stat of [totalRevenue, totalUsers, activeProjects]) {
      expect(stat.value).toBeGreaterThan(0);
      expect(stat.changePercent).toBeGreaterThan(0);
    }
    expect(averageInvestment.changePercent).toBeLessThan(0);
    expect(dashboard.projectsCreated).toHaveLength(6);
    expect(dashboard.investments).toHaveLength(6);
    expect(dashboard.projectsCreated.filter((m) => m.value > 0).length).toBeGreaterThanOrEqual(5);
    expect(dashboard.investments.filter((m) => m.value > 0).length).toBeGreaterThanOrEqual(5);
    expect(dashboard.recentUsers.length).toBe(5);
    expect(dashboard.recentProjects.map((p) => p.status)).toContain('in_review');
    expect(dashboard.recentInvestments.length).toBe(5);
  });

  it('appends nothing on a second run', async () => {
    const before = await db.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    const report = await seedDatabase(db, new Date(now.getTime() + 60_000));
    const after = await db.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect(report.summary).toContain('0 sample event(s)');
    expect(report.summary).toContain('0 deposit(s) and 0 commitment(s)');
  });
});
