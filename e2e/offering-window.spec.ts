// Issue 40: the project form shows the offering window's earliest end date (21 days public,
// 17 CFR 227.303(a)) from the same shared rule the server checks, and the server's refusal
// of an end date too soon names that date.
import { expect, test } from './fixtures';

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' day as the form says it: 'Dec 12, 2026'. */
function readable(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

test('the project form names the earliest end date and refuses one too soon', async ({
  ownUser,
}) => {
  // Today (UTC) plus 21 days: the rule of shared/offering/offering-window.ts for a draft.
  const earliest = inDays(21);
  const { page: creator } = await ownUser('creator', 'Wendy Window');
  await creator.getByRole('main').getByRole('link', { name: 'New Project' }).click();
  await expect(creator.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await expect(
    creator.getByText(
      `The last day investors can commit: ${readable(earliest)} or later (an offering stays public at least 21 days).`,
    ),
  ).toBeVisible();
  await expect(creator.getByLabel('End date')).toHaveAttribute('min', earliest);
  await creator.getByLabel('Title').fill(`Window Ledger ${Date.now().toString(36)}`);
  await creator.getByLabel('Tagline').fill('Revenue recognition for usage-based SaaS');
  await creator
    .getByLabel('Description')
    .fill('Window Ledger turns metered usage into audited revenue schedules, every night.');
  await creator.getByLabel('Category').selectOption('Finance');
  await creator.getByLabel('Funding goal').fill('120,000');
  await creator.getByLabel('Equity offered (%)').fill('9');
  await creator.getByLabel('Minimum investment').fill('750');
  await creator.getByLabel('End date').fill(inDays(2));
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    creator.getByText(
      `Choose an end date on or after ${readable(earliest)}: an offering stays public at least 21 days before it closes, and investors may cancel until 48 hours before the end.`,
    ),
  ).toBeVisible();
  await creator.getByLabel('End date').fill(earliest);
  await creator.getByRole('button', { name: 'Save draft' }).click();
  await expect(creator.getByText(/Choose an end date on or after/)).toBeHidden();
  await expect(creator).toHaveURL(/\/creator\/projects\/[^/]+$/);
});
