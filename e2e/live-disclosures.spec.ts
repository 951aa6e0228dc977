/**
 * A live offering's disclosures change (docs/before-the-raise.md#disclosures): the
 * founder edits a risk factor on their project's page, is told before saving that every
 * investor who committed must reconfirm, confirms; the investor with an open commitment
 * sees the reconfirmation request on My Investments and reconfirms. Axe on both pages.
 */
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { liveProject } from './projects';

/** Calls the API as `token`, failing on anything but a 200 or 201. */
async function call(request: APIRequestContext, path: string, token: string, data: unknown) {
  const method = path === '/api/investor/profile' ? 'PUT' : 'POST';
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect([200, 201], `${path}: ${await response.text()}`).toContain(response.status());
}

/** The investor states a profile, adds $1,000 and commits $500 to the project. */
async function commitTo(request: APIRequestContext, token: string, projectId: string) {
  await call(request, '/api/investor/profile', token, {
    annualIncomeCents: 8_000_000,
    netWorthCents: 10_000_000,
    accredited: false,
    otherRegCfInvestmentsCents: 0,
  });
  await call(request, '/api/wallet/deposits', token, {
    amountCents: 100_000,
    idempotencyKey: crypto.randomUUID(),
  });
  await call(request, '/api/investments', token, {
    projectId,
    amountCents: 50_000,
    legalName: 'Ivy Reconfirm',
    signature: 'Ivy Reconfirm',
    consentToElectronicSignature: true,
    acknowledgesRiskOfLoss: true,
    acknowledgesResaleRestriction: true,
    acknowledgesCancellationDeadline: true,
    idempotencyKey: crypto.randomUUID(),
  });
}

test('a founder changes a live offering’s risk factors; the investor is asked to reconfirm', async ({
  ownUser,
}) => {
  test.setTimeout(180_000);
  const founder = await ownUser('creator', 'Cleo Founder');
  const title = `Risk Ledger ${Date.now().toString(36)}`;
  const project = await liveProject(founder, { title });
  const investor = await ownUser('investor', 'Ivy Reconfirm');
  await commitTo(investor.page.request, investor.token, project.id);

  const { page } = founder;
  await page.goto(`/creator/projects/${project.id}`);
  await expect(
    page.getByText('This offering is live: every change is a material change.'),
  ).toBeVisible();
  // Said before anything is saved: above the form and beside the statements' upload.
  await expect(
    page.getByText(/1 investor with an open commitment will be asked to reconfirm/).first(),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Disclosures' });
  await form
    .getByRole('textbox', { name: 'Risk 1', exact: true })
    .fill('A competitor with ten times our funding launched the same product in October.');
  await form.getByRole('button', { name: 'Review the change' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Change the disclosures of ${title}?` });
  await expect(dialog).toContainText('1 investor with an open commitment');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save and ask to reconfirm' }).click();
  await expect(
    page.getByText(/Disclosures saved\. 1 commitment must be reconfirmed by/),
  ).toBeVisible();

  // The investor: the commitment waits for them, with the Reconfirm action.
  const mine = investor.page;
  await mine.goto('/investor/investments');
  await expect(mine.getByText(/The offering changed: reconfirm by/)).toBeVisible();
  expect(await seriousViolations(mine)).toEqual([]);
  await mine.getByRole('button', { name: 'Reconfirm', exact: true }).click();
  await mine.getByRole('alertdialog').getByRole('button', { name: 'Reconfirm commitment' }).click();
  await expect(mine.getByText('Commitment reconfirmed')).toBeVisible();
  await expect(mine.getByText(/The offering changed: reconfirm by/)).toHaveCount(0);
});
