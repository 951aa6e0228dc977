import { expect, OWN_PASSWORD, test } from './fixtures';
import { submitLogIn } from './helpers';
import { stepNow, totp } from './totp';

test('settings list the devices signed in, and signing one out ends it there', async ({
  ownUser,
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, email } = await ownUser('investor', 'Devi Devices');
  const phoneContext = await browser.newContext();
  const phone = await phoneContext.newPage();
  await submitLogIn(phone, email, OWN_PASSWORD);
  await expect(phone).toHaveURL(/\/investor$/);

  await page.goto('/investor/settings');
  const section = page.getByRole('region', { name: 'Active sessions' });
  const devices = section.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByText(/^Chrome on /).first()).toBeVisible();

  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(section.getByText(/^Signed out Chrome on /)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The other browser's session is gone: its next visit finds it signed out.
  await phone.goto('/investor/settings');
  await expect(phone).toHaveURL(/\/login/);
  // This one is untouched.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Active sessions' })).toBeVisible();
  await expect(page).toHaveURL(/\/investor\/settings$/);
  await phoneContext.close();
});

test('a backup authenticator signs in when the phone is lost', async ({ ownUser }) => {
  test.setTimeout(90_000);
  const { page, email } = await ownUser('investor', 'Bea Backup');
  await page.goto('/investor/settings');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });

  await section.getByRole('button', { name: 'Set up two-factor' }).click();
  const first = ((await section.locator('code').textContent()) ?? '').trim();
  await section.getByLabel('Code from the app').fill(totp(first, stepNow()));
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a backup authenticator' }).click();
  const backup = ((await section.locator('code').textContent()) ?? '').trim();
  expect(backup).not.toBe(first);
  const backupStep = stepNow();
  await section.getByLabel('Code from the app').fill(totp(backup, backupStep));
  await section.getByRole('button', { name: 'Add the backup' }).click();
  await expect(section.getByText(/Backup authenticator added/)).toBeVisible();
  await expect(section.getByText('Backup authenticator', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitLogIn(page, email, OWN_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Code from').selectOption({ label: 'Backup authenticator' });
  await page
    .getByLabel('Authentication code')
    .fill(totp(backup, Math.max(stepNow(), backupStep + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/investor$/);
});
