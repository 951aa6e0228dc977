import { SELF, env } from 'cloudflare:test';
import type { ApiErrorBody } from '../../../shared/api';
import type { ManagedProjectResponse } from '../../../shared/schemas/project-draft';
import { TEST_ORIGIN, bearer, signedInUser } from '../helpers/auth';
import { completeDisclosures } from '../helpers/disclosures';

let titles = 0;

/** A valid New Project body with a unique title (slugs are unique across tests). */
export function validDraft(overrides: Record<string, unknown> = {}) {
  titles += 1;
  const inNinetyDays = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: `Ledger Lens ${titles}`,
    tagline: 'Bookkeeping that reads your bank feed for you',
    description: 'Ledger Lens reconciles SaaS revenue with the bank feed every night.',
    category: 'Finance',
    fundingGoal: 150_000,
    equity: 8.5,
    minimumInvestment: 1_000,
    endDate: inNinetyDays,
    website: 'https://ledgerlens.example',
    location: 'Austin, TX',
    ...overrides,
  };
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** A value to send as JSON, or a raw string body. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the worker's /api and returns the status with the parsed JSON body. */
export async function call<T = unknown>(path: string, options: CallOptions = {}) {
  const { method = 'GET', token, body, headers = {} } = options;
  const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? bearer(token) : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export type ErrorBody = ApiErrorBody;
export type ProjectBody = ManagedProjectResponse;

/** The signed-in actors of a lifecycle test. */
export async function lifecycleCast() {
  const [owner, otherCreator, investor, admin] = await Promise.all([
    signedInUser({ role: 'creator', fullName: 'Casey Creator' }),
    signedInUser({ role: 'creator', fullName: 'Other Creator' }),
    signedInUser({ role: 'investor', fullName: 'Ivy Investor' }),
    signedInUser({ role: 'admin', fullName: 'Ada Admin' }),
  ]);
  return {
    owner: owner.accessToken,
    ownerId: owner.userId,
    otherCreator: otherCreator.accessToken,
    investor: investor.accessToken,
    admin: admin.accessToken,
    adminId: admin.userId,
  };
}

/** Drafts a project as `token`; returns it. */
export async function draftAs(token: string, overrides: Record<string, unknown> = {}) {
  const res = await call<ProjectBody>('/api/creator/projects', {
    method: 'POST',
    token,
    body: validDraft(overrides),
  });
  if (res.status !== 201)
    throw new Error(`draft failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.project;
}

/** Drafts a project as `token` and submits it for review; returns it (pending review). */
export async function submittedAs(token: string) {
  const project = await draftAs(token);
  await completeDisclosures(project.id, token);
  const res = await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token });
  if (res.status !== 200)
    throw new Error(`submit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return project;
}

/** The event types of a project's stream, oldest first, with their actors. */
export async function streamOf(id: string) {
  const { results } = await env.DB.prepare(
    'SELECT type, actor_id AS actorId, version FROM events WHERE stream_id = ? ORDER BY version',
  )
    .bind(id)
    .all<{ type: string; actorId: string | null; version: number }>();
  return results;
}
