/**
 * The search index and the listing columns follow the project read model: a project is
 * found once approved (never before), an edit replaces the words it is found by, a
 * commitment re-ranks it, and a rebuild from the events gives the same answers.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import { rebuildReadModels } from '../../../worker/projections';
import { call, draftAs, lifecycleCast, validDraft } from '../lifecycle/lifecycle-helpers';
import { listPage } from './discover-fixtures';
import { completeDisclosures } from '../helpers/disclosures';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;

beforeAll(async () => {
  cast = await lifecycleCast();
});

const found = async (q: string) =>
  (await listPage(`?q=${encodeURIComponent(q)}`)).body.projects.map((p) => p.slug);

describe('search stays in step with the projects', () => {
  it('finds a project by its edited words once it is approved', async () => {
    const project = await draftAs(cast.owner, { title: 'Zephyrine Notes' });
    const edit = await call(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ title: 'Marigoldia Notes' }), version: project.version },
    });
    expect(edit.status).toBe(200);
    await completeDisclosures(project.id, cast.owner);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
    expect(await found('marigoldia')).toEqual([]);
    const approved = await call(`/api/admin/reviews/${project.id}/approve`, {
      method: 'POST',
      token: cast.admin,
    });
    expect(approved.status).toBe(200);
    expect(await found('marigoldia')).toEqual(['marigoldia-notes']);
    expect(await found('zephyrine')).toEqual([]);
  });

  it('follows an edit of a live project, a commitment and a rebuild', async () => {
    const project = await draftAs(cast.owner, { tagline: 'Quillbrook keeps the team in sync' });
    await completeDisclosures(project.id, cast.owner);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: cast.admin });
    expect(await found('QUILLBROOK')).toEqual([project.slug]);

    const { results } = await env.DB.prepare('SELECT version FROM projects WHERE id = ?')
      .bind(project.id)
      .all<{ version: number }>();
    await appendToStream(env.DB, {
      streamId: project.id,
      streamType: 'project',
      expectedVersion: results[0]?.version ?? 0,
      actorId: cast.ownerId,
      events: [
        { type: 'project.details_edited', payload: { tagline: 'Thornvale keeps it in sync' } },
      ],
    });
    expect(await found('quillbrook')).toEqual([]);
    expect(await found('thornvale')).toEqual([project.slug]);

    // A commitment moves the offering's figure, and with it the most-funded order.
    const offering = await env.DB.prepare(
      'SELECT committed_cents, maximum_raise_cents FROM offerings WHERE project_id = ?',
    )
      .bind(project.id)
      .first<{ committed_cents: number; maximum_raise_cents: number }>();
    expect(offering).not.toBeNull();
    await env.DB.prepare(
      'UPDATE offerings SET committed_cents = maximum_raise_cents WHERE project_id = ?',
    )
      .bind(project.id)
      .run();
    const top = await listPage('?sort=mostFunded&limit=1');
    expect(top.body.projects[0]?.slug).toBe(project.slug);
    expect(top.body.projects[0]?.fundingRaised).toBe(
      Math.floor((offering?.maximum_raise_cents ?? 0) / 100),
    );
    await env.DB.prepare('UPDATE offerings SET committed_cents = ? WHERE project_id = ?')
      .bind(offering?.committed_cents ?? 0, project.id)
      .run();

    const before = await listPage('?q=sync&sort=newest');
    await rebuildReadModels(env.DB);
    const after = await listPage('?q=sync&sort=newest');
    expect(after.body).toEqual(before.body);
    expect(await found('thornvale')).toEqual([project.slug]);
  });
});
