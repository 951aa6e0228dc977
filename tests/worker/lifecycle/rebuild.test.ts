import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rebuildReadModels } from '../../../worker/projections';
import { call, draftAs, lifecycleCast, validDraft, type ProjectBody } from './lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

async function projectsTable() {
  const { results } = await env.DB.prepare('SELECT * FROM projects ORDER BY id').all();
  return results;
}

describe('read models after the whole lifecycle', () => {
  it('rebuild from the events to exactly the live tables', async () => {
    const cast = await lifecycleCast();
    const project = await draftAs(cast.owner, { title: 'Rebuild Radar' });
    const path = `/api/creator/projects/${project.id}`;
    await call(path, {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ title: 'Rebuild Radar', tagline: 'Edited once' }), version: 1 },
    });
    await completeDisclosures(project.id, cast.owner);
    await call(`${path}/submit`, { method: 'POST', token: cast.owner });
    await call(`/api/admin/reviews/${project.id}/request-changes`, {
      method: 'POST',
      token: cast.admin,
      body: { note: 'Add your pricing.' },
    });
    await call(path, {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ title: 'Rebuild Radar Pro', tagline: 'Fixed' }), version: 4 },
    });
    await call(`${path}/submit`, { method: 'POST', token: cast.owner });
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: cast.admin });
    const rejected = await draftAs(cast.otherCreator);
    await completeDisclosures(rejected.id, cast.otherCreator);
    await call(`/api/creator/projects/${rejected.id}/submit`, {
      method: 'POST',
      token: cast.otherCreator,
    });
    await call(`/api/admin/reviews/${rejected.id}/reject`, {
      method: 'POST',
      token: cast.admin,
      body: { reason: 'Not a SaaS business.' },
    });

    const live = await projectsTable();
    const final = await call<ProjectBody>(path, { token: cast.owner });
    expect(final.body.project).toMatchObject({
      status: 'active',
      title: 'Rebuild Radar Pro',
      slug: 'rebuild-radar-pro',
      tagline: 'Fixed',
      version: 7,
      reviewNote: null,
    });

    const report = await rebuildReadModels(env.DB);
    expect(report.events).toBeGreaterThanOrEqual(10);
    expect(await projectsTable()).toEqual(live);
  });
});
