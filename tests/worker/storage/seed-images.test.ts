/// <reference types="vite/client" />
import { SELF, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { foreignProjectImages } from '../../../shared/schemas/project-media';
import { seedClock } from '../../../worker/seed/sample-clock';
import { sampleId } from '../../../worker/seed/sample-ids';
import { sampleImageUrls, sampleImagesOf } from '../../../worker/seed/sample-image-files';
import { seedSampleImages, type SeedImageSource } from '../../../worker/seed/sample-images';
import { SAMPLE_PROJECTS } from '../../../worker/seed/sample-plan';
import { RESERVATION_PROJECT } from '../../../worker/seed/sample-disclosures';
import { planProjectLifecycle } from '../../../worker/seed/sample-plan-projects';
import type { SampleProject } from '../../../worker/seed/sample-types';
import { TEST_ORIGIN } from '../helpers/auth';

const now = new Date('2026-11-23T12:00:00.000Z');

/** WebP-signed bytes naming the file, so each object's body is recognisable. */
function webpBytes(file: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(`RIFF\u0000\u0000\u0000\u0000WEBPVP8 ${file}`));
}

/** A source over the R2 binding that counts what the seed read. */
function source(read: (file: string) => Uint8Array<ArrayBuffer> = webpBytes) {
  const reads: string[] = [];
  const images: SeedImageSource = {
    store: env.STORAGE as R2Bucket,
    read: (file) => {
      reads.push(file);
      return Promise.resolve(read(file));
    },
  };
  return { images, reads };
}

const withImages = SAMPLE_PROJECTS.filter((p) => (p.galleryCount ?? 0) > 0 && p.team?.length);
const [first, second] = withImages as [SampleProject, SampleProject];

/** The files in the repository (Vite lists them; nothing is loaded). */
const FILES = Object.keys(import.meta.glob('../../../worker/seed/images/**/*.webp')).map((key) =>
  key.replace('../../../worker/seed/images/', ''),
);

describe('seeded images live in storage (docs/storage.md#seeded-images)', () => {
  it('stores each image in its project folder for the creator, served at the URLs the projects show', async () => {
    const { images } = source();
    expect(await seedSampleImages(env.DB, images, [first], now)).toBe(sampleImagesOf(first).length);

    const drafted = planProjectLifecycle(first, seedClock(now))[0]?.event.payload as {
      coverImage: string;
      gallery: string[];
      team: { avatar: string }[];
    };
    const urls = sampleImageUrls(first);
    expect(drafted.coverImage).toBe(urls.cover);
    expect(drafted.gallery).toEqual(urls.gallery);
    expect(drafted.team.map((m) => m.avatar)).toEqual(urls.team);
    // The seeded project keeps the folder rule its creator's edits must keep.
    expect(foreignProjectImages(sampleId('project', first.n), drafted)).toEqual({});

    for (const image of sampleImagesOf(first)) {
      const url = `/storage/v1/object/public/project-images/${image.objectName}`;
      expect([urls.cover, ...urls.gallery, ...urls.team]).toContain(url);
      const res = await SELF.fetch(`${TEST_ORIGIN}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(webpBytes(image.file));
      const row = await env.DB.prepare(
        "SELECT owner FROM storage_objects WHERE bucket_id = 'project-images' AND name = ?",
      )
        .bind(image.objectName)
        .first<{ owner: string }>();
      expect(row?.owner).toBe(first.creator.id);
    }
  });

  it('a second run reads and writes nothing; an object whose bytes went missing is put back', async () => {
    await seedSampleImages(env.DB, source().images, [second], now);
    const ids = await env.DB.prepare(
      "SELECT name, id FROM storage_objects WHERE bucket_id = 'project-images' ORDER BY name",
    ).all();

    const again = source();
    expect(await seedSampleImages(env.DB, again.images, [second], now)).toBe(0);
    expect(again.reads).toEqual([]);
    const after = await env.DB.prepare(
      "SELECT name, id FROM storage_objects WHERE bucket_id = 'project-images' ORDER BY name",
    ).all();
    expect(after.results).toEqual(ids.results);

    const lost = sampleImagesOf(second)[0];
    if (!lost) throw new Error('the sample project has no images');
    await (env.STORAGE as R2Bucket).delete(`project-images/${lost.objectName}`);
    const repair = source();
    expect(await seedSampleImages(env.DB, repair.images, [second], now)).toBe(1);
    expect(repair.reads).toEqual([lost.file]);
  });

  it('the repository holds a file for every image a sample project shows, and no other', () => {
    // ReleaseNotes, the project testing the waters, is seeded apart from the plan.
    const expected = [...SAMPLE_PROJECTS, RESERVATION_PROJECT]
      .flatMap(sampleImagesOf)
      .map((image) => image.file);
    expect([...FILES].sort()).toEqual([...expected].sort());
  });

  it('refuses a file the bucket would refuse (an SVG), storing nothing for it', async () => {
    const svg = source(
      () => new Uint8Array(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    );
    const [third] = withImages.slice(2);
    if (!third) throw new Error('need a third sample project with images');
    await expect(seedSampleImages(env.DB, svg.images, [third], now)).rejects.toThrow(
      /is not an image the project-images bucket takes/,
    );
    const stored = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM storage_objects WHERE bucket_id = 'project-images' AND name LIKE ?",
    )
      .bind(`${sampleId('project', third.n)}/%`)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });
});
