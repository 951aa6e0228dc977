import type { Context } from 'hono';
import { ApiError } from './api-error';
import { isUuid } from '../../shared/uuid';

/**
 * The project id of a route's path (`:projectId` or `:id`), lower-cased. Anything but a
 * UUID is a project that does not exist: 404, as for an unknown one, before any read.
 */
export function projectIdParam(c: Context): string {
  const id = c.req.param('projectId') ?? c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'Project not found.');
  return id.toLowerCase();
}
