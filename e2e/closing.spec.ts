/**
 * Closing an offering (docs/money.md#settlement), end to end. Each test builds its own
 * offering so it controls the end date: a fresh creator submits a project, the admin
 * approves it, a fresh investor adds funds and commits, then the test runs the closing
 * job through the dev route (`POST /__dev/closing/run`, loopback and DEV_TOOLS only) at a
 * time past that end date, for that project only. Funded: the investor sees a settled
 * SAFE and the creator the payout (raised, the 5 % fee, net). Failed: the investor sees
 * the refund timeline and the money back, the creator that it went back. Withdrawn
 * (docs/money.md#withdrawing-a-live-offering): the creator withdraws the live offering
 * from its page and the investor sees the refund. Axe on each.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sharedToken, test } from './fixtures';
import { seriousViolations } from './axe';
import { completeDisclosures } from './disclosures';

const DAY = 86_400_000;

interface Actor {
  page: Page;
  token: string;
}

/** Calls the API as `token` and returns the parsed answer, failing on an unexpected status. */
async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string | null,
  data?: unknown,
  expected = [200, 201],
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  expect(expected, `${method} ${path}: ${response.status()} ${text}`).toContain(response.status());
  return JSON.parse(text) as T;
}

/**
 * A live offering of a fresh creator's: goal $1,000, minimum $500 (so the default terms'
 * maximum raise is the goal), ending in 30 days. Returns its id, slug, title and end.
 */
async function liveOffering(request: APIRequestContext, creator: Actor, title: string) {
  const { project } = await api<{ project: { id: string; slug: string } }>(
    request,
    'POST',
    '/api/creator/projects',
    creator.token,
    {
      title,
      tagline: 'Uptime checks that page the right person',
      description: `${title} watches every endpoint of a SaaS product and pages whoever is on call.`,
      category: 'Developer Tools',
      fundingGoal: 1_000,
      equity: 10,
      minimumInvestment: 500,
      endDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
    },
  );
  await completeDisclosures(request, creator.token, project.id);
  await api(request, 'POST', `/api/creator/projects/${project.id}/submit`, creator.token);
  await api(request, 'POST', `/api/admin/reviews/${project.id}/approve`, sharedToken('admin'));
  const { offering } = await api<{ offering: { endsAt: string; open: boolean } }>(
    request,
    'GET',
    `/api/projects/${project.slug}/offering`,
    null,
  );
  expect(offering.open).toBe(true);
  return { id: project.id, slug: project.slug, title, endsAt: offering.endsAt };
}

/** The investor states a profile, adds `depositCents` and commits `cents` to the project. */
async function commit(
  request: APIRequestContext,
  investor: Actor,
  projectId: string,
  depositCents: number,
  cents: number,
) {
  await api(request, 'PUT', '/api/investor/profile', investor.token, {
    annualIncomeCents: 8_000_000,
    netWorthCents: 10_000_000,
    accredited: false,
    otherRegCfInvestmentsCents: 0,
  });
  await api(request, 'POST', '/api/wallet/deposits', investor.token, {
    amountCents: depositCents,
    idempotencyKey: crypto.randomUUID(),
  });
  await api(request, 'POST', '/api/investments', investor.token, {
    projectId,
    amountCents: cents,
    legalName: 'Robin Closing',
    signature: 'Robin Closing',
    consentToElectronicSignature: true,
    acknowledgesRiskOfLoss: true,
    acknowledgesResaleRestriction: true,
    acknowledgesCancellationDeadline: true,
    idempotencyKey: crypto.randomUUID(),
  });
}

/** Runs the closing job for this project only, one second after its end. */
async function closeAfterEnd(
  request: APIRequestContext,
  offering: { id: string; endsAt: string },
  outcome: 'funded' | 'failed',
) {
  const at = new Date(Date.parse(offering.endsAt) + 1000).toISOString();
  const { results } = await api<{ results: unknown[] }>(
    request,
    'POST',
    '/__dev/closing/run',
    null,
    { at, projectId: offering.id },
  );
  expect(results).toEqual([{ projectId: offering.id, status: 'closed', outcome }]);
}

function myInvestment(page: Page, title: string) {
  // The commitments list, not the portfolio above it, which names a settled SAFE too.
  return page
    .getByRole('list', { name: 'Your commitments' })
    .getByRole('listitem')
    .filter({ hasText: title });
}

test('a funded offering: the investor holds a settled SAFE, the creator sees the payout', async ({
  ownUser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Pager Pilot ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Casey Closing');
  const investor = await ownUser('investor', 'Robin Closing');
  const offering = await liveOffering(request, creator, title);
  // The creator's Total Raised comes from commitments: nothing yet, then the $1,000.
  const totalRaised = creator.page
    .getByRole('main')
    .getByText('Total Raised', { exact: true })
    .locator('..')
    .locator('dd')
    .first();
  await creator.page.goto('/creator');
  await expect(totalRaised).toHaveText('$0');
  await commit(request, investor, offering.id, 150_000, 100_000);
  await creator.page.reload();
  await expect(totalRaised).toHaveText('$1,000');

  await closeAfterEnd(request, offering, 'funded');

  // The investor: the commitment is a settled SAFE, still viewable, no Cancel.
  await investor.page.goto('/investor/investments');
  const row = myInvestment(investor.page, title);
  await expect(row.getByText('Settled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Settled SAFE since');
  await expect(row).toContainText('the offering was funded and you hold this SAFE');
  await expect(row.getByRole('button', { name: 'View SAFE' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  expect(await seriousViolations(investor.page)).toEqual([]);

  // The creator: raised $1,000, the 5 % fee $50, $950 net, from one investor.
  await creator.page.goto('/creator');
  const payout = creator.page.getByRole('main').getByRole('region', {
    name: `${title}: funded, payout`,
  });
  await expect(payout).toBeVisible();
  await expect(payout).toContainText('Raised');
  await expect(payout).toContainText('$1,000.00');
  await expect(payout).toContainText('Platform fee (5 %)');
  await expect(payout).toContainText('−$50.00');
  await expect(payout).toContainText('Net payout to you');
  await expect(payout).toContainText('$950.00');
  await expect(payout).toContainText('From 1 investor, settled on');
  expect(await seriousViolations(creator.page)).toEqual([]);

  // The public, append-only history records the close (anyone may read it).
  const { entries } = await api<{ entries: { kind: string; outcome?: string }[] }>(
    request,
    'GET',
    `/api/projects/${offering.slug}/history`,
    null,
  );
  expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['listed', 'closed']));
  expect(entries.find((e) => e.kind === 'closed')?.outcome).toBe('funded');

  // The closed project keeps its page: the funded banner, no Invest Now, the close in History.
  await investor.page.goto(`/project/${offering.slug}`);
  await expect(investor.page.getByRole('region', { name: 'Offering closed' })).toContainText(
    /Funded: this offering closed on .+ having raised \$1,000 from 1 investor$/,
  );
  await expect(investor.page.getByRole('link', { name: 'Invest Now' })).toHaveCount(0);
  await investor.page.getByRole('tab', { name: 'History' }).click();
  await expect(
    investor.page.getByRole('tabpanel', { name: 'History' }).getByRole('heading', {
      name: 'Closed: funded',
    }),
  ).toBeVisible();
  expect(await seriousViolations(investor.page)).toEqual([]);
});

test('a failed offering: the investor sees the refund timeline and the money back', async ({
  ownUser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Quiet Queue ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Casey Closing');
  const investor = await ownUser('investor', 'Robin Closing');
  const offering = await liveOffering(request, creator, title);
  await commit(request, investor, offering.id, 80_000, 50_000);

  await closeAfterEnd(request, offering, 'failed');

  // The investor: Refunded, the timeline initiated → returned with dates, $800 back.
  await investor.page.goto('/investor/investments');
  const row = myInvestment(investor.page, title);
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  const timeline = row.getByRole('region', { name: 'Refund status' });
  await expect(timeline).toContainText('did not reach its goal');
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Refund of $500.00 initiated:');
  await expect(steps.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(steps.nth(1)).toContainText('Returned to your wallet:');
  await expect(steps.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  await expect(row.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  const wallet = investor.page
    .getByText('Available Balance', { exact: true })
    .locator('..')
    .locator('..');
  await expect(wallet).toContainText('$800.00');
  expect(await seriousViolations(investor.page)).toEqual([]);

  // The creator: the goal was not met, the money went back, no fee.
  await creator.page.goto('/creator');
  const card = creator.page.getByRole('main').getByRole('region', {
    name: `${title}: closed, goal not met`,
  });
  await expect(card).toContainText('$500.00 returned to 1 investor wallet');
  await expect(card).toContainText('No platform fee was charged.');
  expect(await seriousViolations(creator.page)).toEqual([]);
});

test('a withdrawn offering: the creator withdraws it live, the investor sees the refund', async ({
  ownUser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Early Exit ${Date.now().toString(36)}`;
  const creator = await ownUser('creator', 'Casey Closing');
  const investor = await ownUser('investor', 'Robin Closing');
  const offering = await liveOffering(request, creator, title);
  await commit(request, investor, offering.id, 80_000, 50_000);

  // The creator withdraws the live offering from its page, confirming in the dialog.
  await creator.page.goto(`/creator/projects/${offering.id}`);
  await creator.page.getByRole('button', { name: 'Withdraw offering' }).click();
  const dialog = creator.page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Withdraw the offering of ${title}?`);
  await expect(dialog).toContainText('Every commitment is refunded to its investor’s wallet');
  await expect(dialog).toContainText('This cannot be undone.');
  expect(await seriousViolations(creator.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Withdraw offering' }).click();
  await expect(creator.page.getByText('Offering withdrawn', { exact: true })).toBeVisible();
  await expect(creator.page.getByRole('button', { name: 'Withdraw offering' })).toHaveCount(0);
  await expect(creator.page.getByRole('main')).toContainText('Failed');

  // The investor: Refunded because the creator withdrew it, the $500 back: $800 again.
  await investor.page.goto('/investor/investments');
  const row = myInvestment(investor.page, title);
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  const timeline = row.getByRole('region', { name: 'Refund status' });
  await expect(timeline).toContainText('The creator withdrew the offering before its deadline');
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Returned to your wallet:');
  const wallet = investor.page
    .getByText('Available Balance', { exact: true })
    .locator('..')
    .locator('..');
  await expect(wallet).toContainText('$800.00');
  expect(await seriousViolations(investor.page)).toEqual([]);

  // The public page says it was withdrawn, not that its goal was missed.
  await investor.page.goto(`/project/${offering.slug}`);
  const banner = investor.page.getByRole('region', { name: 'Offering closed' });
  await expect(banner).toContainText(
    'This offering was withdrawn by its creator before its deadline; every commitment was refunded to its investor',
  );
  await expect(banner).toContainText('No fee was charged.');
  expect(await seriousViolations(investor.page)).toEqual([]);
});
