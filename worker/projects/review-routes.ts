import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import type {
  ManagedProjectResponse,
  ReviewQueueResponse,
} from '../../shared/schemas/project-draft';
import { apiError } from '../http/api-error';
import { projectNotFound } from './command-error';
import { commandCallerOf } from './caller';
import { commandErrorResponse, readJsonBody } from './http';
import { findManagedProject, listReviewQueue } from './queries';
import { approveProject, rejectProject, requestChanges } from './review-commands';

async function reviewedProject(db: D1Database, id: string): Promise<ManagedProjectResponse> {
  const project = await findManagedProject(db, id);
  if (!project) throw projectNotFound();
  return { project };
}

/**
 * The admins' review queue: projects in review with their details, and the three
 * verdicts. The lifecycle machine decides whether a verdict still applies.
 */
export const adminReviewRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: (c) => apiError(c, 413, 'too_large', 'The note is too long.'),
    }),
  )
  .get('/', async (c) => {
    const body: ReviewQueueResponse = { projects: await listReviewQueue(c.env.DB) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .get('/:id', async (c) => {
    try {
      const body = await reviewedProject(c.env.DB, c.req.param('id'));
      if (body.project.status === 'draft') throw projectNotFound();
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .post('/:id/approve', async (c) => {
    try {
      const id = c.req.param('id');
      await approveProject(c.env.DB, commandCallerOf(c.get('caller')), id);
      return c.json(await reviewedProject(c.env.DB, id));
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .post('/:id/request-changes', async (c) => {
    try {
      const id = c.req.param('id');
      await requestChanges(c.env.DB, commandCallerOf(c.get('caller')), id, await readJsonBody(c));
      return c.json(await reviewedProject(c.env.DB, id));
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .post('/:id/reject', async (c) => {
    try {
      const id = c.req.param('id');
      await rejectProject(c.env.DB, commandCallerOf(c.get('caller')), id, await readJsonBody(c));
      return c.json(await reviewedProject(c.env.DB, id));
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  });
