import { appendToStream } from '../event-store';

/**
 * Counts one view of a project's public page. Views live in their own stream per
 * project, so counting never conflicts with the project's lifecycle commands.
 */
export async function recordProjectView(db: D1Database, projectId: string): Promise<void> {
  await appendToStream(db, {
    streamId: `project-views:${projectId}`,
    streamType: 'project-views',
    expectedVersion: 'any',
    actorId: null,
    events: [{ type: 'project.viewed', payload: { projectId, count: 1 } }],
  });
}
