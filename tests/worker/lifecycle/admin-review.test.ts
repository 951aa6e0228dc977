import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailResponse, ProjectListResponse } from '../../../shared/api';
import type { ReviewQueueResponse } from '../../../shared/schemas/project-draft';
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

const submittedProject = () => submittedAs(cast.owner);

const verdictPath = (id: string, verdict: string) => `/api/admin/reviews/${id}/${verdict}`;
const VERDICTS = [
  ['approve', {}],
  ['request-changes', { note: 'Add your pricing.' }],
  ['reject', { reason: 'Not a SaaS business.' }],
] as const;

describe('GET /api/admin/reviews', () => {
  it('lists projects in review with their details, and no drafts', async () => {
    const waiting = await submittedProject();
    const draft = await draftAs(cast.owner);
    const res = await call<ReviewQueueResponse>('/api/admin/reviews', { token: cast.admin });
    expect(res.status).toBe(200);
    const listed = res.body.projects.find((p) => p.id === waiting.id);
    expect(listed).toMatchObject({
      status: 'in_review',
      title: waiting.title,
      description: waiting.description,
      creatorName: 'Casey Creator',
      fundingGoal: 150_000,
    });
    expect(res.body.projects.map((p) => p.id)).not.toContain(draft.id);
  });

  it('shows one submitted project with its details to an admin, and to nobody else', async () => {
    const waiting = await submittedProject();
    const path = `/api/admin/reviews/${waiting.id}`;
    const res = await call<ProjectBody>(path, { token: cast.admin });
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({ id: waiting.id, status: 'in_review' });
    expect((await call(path, { token: cast.owner })).status).toBe(403);
    expect((await call(path, { token: cast.investor })).status).toBe(403);
    expect((await call(path)).status).toBe(401);
  });

  it('is for admins only', async () => {
    expect((await call('/api/admin/reviews')).status).toBe(401);
    for (const token of [cast.owner, cast.investor]) {
      expect((await call('/api/admin/reviews', { token })).status).toBe(403);
    }
  });
});

describe('review verdicts', () => {
  it('approve: the project goes live on Discover and its public page', async () => {
    const project = await submittedProject();
    const res = await call<ProjectBody>(verdictPath(project.id, 'approve'), {
      method: 'POST',
      token: cast.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.project.status).toBe('active');
    expect((await streamOf(project.id)).at(-1)).toEqual({
      type: 'project.approved',
      actorId: cast.adminId,
      version: 3,
    });
    const list = await call<ProjectListResponse>('/api/projects');
    expect(list.body.projects.map((p) => p.id)).toContain(project.id);
    const detail = await call<ProjectDetailResponse>(`/api/projects/${project.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.project.title).toBe(project.title);
  });

  it('request changes: the creator sees the note and can edit again', async () => {
    const project = await submittedProject();
    const res = await call<ProjectBody>(verdictPath(project.id, 'request-changes'), {
      method: 'POST',
      token: cast.admin,
      body: { note: '  Add your pricing.  ' },
    });
    expect(res.status).toBe(200);
    const own = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      token: cast.owner,
    });
    expect(own.body.project).toMatchObject({
      status: 'changes_requested',
      reviewNote: 'Add your pricing.',
    });
    expect((await call(`/api/projects/${project.slug}`)).status).toBe(404);
  });

  it('reject: the creator sees the reason; the project never goes public', async () => {
    const project = await submittedProject();
    const res = await call<ProjectBody>(verdictPath(project.id, 'reject'), {
      method: 'POST',
      token: cast.admin,
      body: { reason: 'Not a SaaS business.' },
    });
    expect(res.status).toBe(200);
    const own = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      token: cast.owner,
    });
    expect(own.body.project).toMatchObject({
      status: 'rejected',
      reviewNote: 'Not a SaaS business.',
    });
    expect((await call(`/api/projects/${project.slug}`)).status).toBe(404);
  });

  it.each(VERDICTS)(
    '%s by a creator, an investor or anonymous is refused',
    async (verdict, body) => {
      const project = await submittedProject();
      for (const token of [cast.owner, cast.otherCreator, cast.investor]) {
        expect(
          (await call(verdictPath(project.id, verdict), { method: 'POST', token, body })).status,
        ).toBe(403);
      }
      expect((await call(verdictPath(project.id, verdict), { method: 'POST', body })).status).toBe(
        401,
      );
      expect((await streamOf(project.id)).length).toBe(2);
    },
  );

  it.each(VERDICTS)(
    '%s of a draft is 404: drafts stay private to their creator',
    async (verdict, body) => {
      const draft = await draftAs(cast.owner);
      const res = await call<ErrorBody>(verdictPath(draft.id, verdict), {
        method: 'POST',
        token: cast.admin,
        body,
      });
      expect(res.status).toBe(404);
      expect((await call(`/api/admin/reviews/${draft.id}`, { token: cast.admin })).status).toBe(
        404,
      );
      expect((await streamOf(draft.id)).length).toBe(1);
    },
  );

  it.each(VERDICTS)(
    '%s of a project no longer in review is 409, recording nothing',
    async (verdict, body) => {
      const project = await submittedProject();
      await call(verdictPath(project.id, 'approve'), { method: 'POST', token: cast.admin });
      const res = await call<ErrorBody>(verdictPath(project.id, verdict), {
        method: 'POST',
        token: cast.admin,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
      expect((await streamOf(project.id)).length).toBe(3);
    },
  );

  it('refuses a missing, blank or oversized note or reason with 422 and a field message', async () => {
    const project = await submittedProject();
    const cases = [
      ['request-changes', {}, 'note', 'Write a note for the creator.'],
      ['request-changes', { note: '   ' }, 'note', 'Write a note for the creator.'],
      [
        'request-changes',
        { note: 'x'.repeat(2001) },
        'note',
        'The note must be at most 2000 characters.',
      ],
      ['reject', { reason: '' }, 'reason', 'Write a reason for the creator.'],
      ['reject', { reason: 42 }, 'reason', 'Write a reason for the creator.'],
    ] as const;
    for (const [verdict, body, field, message] of cases) {
      const res = await call<ErrorBody>(verdictPath(project.id, verdict), {
        method: 'POST',
        token: cast.admin,
        body,
      });
      expect(res.status).toBe(422);
      expect(res.body.error.details?.[field]).toBe(message);
    }
    expect((await streamOf(project.id)).length).toBe(2);
  });

  it('answers an unknown project with 404', async () => {
    const res = await call<ErrorBody>(verdictPath('no-such-project', 'approve'), {
      method: 'POST',
      token: cast.admin,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Project not found.');
  });
});
