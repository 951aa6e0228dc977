// The bench's Lighthouse part: which pages it audits, signed in as whom, and the budgets
// each must hold (issue 38: the same on every page).
import { runLighthouse } from './lighthouse.mjs';

const DEMO_PASSWORD = 'demo-password-2026';

/** The seeded demo accounts (README), each on its own dashboard. */
const DASHBOARDS = [
  { path: '/investor', email: 'investor@example.com' },
  { path: '/creator', email: 'creator@example.com' },
  { path: '/admin', email: 'admin@example.com' },
];

export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, cls: 0.02 };

/** Audits every page and records a pass or miss for each budget through `check`. */
export async function lighthouseAudits(origin, { projectPath, runs, check, floorOrigin }) {
  const pages = [
    ...['/', '/projects', projectPath, '/login', '/signup']
      .filter(Boolean)
      .map((path) => ({ path })),
    ...DASHBOARDS.map(({ path, email }) => ({
      path,
      // Signed in through the login page before each run (a run's app may rotate the session).
      account: { email, password: DEMO_PASSWORD },
      as: email,
    })),
  ];
  // BENCH_LH_PAGES=/login,/investor audits only those (for working on one page).
  const picked = process.env.BENCH_LH_PAGES?.split(',');
  if (picked) pages.splice(0, pages.length, ...pages.filter((p) => picked.includes(p.path)));
  // The floor page (React + react-router + Chakra, nothing of ours) in the same run: what
  // the stack itself scores, reported beside the budgets, not budgeted.
  const floorUrl = floorOrigin ? `${floorOrigin}/` : null;
  const lh = await runLighthouse(
    [
      ...pages.map(({ path, account }) => ({ url: `${origin}${path}`, account })),
      // The floor's server answers any unknown path with its app: start from its static page.
      ...(floorUrl ? [{ url: floorUrl, blankPath: '/details.html' }] : []),
    ],
    { runs },
  );
  const results = {};
  const { accessibility } = LIGHTHOUSE_BUDGETS;
  for (const { path, as } of pages) {
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
  if (floorUrl) {
    const floor = lh[floorUrl];
    results.floor = floor;
    check(
      'Lighthouse of the floor page ran (reported, not budgeted)',
      !floor.error,
      floor.error ??
        `performance ${floor.performance} (LCP ${Math.round(floor.lcpMs)} ms, TBT ${Math.round(floor.tbtMs)} ms; runs ${floor.samples.map((x) => x.performance).join('/')})`,
    );
  }
  if (!projectPath)
    check('a project page to measure', false, 'GET /api/projects listed no project');
  return results;
}
