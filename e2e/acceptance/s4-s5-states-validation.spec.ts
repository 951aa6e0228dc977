import { expect, test } from '../fixtures';
import { DEMO, DEMO_PASSWORD, logInAs, uniqueEmail } from '../helpers';

// States and transitions (docs/product.md#states-and-transitions)
test.describe('§4 States', () => {
  test.describe(() => {
    test.use({ signedInAs: 'creator' });

    test('§4 Session: persists in browser storage and is shared across tabs', async ({
      page,
      context,
    }) => {
      // The stored session is what the browser kept from a sign-in: the page starts on the
      // dashboard, and a reload and a second tab keep it.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: DEMO.creator.dashboard }),
      ).toBeVisible();
      const tab = await context.newPage();
      await tab.goto('/creator');
      await expect(
        tab.getByRole('heading', { level: 1, name: DEMO.creator.dashboard }),
      ).toBeVisible();
    });
  });

  test('§4 Route guard: with no user, a protected route redirects to /login', async ({ page }) => {
    await page.goto('/creator/projects');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("§4 Contact form: shows 'Sending...' while it delivers, then confirms and clears the fields", async ({
    page,
  }) => {
    // Sending... while the app delivers it (held until seen), then its thanks, with the
    // fields cleared (docs/product.md#contact-form).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await page.getByLabel(/name/i).first().fill('Dana Visitor');
    await page.getByLabel(/email/i).first().fill('dana@example.com');
    await page.getByLabel(/subject/i).fill('A question');
    await page.getByLabel(/message/i).fill('How do refunds work when a raise fails?');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    release();
    await expect(page.getByText('Thanks, Dana Visitor!', { exact: false })).toBeVisible();
    await expect(page.getByLabel(/subject/i)).toHaveValue('');
  });

  test('§4 Funding progress: raised over goal, rounded, capped at 100 percent', async ({
    page,
  }) => {
    const response = await page.request.get('/api/projects');
    const { projects } = (await response.json()) as {
      projects: { slug: string; fundingRaised: number; fundingGoal: number }[];
    };
    const project = projects[0]!;
    const expected = Math.min(100, Math.round((project.fundingRaised / project.fundingGoal) * 100));
    await page.goto(`/project/${project.slug}`);
    await expect(page.getByText(new RegExp(`${expected}%`)).first()).toBeVisible();
  });
});

// Validation rules (docs/product.md#validation)
test.describe('§5 Validation', () => {
  test('§5 Login: email (email type) and password, both required', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
  });

  test("§5 Signup: password and confirm differ → destructive toast 'Error' with \"Passwords don't match.\" and no submit", async ({
    page,
  }) => {
    const email = uniqueEmail('mismatch');
    await page.goto('/signup');
    await page.getByLabel('Full Name').fill('Mo Mismatch');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('first-password-1');
    await page.getByLabel('Confirm Password').fill('second-password-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText("Passwords don't match.")).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/signup/);
  });

  test('§5 Signup: all fields are required and the email must be valid', async ({ page }) => {
    await page.goto('/signup');
    for (const field of [
      page.getByLabel('Full Name'),
      page.getByLabel('Email'),
      page.getByLabel(/^Password/),
      page.getByLabel('Confirm Password'),
    ]) {
      await expect(field).toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  });

  test('§5 Contact: name, email, subject and message are required', async ({ page }) => {
    await page.goto('/contact');
    for (const label of [/name/i, /email/i, /subject/i, /message/i]) {
      await expect(page.getByLabel(label).first()).toHaveAttribute('required', '');
    }
  });

  test('§5 Discover search: case-insensitive over title, tagline and description', async ({
    page,
  }) => {
    const response = await page.request.get('/api/projects');
    const { projects } = (await response.json()) as { projects: { title: string }[] };
    const title = projects[0]!.title;
    await page.goto('/projects');
    await page.getByPlaceholder('Search projects...').fill(title.toUpperCase());
    await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();
  });

  test("§5 Category filter: 'All' plus the categories present in the list", async ({ page }) => {
    const response = await page.request.get('/api/projects');
    const { projects } = (await response.json()) as { projects: { category: string }[] };
    await page.goto('/projects');
    for (const category of ['All', ...new Set(projects.map((p) => p.category))]) {
      await expect(
        page.getByRole('main').getByText(category, { exact: true }).first(),
      ).toBeVisible();
    }
  });

  test("§5 Sort options: newest, oldest, mostFunded, leastFunded (then #44's lead first)", async ({
    page,
  }) => {
    await page.goto('/projects');
    const values = await page
      .locator('select option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    // The spec's four, in its order; issue #44 adds a sort by "has a lead investor".
    expect(values).toEqual(['newest', 'oldest', 'mostFunded', 'leastFunded', 'leadFirst']);
  });
});

// Roles and permissions (docs/product.md#roles-and-permissions)
test.describe('§6 Roles', () => {
  test('§6 The role is chosen at signup (investor or creator only; admin is not selectable)', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByRole('radio')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /admin/i })).toHaveCount(0);
  });

  test('§6 After login, the user goes to /admin, /investor or /creator according to role', async ({
    page,
    context,
  }) => {
    for (const role of ['admin', 'investor', 'creator'] as const) {
      await logInAs(page, role);
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  test.describe(() => {
    test.use({ signedInAs: 'investor' });

    test('§6 Route guard step 3: a user with another role is sent to their own home', async ({
      page,
    }) => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/investor$/);
      await page.goto('/creator/settings');
      await expect(page).toHaveURL(/\/investor$/);
    });

    test('§6 The detail page only changes the button label by login state', async ({ page }) => {
      const response = await page.request.get('/api/projects');
      const { projects } = (await response.json()) as { projects: { slug: string }[] };
      await page.goto(`/project/${projects[0]!.slug}`);
      await expect(
        page
          .getByRole('button', { name: 'Invest Now' })
          .or(page.getByRole('link', { name: 'Invest Now' })),
      ).toBeVisible();
    });
  });
});

test('§2 Login: after login the demo password works for every role (demo accounts seeded)', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
