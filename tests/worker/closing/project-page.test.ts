/**
 * A closed offering keeps its public page: GET /api/projects/:slug answers a funded or
 * failed project with its status and close date, while drafts and rejected projects stay
 * 404 and the list stays live-only.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ProjectDetailResponse } from '../../../shared/api';
import type { ProjectPage } from '../../../shared/discover';
import { closeOffering } from '../../../worker/closing/settle';
import { signedInUser, TEST_ORIGIN } from '../helpers/auth';
import { draftAs } from '../lifecycle/lifecycle-helpers';
import { call, offeringWith } from './helpers';
import { completeDisclosures } from '../helpers/disclosures';

async function detailOf(slug: string) {
  return call<ProjectDetailResponse>(`/api/projects/${slug}`);
}

async function listedSlugs(q: string): Promise<string[]> {
  const res = await call<ProjectPage>(`/api/projects?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.projects.map((p) => p.slug);
}

describe('the page of a closed offering', () => {
  it('funded: 200 with status funded, the amount raised, the investors and the close date', async () => {
    const { project, afterEnd } = await offeringWith(
      'Closed Page Funded',
      100_000,
      [60_000, 50_000],
    );
    expect((await detailOf(project.slug)).body.project.closedAt).toBeUndefined();
    await closeOffering(env.DB, project.id, afterEnd);

    const res = await detailOf(project.slug);
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({
      id: project.id,
      status: 'funded',
      fundingRaised: 1_100,
      investors: 2,
    });
    const settled = await env.DB.prepare('SELECT settled_at FROM settlements WHERE project_id = ?')
      .bind(project.id)
      .first<{ settled_at: string }>();
    expect(res.body.project.closedAt).toBe(settled?.settled_at);
    // Discover and the list stay live-only.
    expect(await listedSlugs('Closed Page Funded')).not.toContain(project.slug);
  });

  it('failed: 200 with status failed and the close date', async () => {
    const { project, afterEnd } = await offeringWith('Closed Page Failed', 1_000_000, [60_000]);
    await closeOffering(env.DB, project.id, afterEnd);

    const res = await detailOf(project.slug);
    expect(res.status).toBe(200);
    expect(res.body.project.status).toBe('failed');
    expect(res.body.project.closedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await listedSlugs('Closed Page Failed')).not.toContain(project.slug);
  });

  it('keeps the ETag: an unchanged closed page revalidates to a 304', async () => {
    const { project, afterEnd } = await offeringWith('Closed Page Etag', 100_000, [100_000]);
    await closeOffering(env.DB, project.id, afterEnd);
    const url = `${TEST_ORIGIN}/api/projects/${project.slug}`;
    const first = await SELF.fetch(url);
    await first.arrayBuffer();
    const tag = first.headers.get('ETag');
    expect(tag).toBeTruthy();
    const again = await SELF.fetch(url, { headers: { 'If-None-Match': tag ?? '' } });
    await again.arrayBuffer();
    expect(again.status).toBe(304);
  });

  it('still answers 404 for a draft and a rejected project', async () => {
    const creator = await signedInUser({ role: 'creator', fullName: 'Casey Creator' });
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const draft = await draftAs(creator.accessToken);
    expect((await detailOf(draft.slug)).status).toBe(404);

    const rejected = await draftAs(creator.accessToken);
    await completeDisclosures(rejected.id, creator.accessToken);
    await call(`/api/creator/projects/${rejected.id}/submit`, {
      method: 'POST',
      token: creator.accessToken,
    });
    const verdict = await call(`/api/admin/reviews/${rejected.id}/reject`, {
      method: 'POST',
      token: admin.accessToken,
      body: { reason: 'Not a SaaS business.' },
    });
    expect(verdict.status).toBe(200);
    const res = await detailOf(rejected.slug);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { code: 'project_not_found' } });
  });
});
