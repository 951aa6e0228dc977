import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { projectDraftedSchema } from '../../shared/schemas/project-events';
import { isProjectImage, isVideoUrl } from '../../shared/schemas/project-media';

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
