import { describe, expect, it } from 'vitest';
import {
  renderStaticDashboard,
  type StaticDashboardInput,
} from '../../../web/app/render-static-dashboard';
import type { SessionUser } from '../../../shared/session';
import { wallet } from '../investing/fixtures';
import { adminFixture, creatorFixture, investorFixture } from './fixtures';

function user(role: SessionUser['role'], name: string): SessionUser {
  return { id: 'u-1', email: `${role}@example.com`, name, role, avatarUrl: null };
}

/** The HTML as a document fragment, to read it as a visitor would. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe("a dashboard's first frames, rendered outside the app", () => {
  it("draws the investor's frame, figures and wallet balance, and the chart only at a known width", async () => {
    const input: StaticDashboardInput = {
      page: { role: 'investor', data: investorFixture },
      user: user('investor', 'Priya Shah'),
      answers: {
        '/api/dashboards/investor': investorFixture,
        '/api/wallet': wallet(1_234_500),
        '/api/me/notifications': { unreadCount: 2, notifications: [] },
      },
      chartWidths: {},
    };
    const frames = parse(await renderStaticDashboard(input));
    expect(frames.querySelector('h1')?.textContent).toBe('Investor Dashboard');
    expect(frames.querySelector('nav[aria-label="Dashboard"]')).not.toBeNull();
    expect(frames.querySelector('header')?.textContent).toContain('Priya Shah');
    expect(
      frames.querySelector('header button[aria-label="Notifications, 2 unread"]'),
    ).not.toBeNull();
    expect(frames.textContent).toContain('$12,345.00');
    expect([...frames.querySelectorAll('button')].map((b) => b.textContent)).toContain('Add Funds');
    const pie = () =>
      frames.querySelector('[role="img"][aria-label="Portfolio distribution by category"]');
    expect(pie()?.childElementCount).toBe(0);

    const label = 'Portfolio distribution by category';
    const drawn = parse(await renderStaticDashboard({ ...input, chartWidths: { [label]: 420 } }));
    const svg = drawn.querySelector(`[role="img"][aria-label="${label}"] svg`);
    expect(svg?.getAttribute('width')).toBe('420');
  });

  it("draws the creator's and the admin's, with the creator's New Project and both admin charts", async () => {
    const creator = parse(
      await renderStaticDashboard({
        page: { role: 'creator', data: creatorFixture },
        user: user('creator', 'Jordan Lee'),
        answers: { '/api/dashboards/creator': creatorFixture },
        chartWidths: { 'Project views per day, last 7 days': 300 },
      }),
    );
    expect(creator.querySelector('h1')?.textContent).toBe('Creator Dashboard');
    expect(creator.querySelector('a[href="/creator/new-project"]')?.textContent).toContain(
      'New Project',
    );
    expect(
      creator.querySelector('[aria-label="Project views per day, last 7 days"] svg'),
    ).not.toBeNull();

    const labels = ['Projects created per month', 'Dollars invested per month'];
    const admin = parse(
      await renderStaticDashboard({
        page: { role: 'admin', data: adminFixture, mfaMissing: true },
        user: user('admin', 'Alex Morgan'),
        answers: { '/api/dashboards/admin': adminFixture },
        chartWidths: Object.fromEntries(labels.map((label) => [label, 360])),
      }),
    );
    expect(admin.querySelector('h1')?.textContent).toBe('Admin Dashboard');
    // The two-factor prompt, below the figures as the app draws it.
    expect(admin.querySelector('[role="status"] a[href="/admin/settings"]')?.textContent).toBe(
      'Set it up in Settings',
    );
    for (const label of labels) {
      expect(admin.querySelector(`[aria-label="${label}"] svg`)).not.toBeNull();
    }
  });
});
