import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCT_BUCKETS, PROJECT_IMAGES_BUCKET } from '../../shared/storage/buckets';

// The seed's image files (worker/seed/sample-image-files.ts); that every sample project's
// image has one is checked in tests/worker/storage/seed-images.test.ts.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = path.join(root, 'worker/seed/images');
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('the sample images the seed stores (scripts/generate-sample-images.ts)', () => {
  it('are WebP files the project-images bucket takes', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^[a-z0-9-]+\/[a-z0-9-]+\.webp$/);
      const bytes = readFileSync(path.join(dir, file));
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
      expect(bytes.byteLength, file).toBeGreaterThan(0);
      expect(bytes.byteLength, file).toBeLessThanOrEqual(
        PRODUCT_BUCKETS[PROJECT_IMAGES_BUCKET].fileSizeLimit,
      );
    }
  });

  // Each cover and gallery picture carries its project's name: ReleaseNotes showed
  // "TaskPilot" and "SchemaSafe" (copied files). A team portrait may repeat (one person).
  it('give every project a cover and gallery of its own', () => {
    const covers = files.filter((file) => !file.includes('/team-'));
    const byHash = new Map<string, string[]>();
    for (const file of covers) {
      const digest = createHash('sha256')
        .update(readFileSync(path.join(dir, file)))
        .digest('hex');
      byHash.set(digest, [...(byHash.get(digest) ?? []), file]);
    }
    expect([...byHash.values()].filter((same) => same.length > 1)).toEqual([]);
  });
});
