/**
 * The cast of the access-control and bad-input suites: one signed-in user per role, a
 * second creator (the "other user"), and real resources for them to reach for.
 */
import { SELF } from 'cloudflare:test';
import { bearer, signedInUser, TEST_ORIGIN } from '../helpers/auth';
import type { Role } from '../../../shared/constants';
import { completeDisclosures } from '../helpers/disclosures';

export interface Persona {
  role: Role;
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

export interface Cast {
  admin: Persona;
  investor: Persona;
  creator: Persona;
  otherCreator: Persona;
  /** A draft owned by `creator`. */
  draftId: string;
  /** A project of `creator` waiting for review. */
  inReviewId: string;
  /** The slug of a public (approved) project. */
  publicSlug: string;
}

/** A project form that passes every rule of shared/schemas/project-draft.ts. */
export function validDraft(title = 'Ledgerly Security Fixture') {
  const end = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  return {
    title,
    tagline: 'Bookkeeping that reconciles itself',
    description: 'An accounting assistant that reconciles bank feeds for small SaaS teams.',
    category: 'Finance',
    fundingGoal: 150_000,
    equity: 8,
    minimumInvestment: 500,
    endDate: end,
  };
}

async function persona(role: Role): Promise<Persona> {
  const user = await signedInUser({ role });
  return {
    role,
    id: user.userId,
    email: user.email,
    accessToken: user.accessToken,
    refreshToken: user.refreshToken,
  };
}

async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return JSON.parse(text) as { project: { id: string; slug: string } };
}

/** Builds the cast through the real routes (sign-in, draft, submit, approve). */
export async function buildCast(): Promise<Cast> {
  const [admin, investor, creator, otherCreator] = await Promise.all([
    persona('admin'),
    persona('investor'),
    persona('creator'),
    persona('creator'),
  ]);
  const draft = await api(
    'POST',
    '/api/creator/projects',
    creator.accessToken,
    validDraft('Draft One'),
  );
  const review = await api(
    'POST',
    '/api/creator/projects',
    creator.accessToken,
    validDraft('Review One'),
  );
  await completeDisclosures(review.project.id, creator.accessToken);
  await api('POST', `/api/creator/projects/${review.project.id}/submit`, creator.accessToken);
  const live = await api(
    'POST',
    '/api/creator/projects',
    creator.accessToken,
    validDraft('Live One'),
  );
  await completeDisclosures(live.project.id, creator.accessToken);
  await api('POST', `/api/creator/projects/${live.project.id}/submit`, creator.accessToken);
  await api('POST', `/api/admin/reviews/${live.project.id}/approve`, admin.accessToken);
  return {
    admin,
    investor,
    creator,
    otherCreator,
    draftId: draft.project.id,
    inReviewId: review.project.id,
    publicSlug: live.project.slug,
  };
}

/** Real path parameters for a route: the resource the route's owner role would use. */
export function realParams(cast: Cast, path: string): Record<string, string> {
  if (path.startsWith('/api/admin/')) return { id: cast.inReviewId, slug: cast.publicSlug };
  return { id: cast.draftId, slug: cast.publicSlug };
}
