import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminDashboard } from '../../../worker/dashboards/admin';
import { loadCreatorDashboard } from '../../../worker/dashboards/creator';
import { loadInvestorDashboard } from '../../../worker/dashboards/investor';
import { findActiveProjectBySlug, listActiveProjects } from '../../../worker/db/projects';
import { DEMO_ACCOUNTS } from '../../../worker/seed/demo-accounts';
import { seedDatabase } from '../../../worker/seed';

const db = env.DB;
const now = new Date();

beforeAll(async () => {
  await seedDatabase(db, now);
});

describe('the seeded sample world', () => {
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
      expect(p.fundingRaised).toBeGreaterThan(0);
      expect(p.investors).toBeGreaterThan(0);
      expect(p.coverImage).toMatch(/^\/images\/projects\/.+\.svg$/);
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

  it('gives the demo investor completed and pending investments across SaaS, AI & ML and FinTech', async () => {
    const dashboard = await loadInvestorDashboard(db, DEMO_ACCOUNTS.investor.id);
    const statuses = new Set(dashboard.investments.map((i) => i.status));
    expect(statuses).toEqual(new Set(['completed', 'pending']));
    expect(dashboard.distribution.map((d) => d.industry)).toEqual(['SaaS', 'AI & ML', 'FinTech']);
    const completed = dashboard.investments.filter((i) => i.status === 'completed');
    expect(dashboard.totalInvested).toBe(completed.reduce((s, i) => s + i.amount, 0));
    expect(dashboard.availableBalance).toBe(
      125_000 - dashboard.investments.reduce((s, i) => s + i.amount, 0),
    );
    expect(dashboard.recommended).toHaveLength(3);
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
  });
});
