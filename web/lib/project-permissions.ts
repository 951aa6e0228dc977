import { useMemo } from 'react';
import { lifecycleSnapshotOf, type LifecycleActor } from '../../machines/project-lifecycle';
import type { ProjectStatus } from '../../shared/api';
import { useSessionUser } from './session';

/** What the signed-in user may do with one project right now. */
export interface ProjectPermissions {
  /** Change its details (the owner, while a draft or sent back with changes requested). */
  edit: boolean;
  /** Publish: submit it for review (the owner, same states). */
  submit: boolean;
  /** Give a review verdict (an admin, while it is in review). */
  review: boolean;
  /** Take it back out of review: a draft again (the owner, while it is in review). */
  withdraw: boolean;
  /** Remove it for good (the owner, while a draft or rejected). */
  delete: boolean;
}

const NOTHING: ProjectPermissions = {
  edit: false,
  submit: false,
  review: false,
  withdraw: false,
  delete: false,
};

/** The part of a project the lifecycle needs: where it is and whose it is. */
export interface ProjectLifecycleFacts {
  status: ProjectStatus;
  creatorId: string;
  reviewNote?: string | null;
}

/**
 * Asks the project-lifecycle machine (the same one the worker asks before accepting a
 * command) which steps `viewer` may take, so no screen keeps its own rules.
 */
export function projectPermissions(
  project: ProjectLifecycleFacts,
  viewer: LifecycleActor | null,
): ProjectPermissions {
  if (!viewer) return NOTHING;
  const lifecycle = lifecycleSnapshotOf(project);
  return {
    edit: lifecycle.can({ type: 'project.edit', actor: viewer }),
    submit: lifecycle.can({ type: 'project.submit', actor: viewer }),
    review: lifecycle.can({ type: 'project.approve', actor: viewer }),
    withdraw: lifecycle.can({ type: 'project.withdraw', actor: viewer }),
    delete: lifecycle.can({ type: 'project.delete', actor: viewer }),
  };
}

/** The signed-in user as the lifecycle sees them; null when signed out. */
export function useLifecycleViewer(): LifecycleActor | null {
  const user = useSessionUser();
  return useMemo(
    // The route guard lets only users with a role in; 'creator' matches the worker's default.
    () => (user ? { id: user.id, role: user.role ?? 'creator' } : null),
    [user],
  );
}

/**
 * What the signed-in user may do with `project` (edit, submit, review, withdraw, delete). Every screen that
 * offers those actions asks this hook. A row of the caller's own projects (creator
 * dashboard) has no creator id: pass `ownedByViewer` and the viewer counts as its owner.
 */
export function useProjectPermissions(
  project: Omit<ProjectLifecycleFacts, 'creatorId'> & { creatorId?: string },
  { ownedByViewer = false }: { ownedByViewer?: boolean } = {},
): ProjectPermissions {
  const viewer = useLifecycleViewer();
  const creatorId = ownedByViewer ? (viewer?.id ?? '') : (project.creatorId ?? '');
  const { status, reviewNote } = project;
  return useMemo(
    () => projectPermissions({ status, creatorId, reviewNote }, viewer),
    [status, creatorId, reviewNote, viewer],
  );
}
