import { foreignProjectImages, type ProjectImages } from '../../shared/schemas/project-media';
import { ApiError } from '../http/api-error';

/**
 * Refuses (422, one message per field, nothing written) a project form whose cover,
 * gallery or team portraits point at uploads outside the project's own folder of the
 * project-images bucket: storage lets only a project's creator write there, so this keeps
 * a project to images its creator put there (docs/storage.md#in-the-product). `projectId`
 * is null for a project not yet saved, which has no folder yet.
 */
export function refuseForeignProjectImages(projectId: string | null, media: ProjectImages): void {
  const details = foreignProjectImages(projectId, media);
  if (Object.keys(details).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Check the highlighted fields.', details);
  }
}
