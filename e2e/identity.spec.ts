/**
 * Identity before money (docs/identity.md), end to end: a new investor is refused Add
 * Funds, an investment and a deposit through the API until their identity is verified,
 * sees a failed check with its reason, passes on a second try and then invests; a check
 * the simulated provider sends to manual review waits in the admins' queue, the admin's
 * decision and reason land in the audit trail, which filters and exports CSV.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { addFunds, invest, verifyIdentity } from './journey-steps';
import { liveProject } from './projects';

test('a new investor cannot move money before the identity check, sees why, verifies and invests', async ({
  ownUser,
}) => {
  test.setTimeout(120_000);
  const title = `Gatekeeper ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Gil Gated');
  const project = await liveProject(creator, { title, fundingGoal: 5_000 });
  const investor = await ownUser('investor', 'Uma Unverified', { verifiedIdentity: false });
  const { page } = investor;

  // Refused on the server, with a message that says what to do.
  const deposit = await page.request.post('/api/wallet/deposits', {
    headers: { Authorization: `Bearer ${investor.token}` },
    data: { amountCents: 50_000, idempotencyKey: crypto.randomUUID() },
  });
  expect(deposit.status()).toBe(403);
  expect(await deposit.json()).toMatchObject({ error: { code: 'identity_unverified' } });

  // On the invest page and in Add Funds, the gate says why and links to the check.
  await page.goto(`/project/${project.slug}/invest`);
  await expect(page.getByTestId('identity-gate')).toContainText(
    'Verify your identity before you add funds or invest',
  );
  await page.goto('/investor');
  await page.getByRole('main').getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await dialog.getByLabel(/Amount to add/).fill('500');
  await dialog.getByRole('button', { name: 'Add funds' }).click();
  await expect(dialog.getByText(/Verify your identity before you add funds or invest/)).toHaveCount(
    2,
  );
  await dialog.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/investor\/verify-identity$/);

  // The simulated provider's documented failing input: the reason, and the form again.
  await verifyIdentity(page, investor.name, '1111');
  await expect(page.getByRole('alert')).toContainText(
    'The name and date of birth do not match the records for this tax id.',
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await verifyIdentity(page, investor.name, '0000');
  await expect(page.getByText('Your identity is verified')).toBeVisible();

  // Verified: the money moves.
  await addFunds(page, '500');
  await invest(investor, project.slug, title, '$500.00');
});

test('a check in manual review waits in the admins’ queue; the decision and its reason are in the audit trail and its CSV', async ({
  ownUser,
  demoPage,
}) => {
  test.setTimeout(120_000);
  const legalName = `Rae Review ${Date.now().toString(36)}`;
  const investor = await ownUser('investor', legalName, { verifiedIdentity: false });
  await investor.page.goto('/investor/verify-identity');
  await verifyIdentity(investor.page, legalName, '2222');
  await expect(investor.page.getByText('Your check is waiting for a manual review')).toBeVisible();
  // The investor certifies being accredited (the profile form's statement has its own tests).
  const profile = await investor.page.request.put('/api/investor/profile', {
    headers: { Authorization: `Bearer ${investor.token}` },
    data: {
      annualIncomeCents: 30_000_000,
      netWorthCents: 200_000_000,
      accredited: true,
      otherRegCfInvestmentsCents: 0,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await investor.page.goto('/investor');
  await investor.page.getByRole('main').getByRole('button', { name: 'Add Funds' }).click();
  await expect(
    investor.page.getByRole('dialog', { name: 'Add Funds' }).getByTestId('identity-gate'),
  ).toContainText('waiting for a manual review');

  // The admin decides it from the queue, with a reason.
  const admin = await demoPage('admin');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', {
      name: 'Identity reviews',
    })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Identity reviews' })).toBeVisible();
  const card = admin.getByRole('article', { name: `Identity check of ${legalName}` });
  await expect(card).toContainText('•••• 2222');
  expect(await seriousViolations(admin, 'main')).toEqual([]);

  // The person's record shows the accredited statement with its date and wording version.
  await card.getByRole('link', { name: 'Identity record and accredited statement' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Identity record' })).toBeVisible();
  const statement = admin.getByRole('region', { name: 'Accredited investor statement' });
  await expect(statement).toContainText('Certified on');
  // Dated as people read it ("Nov 29, 2026", UTC), as every screen dates.
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(statement).toContainText(today);
  await expect(statement).toContainText('Wording version');
  await expect(statement).toContainText('I certify that I am an accredited investor');
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  await admin.goBack();
  const reason = `Address matched by hand for ${legalName}.`;
  await card.getByLabel(/Reason for your decision/).fill(reason);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // The investor is verified now.
  await investor.page.goto('/investor/verify-identity');
  await expect(investor.page.getByText('Your identity is verified')).toBeVisible();

  // The audit trail lists the decision, filtered by action and subject, and exports it.
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', {
      name: 'Audit',
    })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await admin.getByLabel('Action', { exact: true }).selectOption('identity.review_decided');
  await admin.getByLabel('Subject').fill(investor.email);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const rows = admin.getByRole('table', { name: 'Admin actions' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Decided an identity review');
  await expect(rows.nth(1)).toContainText(reason);
  await expect(rows.nth(1).getByRole('link', { name: investor.email })).toBeVisible();
  expect(await seriousViolations(admin, 'main')).toEqual([]);
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(csv.split('\n')[0]).toContain('sequence,at,action');
  expect(csv).toContain(reason);
  expect(csv).toContain(investor.email);
});
