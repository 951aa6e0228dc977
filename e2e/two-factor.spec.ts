import { expect, OWN_PASSWORD, test } from './fixtures';
import { stepNow, totp } from './totp';
import { seriousViolations } from './axe';

/** A code the server accepts for none of the steps it might try (one either side, and next). */
function wrongCode(secret: string): string {
  const step = stepNow();
  const valid = [step - 1, step, step + 1, step + 2].map((s) => totp(secret, s));
  let candidate = 100000;
  while (valid.includes(String(candidate))) candidate += 1;
  return String(candidate);
}

test('a user turns on two-factor in settings, then signs in with password and code', async ({
  ownUser,
}) => {
  // Two sign-ins and two axe runs: a long journey.
  test.setTimeout(90_000);
  const { page, email } = await ownUser('investor', 'Tess Twofactor');

  await page.goto('/investor/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = ((await section.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await seriousViolations(page)).toEqual([]);

  const enrolStep = stepNow();
  await section.getByLabel('Code from the app').fill(totp(secret, enrolStep));
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login?next=/investor/settings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OWN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  // The redirect waits for the code.
  await expect(page).toHaveURL(/\/login/);
  expect(await seriousViolations(page)).toEqual([]);

  const codeField = page.getByLabel('Authentication code');
  await codeField.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText(/That code did not work\. Enter the newest 6-digit code/),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // A code's time step is accepted once: the enrolment used `enrolStep`, so sign in with
  // a later step (the server allows one step of skew), never the same code again.
  await codeField.fill(totp(secret, Math.max(stepNow(), enrolStep + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/investor\/settings$/);
  await expect(
    page.getByRole('region', { name: 'Two-factor sign-in' }).getByText(/Two-factor sign-in is on/),
  ).toBeVisible();
});

test.describe("the demo admin's stored session", () => {
  test.use({ signedInAs: 'admin' });

  test('an admin without two-factor is prompted on the dashboard to set it up', async ({
    page,
  }) => {
    // The demo admin has no factor (no spec enrols one for a shared account).
    const notice = page.getByRole('status').filter({ hasText: 'two-factor sign-in' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('link', { name: 'Set it up in Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(
      page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button', {
        name: 'Set up two-factor',
      }),
    ).toBeVisible();
  });
});
