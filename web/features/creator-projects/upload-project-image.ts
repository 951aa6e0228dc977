import {
  PRODUCT_BUCKETS,
  PROJECT_IMAGES_BUCKET,
  describeMimeTypes,
  formatFileSize,
  uploadProblem,
} from '../../../shared/storage/buckets';
import { publicObjectPath, uploadObjectName } from '../../../shared/storage/urls';
import { loadSupabase } from '../../lib/supabase';

export const PROJECT_IMAGE_RULES = PRODUCT_BUCKETS[PROJECT_IMAGES_BUCKET];
/** "PNG, JPEG or WebP, up to 5 MB." as the form's hint. */
export const PROJECT_IMAGE_HINT = `${describeMimeTypes(PROJECT_IMAGE_RULES.allowedMimeTypes)}, up to ${formatFileSize(PROJECT_IMAGE_RULES.fileSizeLimit)}.`;

/** What the upload is for, as the creator reads it in a refusal. */
export type ProjectImageUse = 'cover' | 'gallery';

/** The server's refusal (Supabase's statusCode) in words for the creator. */
function refusalMessage(
  error: { statusCode?: string; message: string },
  use: ProjectImageUse,
): string {
  switch (error.statusCode) {
    case '413':
      return `That image is too large: the limit is ${formatFileSize(PROJECT_IMAGE_RULES.fileSizeLimit)}.`;
    case '415':
      return `That file is not a ${describeMimeTypes(PROJECT_IMAGE_RULES.allowedMimeTypes)} image.`;
    case '403':
      return use === 'cover'
        ? 'Only the creator of this project can change its cover.'
        : 'Only the creator of this project can add its images.';
    default:
      return `The ${nounOf(use)} could not be uploaded: ${error.message}`;
  }
}

function nounOf(use: ProjectImageUse): string {
  return use === 'cover' ? 'cover' : 'image';
}

/**
 * Uploads `file` to the project-images bucket under the project's id, for the cover or
 * the gallery (docs/storage.md#in-the-product): type and size checked first, the server
 * checks again. Resolves to the same-origin public URL, or to the problem in words.
 */
export async function uploadProjectImage(
  projectId: string,
  file: File,
  use: ProjectImageUse = 'gallery',
): Promise<{ url: string } | { problem: string }> {
  const refused = uploadProblem(PROJECT_IMAGES_BUCKET, file);
  if (refused) return { problem: refused };
  try {
    const supabase = await loadSupabase();
    const name = uploadObjectName(projectId, file.type, crypto.randomUUID());
    const { data, error } = await supabase.storage
      .from(PROJECT_IMAGES_BUCKET)
      .upload(name, file, { contentType: file.type });
    if (error)
      return { problem: refusalMessage(error as { statusCode?: string; message: string }, use) };
    return { url: publicObjectPath(PROJECT_IMAGES_BUCKET, data.path) };
  } catch {
    return {
      problem: `The ${nounOf(use)} could not be uploaded. Check your connection and try again.`,
    };
  }
}
