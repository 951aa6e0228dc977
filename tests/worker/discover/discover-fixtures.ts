import { env, SELF } from 'cloudflare:test';
import type { ProjectCategory } from '../../../shared/api';
import type { ProjectPage } from '../../../shared/discover';
import { appendToStreams } from '../../../worker/event-store';
import { draftedPayload } from '../data/fixtures';

export const BASE = 'https://app.test/api/projects';

export interface LiveProject {
  id: string;
  slug: string;
  title?: string;
  tagline?: string;
  description?: string;
  category?: ProjectCategory;
  /** When it was drafted (its `createdAt`). */
  createdAt: string;
  /** Stop before approval: 'draft' or 'in_review' is never listed. */
  stage?: 'draft' | 'in_review' | 'active';
}

/** Appends each project's drafted, submitted and approved facts through the event store. */
export async function importProjects(projects: LiveProject[]): Promise<void> {
  await appendToStreams(
    env.DB,
    projects.map((p) => ({
      streamId: p.id,
      streamType: 'project' as const,
      expectedVersion: 0,
      actorId: 'creator-1',
      events: [
        {
          type: 'project.drafted' as const,
          occurredAt: p.createdAt,
          payload: draftedPayload(p.slug, {
            ...(p.title ? { title: p.title } : {}),
            ...(p.tagline ? { tagline: p.tagline } : {}),
            ...(p.description ? { description: p.description } : {}),
            ...(p.category ? { category: p.category } : {}),
          }),
        },
        ...(p.stage === 'draft'
          ? []
          : [{ type: 'project.submitted' as const, occurredAt: p.createdAt, payload: {} }]),
        ...(p.stage === 'draft' || p.stage === 'in_review'
          ? []
          : [{ type: 'project.approved' as const, occurredAt: p.createdAt, payload: {} }]),
      ],
    })),
  );
}

/** GET /api/projects with a query string; status, body and headers. */
export async function listPage(query = '', headers: Record<string, string> = {}) {
  const res = await SELF.fetch(`${BASE}${query}`, { headers });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    bytes: new TextEncoder().encode(text).length,
    body: (text ? JSON.parse(text) : null) as ProjectPage & {
      error?: { code: string; details?: Record<string, string> };
    },
  };
}

/** Every page of a query, following nextCursor; fails on a repeat. */
export async function walk(query: Record<string, string>, limit: number) {
  const slugs: string[] = [];
  const totals = new Set<number>();
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const params = new URLSearchParams({ ...query, limit: String(limit) });
    if (cursor) params.set('cursor', cursor);
    const { status, body } = await listPage(`?${params}`);
    if (status !== 200) throw new Error(`page answered ${status}: ${JSON.stringify(body)}`);
    if (body.projects.length > limit) throw new Error('page longer than its limit');
    slugs.push(...body.projects.map((p) => p.slug));
    totals.add(body.total);
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return { slugs, totals: [...totals] };
}
