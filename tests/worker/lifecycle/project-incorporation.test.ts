import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDetailResponse } from '../../../shared/api';
import {
  call,
  draftAs,
  lifecycleCast,
  validDraft,
  type ErrorBody,
  type ProjectBody,
} from './lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;
beforeAll(async () => {
  cast = await lifecycleCast();
});

async function draftRefusal(overrides: Record<string, unknown>) {
  const res = await call<ErrorBody>('/api/creator/projects', {
    method: 'POST',
    token: cast.owner,
    body: validDraft(overrides),
  });
  expect(res.status).toBe(422);
  return res.body.error.details ?? {};
}

describe("the company's incorporation state and year (the field list's newest fields)", () => {
  it('stores them with the draft, in its event and its row, and shows them once live', async () => {
    const project = await draftAs(cast.owner, {
      incorporationState: 'Delaware',
      incorporationYear: '2021',
    });
    expect(project).toMatchObject({ incorporationState: 'Delaware', incorporationYear: '2021' });
    const event = await env.DB.prepare(
      "SELECT payload FROM events WHERE stream_id = ? AND type = 'project.drafted'",
    )
      .bind(project.id)
      .first<{ payload: string }>();
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      incorporationState: 'Delaware',
      incorporationYear: '2021',
    });
    const row = await env.DB.prepare(
      'SELECT incorporation_state, incorporation_year FROM projects WHERE id = ?',
    )
      .bind(project.id)
      .first();
    expect(row).toEqual({ incorporation_state: 'Delaware', incorporation_year: '2021' });

    const edited = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: {
        ...validDraft({ title: project.title }),
        incorporationState: 'Texas',
        incorporationYear: '2019',
        version: project.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.project).toMatchObject({
      incorporationState: 'Texas',
      incorporationYear: '2019',
    });
    await completeDisclosures(project.id, cast.owner);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: cast.admin });
    const detail = await call<ProjectDetailResponse>(`/api/projects/${project.slug}`);
    expect(detail.body.project).toMatchObject({
      incorporationState: 'Texas',
      incorporationYear: '2019',
    });
  });

  it('clears them on an edit that leaves them empty', async () => {
    const project = await draftAs(cast.owner, {
      incorporationState: 'Delaware',
      incorporationYear: '2021',
    });
    const cleared = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: {
        ...validDraft({ title: project.title }),
        incorporationState: '',
        incorporationYear: '',
        version: project.version,
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.project.incorporationState).toBeUndefined();
    expect(cleared.body.project.incorporationYear).toBeUndefined();
  });

  it('refuses a state it does not know and a year that is not a past year, naming the field', async () => {
    expect((await draftRefusal({ incorporationState: 'Atlantis' })).incorporationState).toBe(
      'Choose the state the company is incorporated in.',
    );
    const year = new Date().getUTCFullYear();
    for (const bad of ['21', '1799', String(year + 1), 'MMXXI']) {
      expect((await draftRefusal({ incorporationYear: bad })).incorporationYear).toBe(
        `Enter the year of incorporation, 1800 to ${year}.`,
      );
    }
  });
});
