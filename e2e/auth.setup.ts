/**
 * The setup project: signs each demo account in through the login form once per run and
 * stores its browser state for the tests that read seeded data as that role (see
 * e2e/fixtures.ts for what those shared sessions may and may not be used for).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { authFile } from './fixtures';
import { accessToken, DEMO, logInAs, type DemoRole } from './helpers';

for (const role of Object.keys(DEMO) as DemoRole[]) {
  setup(`sign the demo ${role} in and store the session`, async ({ page }) => {
    await logInAs(page, role);
    await expect.poll(() => accessToken(page)).not.toBe('');
    mkdirSync(dirname(authFile(role)), { recursive: true });
    await page.context().storageState({ path: authFile(role) });
  });
}
