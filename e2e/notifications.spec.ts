/**
 * Heard when it matters (docs/product.md#notifications): a founder hears in the bell that
 * their project was approved and that an investor asked a question; Settings turns one
 * kind's email off; a mail's one-click unsubscribe link asks first, then turns its kind
 * off without signing in, and Settings shows it. axe passes on each screen.
 */
import { expect, test } from './fixtures';
import { liveProject } from './projects';
import { seriousViolations } from './axe';

interface Mail {
  to: string;
  kind: string;
  subject: string;
  headers: Record<string, string>;
}

test('the founder hears, chooses which mails to get, and unsubscribes in one click', async ({
  ownUser,
  browser,
}) => {
  test.setTimeout(240_000);
  const founder = await ownUser('creator', 'Nora Notified');
  const title = `Bell Ringer ${Date.now().toString(36)}`;
  const { slug } = await liveProject(founder, { title });
  const investor = await ownUser('investor', 'Quentin Curious');

  // The investor asks on the project's Discussion tab.
  await investor.page.goto(`/project/${slug}?tab=discussion`);
  await investor.page.getByLabel('Your question').fill('What is your churn rate?');
  await investor.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(investor.page.getByText('What is your churn rate?')).toBeVisible();

  // The founder's bell: the question, then (older) the approval.
  const page = founder.page;
  await page.goto('/creator');
  await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  await expect(
    page.getByRole('link', { name: new RegExp(`Quentin Curious asked a question on ${title}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`${title} was approved and is live`) }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[data-scope="popover"][data-part="content"]')).toEqual([]);
  await page.keyboard.press('Escape');

  // Settings: the founder's kinds, each email on; one turned off.
  await page.goto('/creator/settings');
  const questions = page.getByRole('checkbox', {
    name: 'Email me: New questions on your projects',
  });
  await expect(questions).toBeChecked();
  await page.getByText('Email me: New questions on your projects').click();
  await expect(page.getByText('New questions on your projects: email off.')).toBeVisible();
  await expect(questions).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);

  // The approval mail carries the RFC 8058 headers.
  let approval: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/__dev/outbox.json');
      const { messages } = (await res.json()) as { messages: Mail[] };
      approval = messages.find((m) => m.to === founder.email && m.kind === 'project_approved');
      return Boolean(approval);
    })
    .toBe(true);
  expect(approval?.subject).toBe(`${title} is approved and live`);
  expect(approval?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(approval?.headers['List-Unsubscribe'] ?? '')?.[1];
  if (!link) throw new Error('no List-Unsubscribe link');

  // Anyone holding the mail: a signed-out browser asks first, then one click.
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const mailPage = await stranger.newPage();
  await mailPage.goto(link);
  await expect(mailPage.getByRole('heading', { name: 'Stop these mails?' })).toBeVisible();
  await expect(mailPage.getByText('Your project approved')).toBeVisible();
  expect(await seriousViolations(mailPage)).toEqual([]);
  await mailPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(await seriousViolations(mailPage)).toEqual([]);
  await stranger.close();

  await page.reload();
  await expect(
    page.getByRole('checkbox', { name: 'Email me: Your project approved' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Email me: Payouts of your raise' }),
  ).toBeChecked();
});
