/**
 * A SAFE anyone can verify (docs/reporting-and-verification.md): the demo investor
 * downloads a SAFE's Open Cap Format data from My Investments, and a signed-out visitor
 * pastes that SAFE's text at /verify and learns LaunchFund issued it (the investor's name
 * masked), then learns a changed fingerprint was not issued here.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { DEMO, DEMO_PASSWORD } from './helpers';
import { seriousViolations } from './axe';

interface Investment {
  id: string;
  projectTitle: string;
  status: string;
  safe: { sha256: string; signedBy: string };
}

/** The masking the page promises: every word's first letter, then "***". */
const masked = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => `${Array.from(word)[0] ?? ''}***`)
    .join(' ');

test('an investor downloads a SAFE as OCF data; a visitor verifies it', async ({
  page,
  demoPage,
  request,
}) => {
  // The demo investor's first standing SAFE and its signed text, through the API.
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: DEMO.investor.email, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const { investments } = (await (
    await request.get('/api/investments', { headers: auth })
  ).json()) as {
    investments: Investment[];
  };
  const standing = investments.find((i) => i.status !== 'cancelled' && i.status !== 'refunded');
  if (!standing) throw new Error('the seeded demo investor holds no standing SAFE');
  const { safeText } = (await (
    await request.get(`/api/investments/${standing.id}`, { headers: auth })
  ).json()) as { safeText: string };

  // The investor: View SAFE → Download OCF data, a convertible issuance with the hash.
  const investor = await demoPage('investor');
  await investor.goto('/investor/investments');
  const row = investor.getByRole('listitem').filter({ hasText: standing.projectTitle }).first();
  await row.getByRole('button', { name: 'View SAFE' }).click();
  const dialog = investor.getByRole('dialog', { name: `SAFE: ${standing.projectTitle}` });
  const downloading = investor.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download OCF data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^safe-[\w-]+\.ocf\.json$/);
  const ocf = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    document_sha256: string;
    items: { object_type: string; convertible_type: string; security_id: string }[];
  };
  expect(ocf.document_sha256).toBe(standing.safe.sha256);
  expect(ocf.items[0]).toMatchObject({
    object_type: 'TX_CONVERTIBLE_ISSUANCE',
    convertible_type: 'SAFE',
    security_id: standing.id,
  });

  // A visitor pastes the SAFE's text.
  await page.goto('/verify');
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a SAFE' })).toBeVisible();
  await page.getByLabel('SAFE document text').fill(safeText);
  await page.getByRole('button', { name: 'Verify document' }).click();
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('LaunchFund');
  await expect(result).not.toContainText('Not issued');
  await expect(result.getByRole('link', { name: standing.projectTitle })).toBeVisible();
  await expect(result).toContainText(masked(standing.safe.signedBy));
  await expect(result).not.toContainText(standing.safe.signedBy);
  await expect(result).toContainText(standing.safe.sha256);
  expect(await seriousViolations(page)).toEqual([]);

  // One changed character of the fingerprint: not issued here, said plainly.
  const last = standing.safe.sha256.slice(-1) === '0' ? '1' : '0';
  await page.getByLabel('SHA-256 hash').fill(`${standing.safe.sha256.slice(0, -1)}${last}`);
  await page.getByRole('button', { name: 'Verify hash' }).click();
  await expect(page.getByTestId('verify-result')).toContainText('Not issued by LaunchFund');
  expect(await seriousViolations(page)).toEqual([]);
});
