import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browser here: use the system Chromium when present,
// CHROMIUM_PATH to point at another, and Playwright's own browser elsewhere.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://localhost:${port}`;
const stateDir = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';
// The test workers inherit it: e2e/fixtures.ts keeps the setup project's signed-in
// sessions beside this run's database.
process.env.E2E_STATE_DIR = stateDir;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes on a second try is flaky and gets fixed at its cause.
  retries: 0,
  // A test is a journey of many steps, each bounded by the expect timeout below; on a busy
  // two-core CI machine a 15-route walk or a sign-up-to-payout journey needs more than
  // Playwright's default 30 s in all, without any one step being slow.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs each demo account in once per run and stores the session (e2e/auth.setup.ts):
    // the tests start signed in instead of each going through the login form.
    { name: 'setup', testMatch: /auth\.setup\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, dependencies: ['setup'] },
  ],
  // The app as `npm start` serves it, on its own port and a fresh local database.
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      STATE_DIR: stateDir,
      E2E_FRESH_STATE: '1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
