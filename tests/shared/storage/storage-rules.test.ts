/** The shared storage rules the upload forms and the project schema use. */
import { describe, expect, it } from 'vitest';
import { uploadProblem, mimeTypeAllowed } from '../../../shared/storage/buckets';
import {
  isPublicObjectPath,
  publicObjectPath,
  uploadObjectName,
} from '../../../shared/storage/urls';
import { validateProjectDraft } from '../../../shared/schemas/project-draft';

const MIB = 1024 * 1024;

describe('uploadProblem', () => {
  it('accepts a PNG under the limit and names the type and size rules otherwise', () => {
    expect(uploadProblem('project-images', { type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadProblem('project-images', { type: 'image/gif', size: 1000 })).toBe(
      'Choose a PNG, JPEG or WebP file.',
    );
    expect(uploadProblem('project-images', { type: 'image/png', size: 6 * MIB })).toBe(
      'The file is 6 MB; the limit is 5 MB.',
    );
    expect(uploadProblem('avatars', { type: 'image/webp', size: 0 })).toBe('That file is empty.');
  });

  it('matches wildcards and ignores parameters', () => {
    expect(mimeTypeAllowed('image/png; charset=x', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('text/html', ['image/*'])).toBe(false);
    expect(mimeTypeAllowed('anything/at-all', null)).toBe(true);
  });
});

describe('public object paths', () => {
  const id = 'a0000000-0000-4000-8000-000000000001';

  it('builds and recognizes same-origin public URLs of one bucket', () => {
    const path = publicObjectPath('project-images', `${id}/cover.png`);
    expect(path).toBe(`/storage/v1/object/public/project-images/${id}/cover.png`);
    expect(isPublicObjectPath(path, 'project-images')).toBe(true);
    expect(isPublicObjectPath(path, 'avatars')).toBe(false);
  });

  it('refuses traversal, other hosts and odd characters', () => {
    for (const bad of [
      '/storage/v1/object/public/project-images/../safe-documents/x.pdf',
      '/storage/v1/object/public/project-images/a/./b.png',
      '/storage/v1/object/public/project-images/',
      'https://evil.example/storage/v1/object/public/project-images/a.png',
      '/storage/v1/object/public/project-images/a b.png',
      '/storage/v1/object/public/project-images/a%2F..%2Fb.png',
    ]) {
      expect(isPublicObjectPath(bad, 'project-images')).toBe(false);
    }
  });

  it('names uploads by folder, random part and extension', () => {
    expect(uploadObjectName(id, 'image/jpeg', 'r1')).toBe(`${id}/r1.jpg`);
    expect(uploadObjectName(id, 'image/webp', 'r2')).toBe(`${id}/r2.webp`);
  });
});

describe('the project cover field', () => {
  const draft = {
    title: 'Cover Test',
    tagline: 'A tagline',
    description: 'A description that is long enough to pass the rule.',
    category: 'Productivity',
    fundingGoal: 100_000,
    equity: 5,
    minimumInvestment: 500,
    endDate: '2099-01-01',
  };
  const now = new Date('2026-11-01T00:00:00Z');

  it('accepts an uploaded cover in project-images and still refuses others', () => {
    const uploaded = '/storage/v1/object/public/project-images/p1/c.png';
    expect(validateProjectDraft({ ...draft, coverImage: uploaded }, now).ok).toBe(true);
    for (const coverImage of [
      '/storage/v1/object/public/avatars/u1/c.png',
      '/storage/v1/object/public/project-images/../safe-documents/c.pdf',
      '/storage/v1/object/sign/project-images/p1/c.png',
    ]) {
      const result = validateProjectDraft({ ...draft, coverImage }, now);
      expect(result.ok ? null : result.errors.coverImage).toBe(
        'Choose one of the cover images offered.',
      );
    }
  });
});
