/**
 * The steps e2e/journeys.spec.ts walks, each as the person taking it would: through the
 * screens, in a browser context of their own. Only the set-up nobody does on a screen (a
 * fresh admin account, the closing job's clock) goes through the API or the dev routes.
 */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { OWN_PASSWORD as PASSWORD } from './fixtures';
import { signUpConfirmed, submitLogIn, uniqueEmail } from './helpers';
import { stepNow, totp } from './totp';

/** Someone signed in, in a browser context of their own. */
export interface Person {
  page: Page;
  email: string;
  name: string;
}

/** Signs up through the form and confirms through the emailed link: signed in after. */
export async function signUpAndConfirm(
  browser: Browser,
  role: 'investor' | 'creator',
  name: string,
): Promise<Person> {
  const email = uniqueEmail(`journey-${role}`);
  const page = await (await browser.newContext()).newPage();
  await signUpConfirmed(page, { role, name, email, password: PASSWORD });
  return { page, email, name };
}

/**
 * Turns two-factor on in the user's settings with an authenticator code, signs out and
 * signs back in with the password and a code: the session is aal2 after.
 */
export async function turnOnTwoFactorAndSignInAgain(page: Page, email: string, home: string) {
  await page.goto(`${home}/settings`);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByRole('button', { name: 'Set up two-factor' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = ((await section.locator('code').textContent()) ?? '').trim();
  const enrolStep = stepNow();
  await section.getByLabel('Code from the app').fill(totp(secret, enrolStep));
  await section.getByRole('button', { name: 'Turn on two-factor' }).click();
  await expect(section.getByText('Two-factor sign-in is on.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await submitLogIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  // A step is accepted once and the enrolment used `enrolStep`: sign in with a later one
  // (the server allows one step of skew).
  await page
    .getByLabel('Authentication code')
    .fill(totp(secret, Math.max(stepNow(), enrolStep + 1)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/** The project the founder drafts: $1,000 goal, $500 minimum, ending in 30 days. */
export interface Draft {
  title: string;
  id: string;
}

/** Drafts a project through the New Project form; returns its id from the page's URL. */
export async function draftProject(page: Page, title: string): Promise<Draft> {
  await page.goto('/creator');
  await page.getByRole('main').getByRole('link', { name: 'New Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Tagline').fill('On-call schedules that balance themselves');
  await page
    .getByLabel('Description')
    .fill(`${title} spreads night shifts fairly across a team and swaps them on request.`);
  await page.getByLabel('Category').selectOption('Developer Tools');
  await page.getByLabel('Funding goal').fill('1,000');
  await page.getByLabel('Equity offered (%)').fill('10');
  await page.getByLabel('Minimum investment').fill('500');
  const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('End date').fill(end);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/creator\/projects\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  return { title, id };
}

const STATEMENTS_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Completes the draft's disclosures through the form on its page (a submission without
 * them is refused, docs/before-the-raise.md#disclosures): the written parts, then the
 * statements PDF at the tier the form preselects.
 */
export async function completeDisclosuresInForm(page: Page) {
  const form = page.getByRole('form', { name: 'Disclosures' });
  await form.getByRole('button', { name: 'Add an officer or director' }).click();
  const officer = form.getByRole('group', { name: 'Officer or director 1' });
  await officer.getByLabel('Name', { exact: true }).fill('Cleo Creator');
  await officer.getByLabel('Title', { exact: true }).fill('Chief Executive Officer');
  await officer.getByLabel('Role').selectOption('both');
  await officer
    .getByLabel(/Business experience/)
    .fill('Founded the company in 2023; before that, product lead at a logistics firm.');
  await form.getByRole('button', { name: 'Add a holder' }).click();
  const holder = form.getByRole('group', { name: 'Holder 1' });
  await holder.getByLabel('Name', { exact: true }).fill('Cleo Creator');
  await holder.getByLabel('Class of securities').fill('Common stock');
  await holder.getByLabel('Voting power (%)').fill('80');
  await form
    .getByLabel('At the goal')
    .fill('Two engineers for twelve months and the first customers.');
  await form
    .getByLabel('At the maximum')
    .fill('The same, plus a sales hire and six more months of runway.');
  await form.getByRole('button', { name: 'Add a risk' }).click();
  await form
    .getByLabel('Risk 1', { exact: true })
    .fill('We depend on a single cloud provider for our whole product.');
  await form
    .getByLabel("The company's financial condition")
    .fill('Six months of runway, no debt, and revenue of $40,000 in the last fiscal year.');
  await form.getByRole('button', { name: 'Save disclosures' }).click();
  await expect(page.getByText('Disclosures saved.')).toBeVisible();
  await page.getByLabel('Period end').fill('2025-12-31');
  await page.getByTestId('statement-file').setInputFiles({
    name: 'statements-2025.pdf',
    mimeType: 'application/pdf',
    buffer: STATEMENTS_PDF,
  });
  await expect(page.getByText('statements-2025.pdf uploaded.')).toBeVisible();
}

/** Sends the draft for review from its page, confirmed in the dialog. */
export async function submitForReview(page: Page, draft: Draft) {
  await page.goto(`/creator/projects/${draft.id}`);
  await completeDisclosuresInForm(page);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: `Send ${draft.title} for review?` })
    .getByRole('button', { name: 'Send for review' })
    .click();
  await expect(
    page.getByText('Our team is reviewing your project.', { exact: false }),
  ).toBeVisible();
}

/** Approves the project from the review queue, confirmed in the dialog. */
export async function approve(admin: Page, title: string) {
  await admin.goto('/admin/projects');
  await expect(admin.getByRole('heading', { level: 1, name: 'Project Reviews' })).toBeVisible();
  const card = admin.getByRole('article', { name: title });
  // The founder verified before submitting, and the review shows it beside the project.
  await expect(card.getByTestId('founder-identity')).toContainText('Identity verified');
  await card.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve and go live' }).click();
  await expect(card).toHaveCount(0);
}

/** The project's public slug, as the founder's own page links to it. */
export async function slugOf(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get(`/api/projects?q=${encodeURIComponent(title)}`);
  const { projects } = (await response.json()) as { projects: { slug: string; title: string }[] };
  const slug = projects.find((p) => p.title === title)?.slug;
  if (!slug) throw new Error(`${title} is not listed`);
  return slug;
}

/**
 * The identity check on the verification page the gate links to (docs/identity.md), with
 * the simulated provider's documented test input for "verified" unless told otherwise.
 */
export async function verifyIdentity(page: Page, legalName: string, taxIdLast4 = '0000') {
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByTestId('simulated-identity-notice')).toContainText(
    'no real verification happens',
  );
  await page.getByLabel('Legal name').fill(legalName);
  await page.getByLabel('Date of birth').fill('1988-06-15');
  await page.getByLabel('Street address').fill('500 Howard Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State or region').fill('CA');
  await page.getByLabel('Postal code').fill('94105');
  await page.getByLabel('Last four digits of your tax id').fill(taxIdLast4);
  await page.getByRole('button', { name: 'Verify identity' }).click();
}

/**
 * A new investor's first Add Funds: the dialog says identity comes first and links to the
 * check; they verify there (identity before money, docs/identity.md#the-gate).
 */
export async function verifyBeforeAddingFunds(investor: Person) {
  const { page } = investor;
  await page.goto('/investor');
  await page.getByRole('main').getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await expect(dialog.getByTestId('identity-gate')).toContainText(
    'Verify your identity before you add funds or invest',
  );
  await dialog.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/investor\/verify-identity$/);
  await verifyIdentity(page, investor.name);
  await expect(page.getByText('Your identity is verified')).toBeVisible();
}

/** A new founder's draft says identity comes before review; they verify from there. */
export async function verifyBeforeSubmitting(founder: Person, draft: Draft) {
  const { page } = founder;
  await page.goto(`/creator/projects/${draft.id}`);
  await expect(page.getByTestId('identity-gate')).toContainText(
    'Verify your identity before you submit your offering for review',
  );
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/creator\/verify-identity$/);
  await verifyIdentity(page, founder.name);
  await expect(page.getByText('Your identity is verified')).toBeVisible();
}

/** The wallet figure on the investor's screens. */
export const wallet = (page: Page) =>
  page.getByText('Available Balance', { exact: true }).locator('..').locator('..');

/** Adds funds on the investor dashboard through the simulated transfer. */
export async function addFunds(page: Page, dollars: string) {
  await page.goto('/investor');
  await page.getByRole('main').getByRole('button', { name: 'Add Funds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Funds' });
  await dialog.getByLabel(/Amount to add/).fill(dollars);
  await dialog.getByRole('button', { name: 'Add funds' }).click();
  await expect(page.getByText('Funds added')).toBeVisible();
  await expect(wallet(page)).toContainText(`$${dollars}.00`);
}

/** Ticks the three acknowledgements Reg CF requires before a commitment (227.303(b)(2)). */
export async function acknowledgeRisks(page: Page) {
  for (const statement of [
    'I can lose all of the money I invest',
    'I cannot freely resell these securities',
    'I can cancel this commitment only until',
  ]) {
    await page.getByText(statement).click();
  }
}

/**
 * Invests `amount` (e.g. '$1,000.00') from the project page through the invest flow: the
 * investor profile (first time), the amount, the SAFE, the acknowledgements, consent and a
 * typed signature.
 */
export async function invest(investor: Person, slug: string, title: string, amount: string) {
  const { page } = investor;
  await page.goto(`/project/${slug}`);
  await page.getByRole('link', { name: 'Invest Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${slug}/invest$`));
  await expect(page.getByRole('heading', { name: 'First, your investor profile' })).toBeVisible();
  await page.getByLabel(/Annual income/).fill('80,000');
  await page.getByLabel(/Net worth/).fill('100,000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel(/Amount to invest/).fill(amount.replace(/[$,]|\.00$/g, ''));
  await page.getByRole('button', { name: 'Review the SAFE' }).click();
  await acknowledgeRisks(page);
  await page.getByText('I agree to sign this SAFE electronically').click();
  await page.getByLabel(/Signature: type your full legal name/).fill(investor.name);
  await page.getByRole('button', { name: `Sign and commit ${amount}` }).click();
  await expect(page.getByText(`You committed ${amount} to ${title}`)).toBeVisible();
}

/** Runs the closing job for this project only, one second after its offering ends. */
export async function closeAfterEnd(
  request: APIRequestContext,
  slug: string,
  outcome: 'funded' | 'failed',
) {
  const response = await request.get(`/api/projects/${slug}/offering`);
  const { offering } = (await response.json()) as {
    offering: { projectId: string; endsAt: string };
  };
  const at = new Date(Date.parse(offering.endsAt) + 1000).toISOString();
  const run = await request.post('/__dev/closing/run', {
    data: { at, projectId: offering.projectId },
  });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { results: unknown[] }).results).toEqual([
    { projectId: offering.projectId, status: 'closed', outcome },
  ]);
}

/** A headline figure of a dashboard (Total Revenue, Total Invested, ...). */
export const statValue = (page: Page, label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).locator('..').locator('dd').first();

/** A dollar figure as the dashboards show it ('$12,345') to a number. */
export const wholeDollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
