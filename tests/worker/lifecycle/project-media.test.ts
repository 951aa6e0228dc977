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

// A new draft has no folder in the project-images bucket yet, so it shows the app's own
// images; its uploads (in its folder) come with edits (project-image-folder.test.ts).
const upload = (name: string) => `/images/projects/${name}.png`;
const uploaded = (projectId: string, name: string) =>
  `/storage/v1/object/public/project-images/${projectId}/${name}.png`;
const TEAM = [
  { name: 'Ana Ruiz', role: 'CEO', bio: 'Ran finance at two SaaS companies.' },
  { name: 'Ben Ode', role: 'CTO', bio: '' },
];
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

async function draftRefusal(overrides: Record<string, unknown>) {
  const res = await call<ErrorBody>('/api/creator/projects', {
    method: 'POST',
    token: cast.owner,
    body: validDraft(overrides),
  });
  expect(res.status).toBe(422);
  return res.body.error.details ?? {};
}

describe('team, gallery and video link of a project', () => {
  it('stores them with the draft, returns them to the owner and in the drafted event', async () => {
    const project = await draftAs(cast.owner, {
      team: TEAM,
      gallery: [upload('a'), upload('b')],
      videoUrl: VIDEO,
    });
    expect(project.team).toEqual(TEAM);
    expect(project.gallery).toEqual([upload('a'), upload('b')]);
    expect(project.videoUrl).toBe(VIDEO);
    const event = await env.DB.prepare(
      "SELECT payload FROM events WHERE stream_id = ? AND type = 'project.drafted'",
    )
      .bind(project.id)
      .first<{ payload: string }>();
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      team: TEAM,
      gallery: [upload('a'), upload('b')],
      videoUrl: VIDEO,
    });
  });

  it('an edit changes them; the public page shows them once live', async () => {
    const project = await draftAs(cast.owner, {
      team: TEAM,
      gallery: [upload('a')],
      videoUrl: VIDEO,
    });
    const edited = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: {
        ...validDraft({ title: project.title }),
        team: [TEAM[1]],
        gallery: [uploaded(project.id, 'c'), upload('a')],
        videoUrl: 'https://vimeo.com/76979871',
        version: project.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.project.team).toEqual([TEAM[1]]);
    expect(edited.body.project.gallery).toEqual([uploaded(project.id, 'c'), upload('a')]);
    expect(edited.body.project.videoUrl).toBe('https://vimeo.com/76979871');

    await completeDisclosures(project.id, cast.owner);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: cast.owner });
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: cast.admin });
    const detail = await call<ProjectDetailResponse>(`/api/projects/${project.slug}`);
    expect(detail.status).toBe(200);
    expect(detail.body.project).toMatchObject({
      team: [TEAM[1]],
      gallery: [uploaded(project.id, 'c'), upload('a')],
      videoUrl: 'https://vimeo.com/76979871',
    });
  });

  it('clears them on a draft edit that leaves them out', async () => {
    const project = await draftAs(cast.owner, {
      team: TEAM,
      gallery: [upload('a')],
      videoUrl: VIDEO,
    });
    const cleared = await call<ProjectBody>(`/api/creator/projects/${project.id}`, {
      method: 'PATCH',
      token: cast.owner,
      body: { ...validDraft({ title: project.title }), version: project.version },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.project.team).toEqual([]);
    expect(cleared.body.project.gallery).toEqual([]);
    expect(cleared.body.project.videoUrl).toBeUndefined();
  });

  it.each([
    ['http://www.youtube.com/watch?v=x'],
    ['https://youtube.com.evil.example/watch?v=x'],
    ['https://evil.example@youtube.com/watch?v=x'],
    ['https://vimeo.com:8443/123'],
    ['https://www.youtube.com/'],
    ['javascript:alert(1)'],
    ['https://example.com/video'],
  ])('refuses the video link %s with a 422 naming the field', async (videoUrl) => {
    const details = await draftRefusal({ videoUrl });
    expect(details.videoUrl).toBe('Enter a YouTube or Vimeo link starting with https://.');
  });

  it('refuses gallery images from elsewhere, repeats and more than six', async () => {
    expect((await draftRefusal({ gallery: ['https://evil.example/x.png'] }))['gallery.0']).toBe(
      'Upload gallery images through the form.',
    );
    expect(
      (await draftRefusal({ gallery: ['/storage/v1/object/public/avatars/u/x.png'] }))['gallery.0'],
    ).toBe('Upload gallery images through the form.');
    expect((await draftRefusal({ gallery: [upload('a'), upload('a')] })).gallery).toBe(
      'Each gallery image can be added once.',
    );
    const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(upload);
    expect((await draftRefusal({ gallery: seven })).gallery).toBe('Add at most 6 gallery images.');
  });

  it('refuses a team member without a name or role, or with unknown keys', async () => {
    const details = await draftRefusal({
      team: [
        { name: ' ', role: 'CEO', bio: '' },
        { name: 'X', role: '' },
      ],
    });
    expect(details['team.0.name']).toBe("Enter the team member's name.");
    expect(details['team.1.role']).toBe("Enter the team member's role.");
    const extra = await draftRefusal({ team: [{ name: 'A', role: 'B', isAdmin: true }] });
    expect(Object.keys(extra).some((key) => key.startsWith('team.0'))).toBe(true);
    const external = await draftRefusal({
      team: [{ name: 'A', role: 'B', avatar: 'https://evil.example/a.png' }],
    });
    expect(external['team.0.avatar']).toBe('Choose a portrait.');
  });
});
