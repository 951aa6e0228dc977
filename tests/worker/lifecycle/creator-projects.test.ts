import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { appendToStream } from '../../../worker/event-store';
import {
  call,
  draftAs,
  lifecycleCast,
  streamOf,
  validDraft,
  type ErrorBody,
  type ProjectBody,
} from './lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;
beforeAll(async () => {
  cast = await lifecycleCast();
});

const projectPath = (id: string) => `/api/creator/projects/${id}`;

describe('POST /api/creator/projects (draft)', () => {
  it('saves a draft owned by the caller, with a derived slug and a drafted event', async () => {
    const body = validDraft({ title: 'Café Ops Radar' });
    const res = await call<ProjectBody>('/api/creator/projects', {
      method: 'POST',
      token: cast.owner,
      body,
    });
    expect(res.status).toBe(201);
    const project = res.body.project;
    expect(project).toMatchObject({
      title: 'Café Ops Radar',
      slug: 'cafe-ops-radar',
      status: 'draft',
      creatorId: cast.ownerId,
      creatorName: 'Casey Creator',
      fundingGoal: 150_000,
      equity: 8.5,
      minimumInvestment: 1_000,
      endDate: `${body.endDate}T23:59:59.000Z`,
      website: 'https://ledgerlens.example',
      location: 'Austin, TX',
      reviewNote: null,
      version: 1,
    });
    expect(project.coverImage).toMatch(/^\/images\//);
    expect(await streamOf(project.id)).toEqual([
      { type: 'project.drafted', actorId: cast.ownerId, version: 1 },
    ]);
  });

  it('refuses a title whose slug another project already uses', async () => {
    await draftAs(cast.owner, { title: 'Pipeline Pilot' });
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: cast.otherCreator,
      body: validDraft({ title: 'Pipeline  pilot!' }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.title).toBe(
      'Another project already uses a title like this one. Choose a different title.',
    );
  });

  it.each([
    [{ fundingGoal: 0 }, 'fundingGoal', 'The funding goal must be a positive amount.'],
    [{ fundingGoal: 1500.5 }, 'fundingGoal', 'The funding goal must be a whole number of dollars.'],
    [
      { minimumInvestment: 200_000 },
      'minimumInvestment',
      'The minimum investment cannot be above the funding goal.',
    ],
    [{ equity: 0 }, 'equity', 'The equity offered must be above 0%.'],
    [{ equity: 101 }, 'equity', 'The equity offered must be at most 100%.'],
    [{ endDate: '2020-01-01' }, 'endDate', 'The end date must be in the future.'],
    [{ title: '' }, 'title', 'Enter a title.'],
    [{ category: 'Gaming' }, 'category', 'Choose a category.'],
    [
      { website: 'not a url' },
      'website',
      'Enter a full website address, like https://example.com.',
    ],
    [
      { coverImage: 'https://evil.example/a.png' },
      'coverImage',
      'Choose one of the cover images offered.',
    ],
    [{ status: 'active' }, 'status', expect.any(String)],
    [
      { terms: { variant: 'cap', proRata: true } },
      'terms.valuationCapDollars',
      'Enter the post-money valuation cap in dollars.',
    ],
    [
      { terms: { variant: 'cap', valuationCapDollars: 100_000, proRata: true } },
      'terms.valuationCapDollars',
      'The valuation cap must be above the maximum raise.',
    ],
  ])('answers %o with 422 and a message on %s', async (patch, field, message) => {
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: cast.owner,
      body: validDraft(patch),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details?.[field]).toEqual(message);
  });

  it.each([
    ['malformed JSON', '{"title": ', {}, 400],
    ['a JSON array', '[]', {}, 422],
    ['a JSON string', '"hello"', {}, 422],
    ['a form body', 'title=x', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
  ])('answers %s with a 4xx and the error envelope', async (_label, raw, headers, status) => {
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: cast.owner,
      body: raw,
      headers,
    });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('lets only creators draft: anonymous 401, investor and admin 403', async () => {
    const body = validDraft();
    expect((await call('/api/creator/projects', { method: 'POST', body })).status).toBe(401);
    for (const token of [cast.investor, cast.admin]) {
      expect((await call('/api/creator/projects', { method: 'POST', token, body })).status).toBe(
        403,
      );
    }
  });
});

describe('GET /api/creator/projects[/:id]', () => {
  it('shows the owner their project in any state, and nobody else', async () => {
    const project = await draftAs(cast.owner);
    const own = await call<ProjectBody>(projectPath(project.id), { token: cast.owner });
    expect(own.status).toBe(200);
    expect(own.body.project.id).toBe(project.id);
    expect((await call(projectPath(project.id), { token: cast.otherCreator })).status).toBe(404);
    expect((await call(projectPath(project.id), { token: cast.investor })).status).toBe(403);
    expect((await call(projectPath(project.id), { token: cast.admin })).status).toBe(403);
    expect((await call(projectPath(project.id))).status).toBe(401);
    expect((await call(projectPath('no-such-project'), { token: cast.owner })).status).toBe(404);
  });

  it("lists only the caller's own projects", async () => {
    const mine = await draftAs(cast.owner);
    const theirs = await draftAs(cast.otherCreator);
    const res = await call<{ projects: { id: string }[] }>('/api/creator/projects', {
      token: cast.owner,
    });
    const ids = res.body.projects.map((p) => p.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('keeps drafts off the public API', async () => {
    const project = await draftAs(cast.owner);
    expect((await call(`/api/projects/${project.slug}`)).status).toBe(404);
    const list = await call<{ projects: { id: string }[] }>('/api/projects');
    expect(list.body.projects.map((p) => p.id)).not.toContain(project.id);
  });
});

describe('PATCH /api/creator/projects/:id (edit)', () => {
  it('records only the changed details, re-derives the slug and bumps the version', async () => {
    const project = await draftAs(cast.owner);
    const res = await call<ProjectBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ title: 'Ledger Lens Pro', fundingGoal: 180_000 }), version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({
      title: 'Ledger Lens Pro',
      slug: 'ledger-lens-pro',
      fundingGoal: 180_000,
      version: 2,
    });
    const events = await streamOf(project.id);
    expect(events.map((e) => e.type)).toEqual(['project.drafted', 'project.details_edited']);
    expect(events[1]?.actorId).toBe(cast.ownerId);
  });

  it('clears the optional website and location when the creator empties them', async () => {
    const project = await draftAs(cast.owner);
    expect(project).toMatchObject({
      website: 'https://ledgerlens.example',
      location: 'Austin, TX',
    });
    const res = await call<ProjectBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ website: '', location: '' }), version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.project.website).toBeUndefined();
    expect(res.body.project.location).toBeUndefined();
  });

  it('refuses another creator (404), an investor or an admin (403), anonymous (401)', async () => {
    const project = await draftAs(cast.owner);
    const body = { ...validDraft(), version: 1 };
    const patch = (token?: string) =>
      call(projectPath(project.id), { method: 'PATCH', body, ...(token ? { token } : {}) });
    expect((await patch(cast.otherCreator)).status).toBe(404);
    expect((await patch(cast.investor)).status).toBe(403);
    expect((await patch(cast.admin)).status).toBe(403);
    expect((await patch()).status).toBe(401);
    expect((await streamOf(project.id)).length).toBe(1);
  });

  it('answers bad input with 422 field messages, never touching the stream', async () => {
    const project = await draftAs(cast.owner);
    const res = await call<ErrorBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ equity: -1, minimumInvestment: 'lots' }), version: 1 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toMatchObject({
      equity: 'The equity offered must be above 0%.',
      minimumInvestment: 'Enter the minimum investment in whole dollars.',
    });
    const noVersion = await call<ErrorBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: validDraft(),
    });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.error.details?.version).toBe(
      'Send the version of the project you edited.',
    );
    expect((await streamOf(project.id)).length).toBe(1);
  });

  it('lets one of two concurrent edits of the same version win; the other gets 409', async () => {
    const project = await draftAs(cast.owner);
    const edit = (tagline: string) =>
      call<ProjectBody | ErrorBody>(projectPath(project.id), {
        method: 'PATCH',
        token: cast.owner,
        body: { ...validDraft({ title: project.title, tagline }), version: 1 },
      });
    const results = await Promise.all([edit('First tagline'), edit('Second tagline')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)?.body as ErrorBody;
    expect(loser.error.code).toBe('conflict');
    expect((await streamOf(project.id)).map((e) => e.type)).toEqual([
      'project.drafted',
      'project.details_edited',
    ]);
  });

  it('refuses a save based on a stale version with 409', async () => {
    const project = await draftAs(cast.owner);
    const body = { ...validDraft({ title: project.title, tagline: 'First change' }), version: 1 };
    expect(
      (await call(projectPath(project.id), { method: 'PATCH', token: cast.owner, body })).status,
    ).toBe(200);
    const stale = await call<ErrorBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: { ...body, tagline: 'Another tagline' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed since you opened it/);
  });

  it('refuses edits while in review (409) and allows them again after changes are requested', async () => {
    const project = await draftAs(cast.owner);
    await completeDisclosures(project.id, cast.owner);
    await call(`${projectPath(project.id)}/submit`, { method: 'POST', token: cast.owner });
    const body = { ...validDraft({ title: project.title, tagline: 'Changed' }), version: 2 };
    const inReview = await call<ErrorBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body,
    });
    expect(inReview.status).toBe(409);
    expect(inReview.body.error.code).toBe('invalid_transition');
    await call(`/api/admin/reviews/${project.id}/request-changes`, {
      method: 'POST',
      token: cast.admin,
      body: { note: 'Add your pricing.' },
    });
    const fixed = await call<ProjectBody>(projectPath(project.id), {
      method: 'PATCH',
      token: cast.owner,
      body: { ...body, version: 3 },
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.project).toMatchObject({
      status: 'changes_requested',
      tagline: 'Changed',
      reviewNote: 'Add your pricing.',
    });
  });
});

describe('POST /api/creator/projects/:id/submit (publish)', () => {
  it('puts a draft in review with one submitted event by the owner', async () => {
    const project = await draftAs(cast.owner);
    await completeDisclosures(project.id, cast.owner);
    const res = await call<ProjectBody>(`${projectPath(project.id)}/submit`, {
      method: 'POST',
      token: cast.owner,
    });
    expect(res.status).toBe(200);
    expect(res.body.project.status).toBe('in_review');
    expect(res.body.project.submittedAt).toEqual(expect.any(String));
    expect((await streamOf(project.id)).at(-1)).toEqual({
      type: 'project.submitted',
      actorId: cast.ownerId,
      version: 2,
    });
  });

  it('records exactly one event for a double submission, sequential or concurrent', async () => {
    const sequential = await draftAs(cast.owner);
    await completeDisclosures(sequential.id, cast.owner);
    const submit = (id: string) =>
      call<ErrorBody>(`${projectPath(id)}/submit`, { method: 'POST', token: cast.owner });
    expect((await submit(sequential.id)).status).toBe(200);
    const again = await submit(sequential.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This project is already in review.');
    expect(
      (await streamOf(sequential.id)).filter((e) => e.type === 'project.submitted'),
    ).toHaveLength(1);

    const concurrent = await draftAs(cast.owner);
    await completeDisclosures(concurrent.id, cast.owner);
    const results = await Promise.all([submit(concurrent.id), submit(concurrent.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      (await streamOf(concurrent.id)).filter((e) => e.type === 'project.submitted'),
    ).toHaveLength(1);
  });

  it('refuses a draft whose end date has passed since it was saved (422 on endDate)', async () => {
    const project = await draftAs(cast.owner);
    // Saved long ago: the draft's end date is now in the past (a fact, appended directly).
    await appendToStream(env.DB, {
      streamId: project.id,
      streamType: 'project',
      expectedVersion: 1,
      actorId: cast.ownerId,
      events: [
        { type: 'project.details_edited', payload: { endDate: '2020-01-31T23:59:59.000Z' } },
      ],
    });
    await completeDisclosures(project.id, cast.owner);
    const res = await call<ErrorBody>(`${projectPath(project.id)}/submit`, {
      method: 'POST',
      token: cast.owner,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.endDate).toMatch(/end date has passed/);
    expect(await streamOf(project.id)).toHaveLength(2);
  });

  it('refuses anyone but the owner', async () => {
    const project = await draftAs(cast.owner);
    const submit = (token?: string) =>
      call(`${projectPath(project.id)}/submit`, { method: 'POST', ...(token ? { token } : {}) });
    expect((await submit(cast.otherCreator)).status).toBe(404);
    expect((await submit(cast.investor)).status).toBe(403);
    expect((await submit(cast.admin)).status).toBe(403);
    expect((await submit()).status).toBe(401);
    expect((await streamOf(project.id)).length).toBe(1);
  });

  it('refuses to submit or edit an approved or rejected project (409)', async () => {
    for (const verdict of ['approve', 'reject'] as const) {
      const project = await draftAs(cast.owner);
      await completeDisclosures(project.id, cast.owner);
      await call(`${projectPath(project.id)}/submit`, { method: 'POST', token: cast.owner });
      await call(`/api/admin/reviews/${project.id}/${verdict}`, {
        method: 'POST',
        token: cast.admin,
        body: verdict === 'reject' ? { reason: 'Not a SaaS business.' } : {},
      });
      const res = await call<ErrorBody>(`${projectPath(project.id)}/submit`, {
        method: 'POST',
        token: cast.owner,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid_transition');
      const edit = await call<ErrorBody>(projectPath(project.id), {
        method: 'PATCH',
        token: cast.owner,
        body: { ...validDraft({ title: project.title, tagline: 'Too late' }), version: 3 },
      });
      expect(edit.status).toBe(409);
      expect(edit.body.error.message).toBe(
        'Only a draft or a project with changes requested can be edited.',
      );
      expect(await streamOf(project.id)).toHaveLength(3);
    }
  });
});
