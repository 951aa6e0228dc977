import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { projectDraftedSchema } from '../../shared/schemas/project-events';
import {
  FOREIGN_IMAGE_MESSAGES,
  foreignProjectImages,
  isOwnProjectImage,
  isProjectImage,
  isVideoUrl,
} from '../../shared/schemas/project-media';

describe('isVideoUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/76979871',
    'https://player.vimeo.com/video/76979871',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=x',
  ])('accepts %s', (url) => {
    expect(isVideoUrl(url)).toBe(true);
  });

  it.each([
    'http://www.youtube.com/watch?v=x',
    'https://www.youtube.com',
    'https://www.youtube.com/',
    'https://youtube.com.evil.example/watch',
    'https://evilyoutube.com/watch',
    'https://user:pw@youtube.com/watch',
    'https://evil.example\\@youtube.com/watch',
    'https://vimeo.com:443/1',
    'https://vimeo.com/1 2',
    '//youtube.com/watch',
    'javascript://youtube.com/%0aalert(1)',
    `https://youtu.be/${'x'.repeat(300)}`,
  ])('refuses %s', (url) => {
    expect(isVideoUrl(url)).toBe(false);
  });
});

describe('isProjectImage', () => {
  it('accepts the app images and project-images uploads only', () => {
    expect(isProjectImage('/images/team/ada-park.svg')).toBe(true);
    expect(isProjectImage('/storage/v1/object/public/project-images/p1/a.png')).toBe(true);
    expect(isProjectImage('/storage/v1/object/public/avatars/u1/a.png')).toBe(false);
    expect(isProjectImage('/storage/v1/object/public/project-images/p1/../x.png')).toBe(false);
    expect(isProjectImage('https://evil.example/a.png')).toBe(false);
    expect(isProjectImage('//evil.example/a.png')).toBe(false);
  });
});

describe('project.drafted payload', () => {
  const base = {
    title: 'Ledger Lens',
    slug: 'ledger-lens',
    tagline: 'Books',
    description: 'Reconciles.',
    category: 'Finance',
    fundingGoal: 100,
    equity: 5,
    minimumInvestment: 10,
    endDate: '2027-01-01',
    coverImage: '/images/covers/default.svg',
    creatorId: 'u1',
    creatorName: 'Casey Creator',
  };

  it('takes a video link and a team member without a portrait, and refuses another site', () => {
    const ok = v.safeParse(projectDraftedSchema, {
      ...base,
      videoUrl: 'https://vimeo.com/1',
      team: [{ name: 'Ana', role: 'CEO', bio: '' }],
    });
    expect(ok.success).toBe(true);
    const bad = v.safeParse(projectDraftedSchema, { ...base, videoUrl: 'https://evil.example/v' });
    expect(bad.success).toBe(false);
  });
});

describe('foreignProjectImages', () => {
  const up = (folder: string) => `/storage/v1/object/public/project-images/${folder}/a.png`;

  it('lets a project show its own uploads and the app images', () => {
    expect(isOwnProjectImage(up('p1'), 'p1')).toBe(true);
    expect(isOwnProjectImage(up('p1/team'), 'p1')).toBe(true);
    expect(isOwnProjectImage('/images/covers/default.svg', 'p1')).toBe(true);
    expect(isOwnProjectImage('/images/covers/default.svg', null)).toBe(true);
    expect(
      foreignProjectImages('p1', {
        coverImage: up('p1'),
        gallery: [up('p1'), '/images/projects/x.png'],
        team: [{ avatar: '' }, {}],
      }),
    ).toEqual({});
  });

  it("refuses another project's uploads, the bucket root and any upload before a save", () => {
    expect(isOwnProjectImage(up('p2'), 'p1')).toBe(false);
    expect(isOwnProjectImage(up('p1x'), 'p1')).toBe(false);
    expect(isOwnProjectImage('/storage/v1/object/public/project-images/a.png', 'p1')).toBe(false);
    expect(isOwnProjectImage(up('p1'), null)).toBe(false);
    expect(
      foreignProjectImages('p1', {
        coverImage: up('p2'),
        gallery: [up('p1'), up('p2')],
        team: [{ avatar: up('p2') }],
      }),
    ).toEqual({
      coverImage: FOREIGN_IMAGE_MESSAGES.coverImage,
      'gallery.1': FOREIGN_IMAGE_MESSAGES.gallery,
      'team.0.avatar': FOREIGN_IMAGE_MESSAGES.avatar,
    });
  });
});
