// The bench's Lighthouse part: which pages it audits, signed in as whom, and the budgets
// each must hold (the public pages since issue 10; the sign-in pages and the three
// dashboards since issue 18).
import { runLighthouse, signIn } from './lighthouse.mjs';

const DEMO_PASSWORD = 'demo-password-2026';

/** The seeded demo accounts (README), each on its own dashboard. */
const DASHBOARDS = [
  { path: '/investor', email: 'investor@example.com' },
  { path: '/creator', email: 'creator@example.com' },
  { path: '/admin', email: 'admin@example.com' },
];

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  /** The pages budgeted since issue 10 (home, Discover, a project page). */
  accessibility: 95,
  /** The sign-in pages and the dashboards (issue 18). */
  accountAccessibility: 100,
  cls: 0.02,
};

/** Audits every page and records a pass or miss for each budget through `check`. */
export async function lighthouseAudits(origin, { projectPath, runs, check }) {
  const pages = [
    ...['/', '/projects', projectPath]
      .filter(Boolean)
      .map((path) => ({ path, accessibility: LIGHTHOUSE_BUDGETS.accessibility })),
    ...['/login', '/signup', '/forgot-password'].map((path) => ({
      path,
      accessibility: LIGHTHOUSE_BUDGETS.accountAccessibility,
    })),
    ...DASHBOARDS.map(({ path, email }) => ({
      path,
      accessibility: LIGHTHOUSE_BUDGETS.accountAccessibility,
      // A fresh session per run: a run's app may refresh (rotate) the one it was given.
      signIn: () => signIn(origin, { email, password: DEMO_PASSWORD }),
      as: email,
    })),
  ];
  // BENCH_LH_PAGES=/login,/investor audits only those (for working on one page).
  const picked = process.env.BENCH_LH_PAGES?.split(',');
  if (picked) pages.splice(0, pages.length, ...pages.filter((p) => picked.includes(p.path)));
  const lh = await runLighthouse(
    pages.map(({ path, signIn: session }) => ({ url: `${origin}${path}`, signIn: session })),
    { runs },
  );
  const results = {};
  for (const { path, accessibility, as } of pages) {
    const r = lh[`${origin}${path}`];
    results[path] = { ...r, signedInAs: as ?? null };
    const who = as ? ` (signed in as ${as})` : '';
    if (r.error) {
      check(`Lighthouse of ${path}${who} ran without error`, false, r.error);
      continue;
    }
    check(
      `Lighthouse performance of ${path}${who} ≥ ${LIGHTHOUSE_BUDGETS.performance}`,
      r.performance >= LIGHTHOUSE_BUDGETS.performance,
      `${r.performance} (LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms; runs ${r.samples.map((s) => s.performance).join('/')})`,
    );
    check(
      `Lighthouse accessibility of ${path}${who} ≥ ${accessibility}`,
      r.accessibility >= accessibility,
      `${r.accessibility}${r.failedA11y.length ? `; failing: ${r.failedA11y.join(', ')}` : ''}`,
    );
    check(
      `CLS of ${path}${who} ≤ ${LIGHTHOUSE_BUDGETS.cls}`,
      r.cls !== null && r.cls <= LIGHTHOUSE_BUDGETS.cls,
      String(r.cls?.toFixed(3)),
    );
  }
  if (!projectPath)
    check('a project page to measure', false, 'GET /api/projects listed no project');
  return results;
}
