/**
 * The product's storage buckets and their limits, shared by the upload forms (checked
 * before sending) and the worker (checked again on the server; migration
 * 0012_storage.sql creates the rows with the same values). See docs/storage.md.
 */

/** Path prefix of the Supabase-compatible storage API on this origin. */
export const STORAGE_PATH = '/storage/v1';

export const AVATARS_BUCKET = 'avatars';
export const PROJECT_IMAGES_BUCKET = 'project-images';
export const SAFE_DOCUMENTS_BUCKET = 'safe-documents';

export type ProductBucket =
  typeof AVATARS_BUCKET | typeof PROJECT_IMAGES_BUCKET | typeof SAFE_DOCUMENTS_BUCKET;

export interface BucketRules {
  public: boolean;
  /** Largest accepted file, in bytes. */
  fileSizeLimit: number;
  allowedMimeTypes: readonly string[];
}

const MIB = 1024 * 1024;

/** Buckets the migration creates; the forms read their limits from here. */
export const PRODUCT_BUCKETS: Record<ProductBucket, BucketRules> = {
  [AVATARS_BUCKET]: {
    public: true,
    fileSizeLimit: 2 * MIB,
    allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  },
  [PROJECT_IMAGES_BUCKET]: {
    public: true,
    fileSizeLimit: 5 * MIB,
    allowedMimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
  },
  [SAFE_DOCUMENTS_BUCKET]: {
    public: false,
    fileSizeLimit: 10 * MIB,
    allowedMimeTypes: ['application/pdf', 'text/plain'],
  },
};

/** Whether `mimeType` matches one of `allowed` (exact or `type/*`); an empty list allows any. */
export function mimeTypeAllowed(mimeType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((entry) => {
    const rule = entry.toLowerCase();
    return rule.endsWith('/*') ? type.startsWith(rule.slice(0, -1)) : type === rule;
  });
}

/** "2 MB" for 2 MiB: the figure the refusal messages show. */
export function formatFileSize(bytes: number): string {
  if (bytes >= MIB) return `${Math.round((bytes / MIB) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** The short names of a bucket's types, for messages ("PNG, JPEG or WebP"). */
export function describeMimeTypes(allowed: readonly string[]): string {
  const names = allowed.map((type) => {
    const sub = type.split('/')[1] ?? type;
    return sub === 'webp' ? 'WebP' : sub.toUpperCase();
  });
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names.join('');
}

/**
 * Why a file cannot go into a product bucket, in words for the form, or null when it
 * fits. The server applies the same limits and answers Supabase's error shapes.
 */
export function uploadProblem(
  bucket: ProductBucket,
  file: { type: string; size: number },
): string | null {
  const rules = PRODUCT_BUCKETS[bucket];
  if (!mimeTypeAllowed(file.type, rules.allowedMimeTypes)) {
    return `Choose a ${describeMimeTypes(rules.allowedMimeTypes)} file.`;
  }
  if (file.size === 0) return 'That file is empty.';
  if (file.size > rules.fileSizeLimit) {
    return `The file is ${formatFileSize(file.size)}; the limit is ${formatFileSize(rules.fileSizeLimit)}.`;
  }
  return null;
}
