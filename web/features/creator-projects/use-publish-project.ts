import { useCallback } from 'react';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-client';
import { useAccessToken } from '../../lib/session';
import { submitProject } from './creator-projects-api';

/**
 * Publish (submit for review) from any screen: sends the command with the session's
 * token and tells the creator how it went. Resolves true when the project is in review.
 */
export function usePublishProject() {
  const token = useAccessToken();
  return useCallback(
    async (project: { id: string; title: string }): Promise<boolean> => {
      try {
        await submitProject(token ?? '', project.id);
        toaster.create({
          type: 'success',
          title: 'Submitted for review',
          description: `${project.title} is now in review.`,
        });
        return true;
      } catch (error) {
        toaster.create({
          type: 'error',
          title: 'Error',
          // No form here to highlight a field on, so say the field's message itself.
          description:
            error instanceof ApiError
              ? (Object.values(error.details ?? {})[0] ?? error.message)
              : 'Something went wrong. Please try again.',
        });
        return false;
      }
    },
    [token],
  );
}
