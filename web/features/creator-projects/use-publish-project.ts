import { useCallback } from 'react';
import type { ManagedProject } from '../../../shared/api';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-client';
import { useSubmitProject } from './api/submit-project';

/** What the creator reads when the submission is refused, and where to go next. */
export function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  // The server's message names each missing part; the form is on the project's page.
  if (error.code === 'disclosures_incomplete') {
    return `${error.message} Fill them in under Disclosures on the project's page.`;
  }
  // No form here to highlight a field on, so say the field's message itself.
  return Object.values(error.details ?? {})[0] ?? error.message;
}

/**
 * Publish (submit for review) from any screen: sends the command and tells the creator
 * how it went. Resolves with the project now in review (already in the cache), or null
 * when the server refused.
 */
export function usePublishProject() {
  const submitProject = useSubmitProject();
  return useCallback(
    async (project: { id: string; title: string }): Promise<ManagedProject | null> => {
      try {
        const { project: submitted } = await submitProject(project.id);
        toaster.create({
          type: 'success',
          title: 'Submitted for review',
          description: `${project.title} is now in review.`,
        });
        return submitted;
      } catch (error) {
        toaster.create({
          type: 'error',
          title: 'Error',
          // No form here to highlight a field on, so say the field's message itself.
          description: refusalMessage(error),
        });
        return null;
      }
    },
    [submitProject],
  );
}
