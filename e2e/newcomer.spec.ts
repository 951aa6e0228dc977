/**
 * Issue 20, what a newcomer trips over: the contact form delivers, every dashboard link
 * leads somewhere real, sign-in returns to the page, the /login keyboard order, the
 * accessibility statement, one title per page, withdraw and delete behind a confirmation;
 * axe on each screen touched.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, type DemoRole } from './helpers';
import { seriousViolations } from './axe';
import { draftProject, submitProject } from './projects';

async function expectNoSeriousAxe(page: Page, what: string) {
  expect(await seriousViolations(page), `${what}: axe`).toEqual([]);
}

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('the contact form delivers: stored, mailed to support, in the admin inbox', async ({
  page,
  demoPage,
}) => {
  const subject = `Barrier report ${Date.now()}`;
  await page.goto('/contact');
  await expectNoSeriousAxe(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('textbox', { name: /Name/ }).fill('Nia Newcomer');
  await form.getByRole('textbox', { name: /Email/ }).fill('nia@example.com');
  await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await form.getByRole('textbox', { name: /Message/ }).fill('The chart has no text version?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('');

  const outbox = (await (await page.request.get('/__dev/outbox.json')).json()) as {
    messages: { to: string; subject: string }[];
  };
  expect(outbox.messages.find((m) => m.subject === `Contact form: ${subject}`)?.to).toBe(
    'support@launchfund.com',
  );

  const admin = await demoPage('admin');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Messages' })
    .click();
  const card = admin.getByRole('article', { name: subject });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(admin).toHaveTitle('Contact messages | LaunchFund');
  await expectNoSeriousAxe(admin, '/admin/messages');
  await card.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(card.getByText('Handled', { exact: true })).toBeVisible();
});

const ROLES: DemoRole[] = ['admin', 'investor', 'creator'];
for (const role of ROLES) {
  test.describe(`the demo ${role}'s stored session`, () => {
    test.use({ signedInAs: role });

    test(`every dashboard link of the demo ${role} leads somewhere real`, async ({ page }) => {
      test.setTimeout(120_000);
      const hrefs = new Set<string>();
      for (const route of [DEMO[role].home]) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const found = await page
          .locator('main a[href^="/"], nav a[href^="/"]')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        for (const href of found) hrefs.add(href);
      }
      expect(hrefs.size).toBeGreaterThan(4);
      for (const href of hrefs) {
        await page.goto(href);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByText('Oops! Page not found'), href).toHaveCount(0);
        if (href.startsWith('/project/')) {
          // A project that closed or left Discover still says what the investor holds.
          const gone = await page.getByText('Project not found.').count();
          if (gone > 0) await expect(page.getByText(/Your investment in/), href).toBeVisible();
        }
      }
    });
  });
}

test('sign-in from a project page returns there', async ({ page }) => {
  const list = (await (await page.request.get('/api/projects')).json()) as {
    projects: { slug: string; title: string }[];
  };
  const project = list.projects[0];
  if (!project) throw new Error('no live project');
  await page.goto(`/project/${project.slug}`);
  await expect(page).toHaveTitle(`${project.title} | LaunchFund`);
  expect(await page.locator('title').count()).toBe(1);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(DEMO.investor.email);
  await page.getByLabel('Password').fill('demo-password-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: project.title })).toBeVisible();
});

test('prerendered project pages carry one title, a description and Open Graph tags', async ({
  request,
}) => {
  const list = (await (await request.get('/api/projects')).json()) as {
    projects: { slug: string; title: string; tagline: string }[];
  };
  const project = list.projects[0];
  if (!project) throw new Error('no live project');
  const html = await (await request.get(`/project/${project.slug}`)).text();
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('property="og:image"');
  expect(html.match(/name="description"/g)).toHaveLength(1);
});

test('/login: Email, Password, Forgot password by keyboard; the password rule on sign-up', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Log in | LaunchFund');
  // The prerendered form: its tab order is the page's own, before and after the app starts.
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password' })).toBeFocused();
  await expectNoSeriousAxe(page, '/login');
  await page.goto('/signup');
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await expectNoSeriousAxe(page, '/signup');
});

test.describe('the accessibility statement', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('is linked from the footer, passes axe and fits 360 px, as it claims', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
    await expect(page).toHaveTitle('Accessibility | LaunchFund');
    await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
    await expectNoSeriousAxe(page, '/accessibility');
    for (const path of ['/accessibility', '/contact', '/login', '/signup', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test('a creator withdraws a project from review and deletes a draft, each confirmed', async ({
  ownUser,
}) => {
  const creator = await ownUser('creator', 'Wren Withdraw');
  const { page, token } = creator;
  const suffix = Date.now();
  const inReview = `Pager Prose ${suffix}`;
  const draft = `Draft Dossier ${suffix}`;
  await submitProject(creator, (await draftProject(creator, { title: inReview })).id);
  const { id: draftId } = await draftProject(creator, { title: draft });

  await page.goto('/creator');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: inReview }) });
  await expect(row.getByText('In review', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Withdraw ${inReview}` }).click();
  const withdrawDialog = page.getByRole('alertdialog', {
    name: `Withdraw ${inReview} from review?`,
  });
  await expect(withdrawDialog).toContainText('becomes a draft again');
  await expectNoSeriousAxe(page, 'the withdraw confirmation');
  await withdrawDialog.getByRole('button', { name: 'Withdraw from review' }).click();
  await expect(page.getByText(`${inReview} is a draft again.`)).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Withdraw ${inReview}` })).toHaveCount(0);

  await page.goto(`/creator/projects/${draftId}`);
  await expect(page.getByRole('heading', { level: 1, name: draft })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('alertdialog', { name: `Delete ${draft}?` });
  await expect(deleteDialog).toContainText('cannot be undone');
  await expectNoSeriousAxe(page, 'the delete confirmation');
  await deleteDialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/creator$/);
  await expect(page.getByText(`${draft} was deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: inReview })).toBeVisible();
  await expect(page.getByRole('heading', { name: draft })).toHaveCount(0);
  const gone = await page.request.get(`/api/creator/projects/${draftId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});
