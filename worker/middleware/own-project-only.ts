import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/api-error';
import { projectIdParam } from '../http/project-id-param';
import type { CallerEnv } from './require-user';

/**
 * After requireUser: someone else's project (or no project) is "not found", before the
 * body is read, as for every creator route (the security suite's access matrix holds all
 * of them to it).
 */
export const ownProjectOnly: MiddlewareHandler<CallerEnv> = async (c, next) => {
  const owner = await c.env.DB.prepare('SELECT creator_id FROM projects WHERE id = ?')
    .bind(projectIdParam(c))
    .first<{ creator_id: string }>();
  if (owner?.creator_id !== c.get('caller').id) {
    throw new ApiError(404, 'not_found', 'Project not found.');
  }
  await next();
};
