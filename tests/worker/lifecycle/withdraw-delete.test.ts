import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  draftAs,
  lifecycleCast,
  streamOf,
  submittedAs,
  type ErrorBody,
  type ProjectBody,
} from './lifecycle-helpers';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;
beforeAll(async () => {
  cast = await lifecycleCast();
});

const submitted = () => submittedAs(cast.owner);

const rowOf = (id: string) =>
  env.DB.prepare('SELECT status FROM projects WHERE id = ?').bind(id).first();

describe('POST /api/creator/projects/:id/withdraw', () => {
  it('takes a project out of review: a draft again, recorded as project.withdrawn', async () => {
    const project = await submitted();
    const res = await call<ProjectBody>(`/api/creator/projects/${project.id}/withdraw`, {
      method: 'POST',
      token: cast.owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.project.status).toBe('draft');
    expect((await streamOf(project.id)).map((e) => e.type)).toEqual([
      'project.drafted',
      'project.submitted',
      'project.withdrawn',
    ]);
    const queue = await call<{ projects: { id: string }[] }>('/api/admin/reviews', {
      token: cast.admin,
    });
    expect(queue.body.projects.map((p) => p.id)).not.toContain(project.id);
  });

  it('refuses a draft (409) and hides the project from anyone but its owner (404)', async () => {
    const draft = await draftAs(cast.owner);
    const refused = await call<ErrorBody>(`/api/creator/projects/${draft.id}/withdraw`, {
      method: 'POST',
      token: cast.owner,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Only a project that is in review or live can be withdrawn.',
    );
    const inReview = await submitted();
    const other = await call(`/api/creator/projects/${inReview.id}/withdraw`, {
      method: 'POST',
      token: cast.otherCreator,
    });
    expect(other.status).toBe(404);
    expect((await streamOf(inReview.id)).length).toBe(2);
  });
});

describe('DELETE /api/creator/projects/:id', () => {
  it('deletes a draft: project.deleted is stored and the project leaves every list', async () => {
    const draft = await draftAs(cast.owner);
    const res = await call<{ deleted: { id: string } }>(`/api/creator/projects/${draft.id}`, {
      method: 'DELETE',
      token: cast.owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.deleted.id).toBe(draft.id);
    expect((await streamOf(draft.id)).map((e) => e.type)).toEqual([
      'project.drafted',
      'project.deleted',
    ]);
    expect(await rowOf(draft.id)).toBeNull();
    const mine = await call<{ projects: { id: string }[] }>('/api/creator/projects', {
      token: cast.owner,
    });
    expect(mine.body.projects.map((p) => p.id)).not.toContain(draft.id);
    expect((await call(`/api/creator/projects/${draft.id}`, { token: cast.owner })).status).toBe(
      404,
    );
  });

  it('deletes a rejected project', async () => {
    const project = await submitted();
    const reject = await call(`/api/admin/reviews/${project.id}/reject`, {
      method: 'POST',
      token: cast.admin,
      body: { reason: 'Not a SaaS business.' },
    });
    expect(reject.status).toBe(200);
    const res = await call(`/api/creator/projects/${project.id}`, {
      method: 'DELETE',
      token: cast.owner,
    });
    expect(res.status).toBe(200);
    expect(await rowOf(project.id)).toBeNull();
  });

  it('refuses a project in review or live (409), another creator (404), other roles (403)', async () => {
    const project = await submitted();
    const refused = await call<ErrorBody>(`/api/creator/projects/${project.id}`, {
      method: 'DELETE',
      token: cast.owner,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Only a draft or a rejected project can be deleted.');
    const approve = await call(`/api/admin/reviews/${project.id}/approve`, {
      method: 'POST',
      token: cast.admin,
    });
    expect(approve.status).toBe(200);
    const live = await call(`/api/creator/projects/${project.id}`, {
      method: 'DELETE',
      token: cast.owner,
    });
    expect(live.status).toBe(409);
    const draft = await draftAs(cast.owner);
    const path = `/api/creator/projects/${draft.id}`;
    expect((await call(path, { method: 'DELETE', token: cast.otherCreator })).status).toBe(404);
    expect((await call(path, { method: 'DELETE', token: cast.investor })).status).toBe(403);
    expect((await call(path, { method: 'DELETE' })).status).toBe(401);
    expect(await rowOf(draft.id)).toEqual({ status: 'draft' });
  });
});
