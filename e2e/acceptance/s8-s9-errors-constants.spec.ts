import { expect, sharedToken, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from '../helpers';

/** A FAQ question: a native details/summary, which opens at the first click. */
const faqQuestion = (page: Page, text: string) =>
  page.getByRole('main').locator('summary').filter({ hasText: text });

// The error catalogue (docs/product.md#messages-and-errors)
test.describe('§8 Error catalogue', () => {
  test("§8 Sign-in failure: destructive toast 'Error' with the server's message", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.investor.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(page).toHaveURL(/\/login(#error=.*)?$/);
  });

  test("§8 Sign-in success: toast 'Success': 'You have successfully signed in.'", async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.creator.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  });

  test("§8 Sign-up success: toast 'Account created!': 'Please check your email to verify your account.'", async ({
    page,
  }) => {
    // The app's own sign-up (a /signup?role=… link is rendered by the app); a signed-out
    // visitor's post from /signup lands on the page's notice with the same words
    // (e2e/forms-without-app.spec.ts).
    await page.goto('/signup?role=investor');
    await page.getByLabel('Full Name').fill('Sam Signup');
    await page.getByLabel('Email').fill(uniqueEmail('acceptance'));
    await page.getByLabel(/^Password/).fill('a-long-password-1');
    await page.getByLabel('Confirm Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  });

  test("§8 Empty project list: 'No projects found'", async ({ page }) => {
    await page.goto('/projects?q=zzzz-no-such-project');
    await expect(page.getByText('No projects found')).toBeVisible();
  });

  test('§8 Unknown route: 404 page', async ({ page }) => {
    await page.goto('/definitely/not/a/route');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

// Business constants (docs/product.md#business-rules-and-constants) as the user sees them
test.describe('§9 Business constants', () => {
  test('§9 Minimum investment: the FAQ and How It Works say $1,000 (varies by project; creators can set their own)', async ({
    page,
  }) => {
    await page.goto('/faq');
    await faqQuestion(page, 'How much do I need to invest?').click();
    await expect(page.getByText(/\$1,000/).first()).toBeVisible();
    await page.goto('/how-it-works');
    await expect(page.getByText(/\$1,000/).first()).toBeVisible();
  });

  test('§9 Minimum investment: the detail page shows the project’s minimum in dollars', async ({
    page,
  }) => {
    const response = await page.request.get('/api/projects');
    const { projects } = (await response.json()) as {
      projects: { slug: string; minimumInvestment: number }[];
    };
    const project = projects[0]!;
    await page.goto(`/project/${project.slug}`);
    await expect(
      page.getByText(`$${project.minimumInvestment.toLocaleString('en-US')}`).first(),
    ).toBeVisible();
  });

  test('§9 Platform fee: 5% of the amount successfully raised, only on success, with no investor fees', async ({
    page,
  }) => {
    await page.goto('/faq');
    await faqQuestion(page, 'What does it cost to raise on LaunchFund?').click();
    await expect(page.getByText(/5%/).first()).toBeVisible();
    await faqQuestion(page, 'Do investors pay any fees?').click();
    await expect(page.getByText(/Investors pay no platform fee/)).toBeVisible();
  });

  test('§9 Display: amounts use a dollar sign and thousands separators', async ({ page }) => {
    await page.goto('/projects');
    await expect(page.getByText(/\$\d{1,3}(,\d{3})+/).first()).toBeVisible();
  });

  test.describe(() => {
    test.use({ signedInAs: 'investor' });

    test('§9 Recommended projects: 3 live projects the investor does not hold, each with why', async ({
      page,
    }) => {
      const response = await page.request.get('/api/dashboards/investor', {
        headers: { authorization: `Bearer ${sharedToken('investor')}` },
      });
      const dashboard = (await response.json()) as {
        investments: { projectId: string }[];
        recommended: { id: string; title: string; status: string; reason: string }[];
      };
      const held = new Set(dashboard.investments.map((row) => row.projectId));
      expect(dashboard.recommended).toHaveLength(3);
      const cards = page.getByRole('region', { name: 'Recommended Projects' }).locator('article');
      await expect(cards).toHaveCount(3);
      for (const [index, project] of dashboard.recommended.entries()) {
        expect(held.has(project.id), project.title).toBe(false);
        expect(project.status).toBe('active');
        await expect(cards.nth(index)).toContainText(project.title);
        await expect(cards.nth(index)).toContainText(project.reason);
      }
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'admin' });

    test('§9 Chart ranges: six months of bars on the admin charts (the spec says Jan to Jun)', async ({
      page,
    }) => {
      const response = await page.request.get('/api/dashboards/admin', {
        headers: { authorization: `Bearer ${sharedToken('admin')}` },
      });
      const dashboard = (await response.json()) as { projectsCreated: { month: string }[] };
      const months = dashboard.projectsCreated.map((point) => point.month);
      expect(months).toHaveLength(6);
      const chart = page.getByRole('region', { name: 'Projects Created' });
      for (const month of months)
        await expect(chart.getByText(month, { exact: true }).first()).toBeAttached();
    });
  });

  test.describe(() => {
    test.use({ signedInAs: 'creator' });

    test('§9 Chart ranges: 7 days of weekly views, Mon to Sun, on the creator chart', async ({
      page,
    }) => {
      const main = page.getByRole('main');
      for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']) {
        await expect(main.getByText(day, { exact: true }).first()).toBeAttached();
      }
    });
  });
});
