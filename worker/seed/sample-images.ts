/**
 * Puts the sample projects' images into the project-images bucket, each in its project's
 * folder and recorded for its creator, through the storage layer's own write
 * (docs/storage.md#seeded-images), so Discover, the project pages and the prerendered
 * pages show them from storage like any upload.
 */
import {
  PRODUCT_BUCKETS,
  PROJECT_IMAGES_BUCKET,
  mimeTypeAllowed,
} from '../../shared/storage/buckets';
import { contentMatchesType } from '../storage/file-body';
import { r2Key } from '../storage/keys';
import { findObject } from '../storage/objects';
import { putObject } from '../storage/put-object';
import { SAMPLE_IMAGE_TYPE, sampleImagesOf } from './sample-image-files';
import type { SampleProject } from './sample-types';

/** Where the seed finds the image bytes: the R2 binding and a reader of the files. */
export interface SeedImageSource {
  store: R2Bucket;
  /** The bytes of a file under SAMPLE_IMAGE_DIR. */
  read(file: string): Promise<Uint8Array<ArrayBuffer>>;
}

/** Uploads' default cache lifetime, as storage-js sends it. */
const CACHE_CONTROL = 'max-age=3600';

/**
 * Stores each project's images that are not stored yet (row and bytes), so a second run
 * changes nothing. A file the bucket would refuse (type, bytes, size) stops the seed, as
 * an upload of it would be refused. Returns how many objects were written.
 */
export async function seedSampleImages(
  db: D1Database,
  source: SeedImageSource,
  projects: readonly SampleProject[],
  now: Date,
): Promise<number> {
  const rules = PRODUCT_BUCKETS[PROJECT_IMAGES_BUCKET];
  let written = 0;
  for (const image of projects.flatMap(sampleImagesOf)) {
    const row = await findObject(db, PROJECT_IMAGES_BUCKET, image.objectName);
    if (row && (await source.store.head(r2Key(PROJECT_IMAGES_BUCKET, image.objectName)))) continue;
    const bytes = await source.read(image.file);
    const fits =
      bytes.byteLength > 0 &&
      bytes.byteLength <= rules.fileSizeLimit &&
      mimeTypeAllowed(SAMPLE_IMAGE_TYPE, rules.allowedMimeTypes) &&
      contentMatchesType(bytes, SAMPLE_IMAGE_TYPE);
    if (!fits)
      throw new Error(`seed: ${image.file} is not an image the project-images bucket takes`);
    await putObject(
      db,
      source.store,
      {
        bucketId: PROJECT_IMAGES_BUCKET,
        name: image.objectName,
        bytes,
        mimeType: SAMPLE_IMAGE_TYPE,
        cacheControl: CACHE_CONTROL,
        owner: image.owner,
      },
      now,
    );
    written += 1;
  }
  return written;
}
