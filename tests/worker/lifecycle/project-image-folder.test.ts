import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_IMAGE_MESSAGES } from '../../../shared/schemas/project-media';
import {
  call,
  draftAs,
  lifecycleCast,
  validDraft,
  type ErrorBody,
  type ProjectBody,
} from './lifecycle-helpers';

let cast: Awaited<ReturnType<typeof lifecycleCast>>;
beforeAll(async () => {
  cast = await lifecycleCast();
});

const inFolder = (folder: string, name: string) =>
  `/storage/v1/object/public/project-images/${folder}/${name}.png`;

/** How many events the project's stream holds: a refused command adds none. */
async function eventCount(projectId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM events WHERE stream_id = ?')
    .bind(projectId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function edit(project: ProjectBody['project'], overrides: Record<string, unknown>) {
  return call<ProjectBody & ErrorBody>(`/api/creator/projects/${project.id}`, {
    method: 'PATCH',
    token: cast.owner,
    body: { ...validDraft({ title: project.title }), ...overrides, version: project.version },
  });
}

describe("a project's uploaded images stay in its own folder (docs/storage.md#in-the-product)", () => {
  it('an edit keeps a cover, gallery and portraits from its own folder', async () => {
    const project = await draftAs(cast.owner);
    const res = await edit(project, {
      coverImage: inFolder(project.id, 'cover'),
      gallery: [inFolder(project.id, 'one'), '/images/projects/shot.png'],
      team: [{ name: 'Ana Ruiz', role: 'CEO', avatar: inFolder(project.id, 'ana') }],
    });
    expect(res.status).toBe(200);
    expect(res.body.project.coverImage).toBe(inFolder(project.id, 'cover'));
    expect(res.body.project.gallery).toEqual([
      inFolder(project.id, 'one'),
      '/images/projects/shot.png',
    ]);
  });

  it("refuses another project's uploads field by field, and writes nothing", async () => {
    const other = await draftAs(cast.otherCreator);
    const project = await draftAs(cast.owner);
    const before = await eventCount(project.id);
    const res = await edit(project, {
      coverImage: inFolder(other.id, 'cover'),
      gallery: [inFolder(project.id, 'one'), inFolder(other.id, 'two')],
      team: [{ name: 'Ana Ruiz', role: 'CEO', avatar: inFolder(other.id, 'ana') }],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({
      coverImage: FOREIGN_IMAGE_MESSAGES.coverImage,
      'gallery.1': FOREIGN_IMAGE_MESSAGES.gallery,
      'team.0.avatar': FOREIGN_IMAGE_MESSAGES.avatar,
    });
    expect(await eventCount(project.id)).toBe(before);
  });

  it.each([
    ['a folder whose name starts with the id', (id: string) => inFolder(`${id}-x`, 'a')],
    ['the bucket root', () => '/storage/v1/object/public/project-images/a.png'],
    ['a nested folder of another id', () => inFolder('elsewhere/deeper', 'a')],
  ])('refuses a gallery image in %s', async (_label, url) => {
    const project = await draftAs(cast.owner);
    const res = await edit(project, { gallery: [url(project.id)] });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.['gallery.0']).toBe(FOREIGN_IMAGE_MESSAGES.gallery);
  });

  it('a new draft has no folder yet: an upload URL is refused and no project is made', async () => {
    const title = 'Folderless Draft';
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: cast.owner,
      body: validDraft({ title, coverImage: inFolder('some-project', 'cover') }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual({ coverImage: FOREIGN_IMAGE_MESSAGES.coverImage });
    const made = await env.DB.prepare('SELECT COUNT(*) AS n FROM projects WHERE title = ?')
      .bind(title)
      .first<{ n: number }>();
    expect(made?.n).toBe(0);
  });
});
