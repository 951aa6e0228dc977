/**
 * Projects a test makes for itself through the API, as set-up for what it checks on the
 * screens: a creator of the test's own drafts it and sends it for review, and the demo
 * admin approves it. Titles carry the run's time, so no two runs share a project.
 */
import { expect, type Page } from '@playwright/test';
import { sharedToken } from './fixtures';
import { completeDisclosures } from './disclosures';

/** What the New Project form sends (`POST /api/creator/projects`), in whole dollars. */
export interface DraftFields {
  title: string;
  tagline: string;
  description: string;
  category: string;
  fundingGoal: number;
  equity: number;
  minimumInvestment: number;
  /** YYYY-MM-DD. */
  endDate: string;
}

/** A project as the creator API answers it. */
export interface CreatedProject {
  id: string;
  slug: string;
}

/** Someone signed in: the page whose `request` calls the API, and their access token. */
interface Caller {
  page: Page;
  token: string;
}

/** The date `days` from now, as the form's End date takes it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A draft of `creator`'s: a $50,000 goal, $500 minimum, 30 days; `fields` override. */
export async function draftProject(
  creator: Caller,
  fields: Partial<DraftFields> & { title: string },
): Promise<CreatedProject> {
  const response = await creator.page.request.post('/api/creator/projects', {
    headers: { Authorization: `Bearer ${creator.token}` },
    data: {
      tagline: 'Status pages that write themselves',
      description: `${fields.title} drafts the status page update while the incident is still open.`,
      category: 'Developer Tools',
      fundingGoal: 50_000,
      equity: 5,
      minimumInvestment: 500,
      endDate: inDays(30),
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { project: CreatedProject }).project;
}

/** Sends `creator`'s draft for review. */
export async function submitProject(creator: Caller, id: string): Promise<void> {
  await completeDisclosures(creator.page.request, creator.token, id);
  const response = await creator.page.request.post(`/api/creator/projects/${id}/submit`, {
    headers: { Authorization: `Bearer ${creator.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo admin approves the project under review: it goes live. */
export async function approveProject(page: Page, id: string): Promise<void> {
  const response = await page.request.post(`/api/admin/reviews/${id}/approve`, {
    headers: { Authorization: `Bearer ${sharedToken('admin')}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A live project of `creator`'s: drafted, submitted and approved. */
export async function liveProject(
  creator: Caller,
  fields: Partial<DraftFields> & { title: string },
): Promise<CreatedProject> {
  const project = await draftProject(creator, fields);
  await submitProject(creator, project.id);
  await approveProject(creator.page, project.id);
  return project;
}
