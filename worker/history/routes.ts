/**
 * GET /api/projects/:slug/history: the public offering history, folded on each request
 * from the project's events (shared/history/fold.ts), so it is exactly what the append-
 * only log says. Read-only by design: there is no route that edits or removes an entry.
 */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { foldHistory } from '../../shared/history/fold';
import type { HistoryResponse } from '../../shared/history/api';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { projectHistoryEvents, publishedProjectId } from './project-events';

const MAX_SLUG_LENGTH = 200;

export const historyRoutes = new Hono<AppEnv>().get('/:slug/history', etag(), async (c) => {
  const slug = c.req.param('slug');
  if (slug.length > MAX_SLUG_LENGTH) {
    throw new ApiError(400, 'invalid_slug', 'The project address is too long.');
  }
  const projectId = await publishedProjectId(c.env.DB, slug);
  if (!projectId) throw new ApiError(404, 'not_found', 'Project not found.');
  const body: HistoryResponse = {
    slug,
    entries: foldHistory(await projectHistoryEvents(c.env.DB, projectId)),
  };
  // Revalidated on every use: a new fact shows at once, an unchanged history is a 304.
  c.header('Cache-Control', 'public, max-age=0, must-revalidate');
  return c.json(body);
});
