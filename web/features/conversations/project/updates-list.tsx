import type { ReactNode } from 'react';
import type { ProjectUpdate } from '../../../../shared/api';
import { useUpdates } from '../api/get-updates';

/**
 * The Updates tab's data: the API's list (newest first) once it has loaded; until then,
 * or if it fails, what the project detail carried. `render` draws either.
 */
export function UpdatesList({
  slug,
  fallback,
  render,
}: {
  slug: string;
  fallback: readonly ProjectUpdate[];
  render: (updates: readonly ProjectUpdate[]) => ReactNode;
}) {
  const updates = useUpdates(slug);
  return <>{render(updates.status === 'success' ? updates.data.updates : fallback)}</>;
}
