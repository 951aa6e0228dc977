/**
 * The sample projects' images: WebP files in the repository (drawn by
 * scripts/generate-sample-images.ts) that the seed puts into the project-images bucket,
 * each in its project's folder as a creator's upload would be (docs/storage.md#seeded-images).
 */
import { PROJECT_IMAGES_BUCKET } from '../../shared/storage/buckets';
import { publicObjectPath } from '../../shared/storage/urls';
import { nameSlug, sampleId } from './sample-ids';
import type { SampleProject } from './sample-types';

/** Where the files live, from the repository root. */
export const SAMPLE_IMAGE_DIR = 'worker/seed/images';

/** Every seeded image is WebP. */
export const SAMPLE_IMAGE_TYPE = 'image/webp';

/** One seeded image: its file (under SAMPLE_IMAGE_DIR) and its object in the bucket. */
export interface SampleImage {
  file: string;
  /** `<project id>/<name>.webp`, the path scheme of an upload. */
  objectName: string;
  /** The uploader the object is recorded for: the project's creator. */
  owner: string;
}

/** A project's image files by role, relative to SAMPLE_IMAGE_DIR: `<slug>/<name>.webp`. */
export function sampleImageFiles(p: SampleProject) {
  return {
    cover: `${p.slug}/cover.webp`,
    gallery: Array.from(
      { length: p.galleryCount ?? 0 },
      (_, i) => `${p.slug}/gallery-${i + 1}.webp`,
    ),
    team: (p.team ?? []).map((member) => `${p.slug}/team-${nameSlug(member.name)}.webp`),
  };
}

/** The bucket object of a project's file: the same base name in the project's folder. */
function objectNameOf(p: SampleProject, file: string): string {
  return `${sampleId('project', p.n)}/${file.slice(file.lastIndexOf('/') + 1)}`;
}

/** A project's images as the seed stores them. */
export function sampleImagesOf(p: SampleProject): SampleImage[] {
  const files = sampleImageFiles(p);
  return [files.cover, ...files.gallery, ...files.team].map((file) => ({
    file,
    objectName: objectNameOf(p, file),
    owner: p.creator.id,
  }));
}

/** The public URLs a project's drafted event shows, by role. */
export function sampleImageUrls(p: SampleProject) {
  const files = sampleImageFiles(p);
  const url = (file: string) => publicObjectPath(PROJECT_IMAGES_BUCKET, objectNameOf(p, file));
  return { cover: url(files.cover), gallery: files.gallery.map(url), team: files.team.map(url) };
}
