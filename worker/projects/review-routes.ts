import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import type {
  ManagedProjectResponse,
  ReviewQueueResponse,
} from '../../shared/schemas/project-draft';
import { reviewNoteSchema, reviewReasonSchema } from '../../shared/schemas/project-review';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { commandCallerOf } from './caller';
import { projectNotFound } from './errors';
import { findManagedProject, listReviewQueue } from './queries';
import { reviewProject } from './review-commands';

/**
 * The admins' review queue: projects in review with their details, and the three
 * verdicts. The lifecycle machine decides whether a verdict still applies; each verdict
 * answers with the project as its own append left it.
 */
export const adminReviewRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .use(
    '*',
    bodyLimit({
      maxSize: 16 * 1024,
      onError: () => {
        throw new ApiError(413, 'too_large', 'The note is too long.');
      },
    }),
  )
  .get('/', async (c) => {
    const body: ReviewQueueResponse = { projects: await listReviewQueue(c.env.DB) };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .get('/:id', async (c) => {
    const project = await findManagedProject(c.env.DB, c.req.param('id'));
    // A draft is still private to its creator.
    if (!project || project.status === 'draft') throw projectNotFound();
    c.header('Cache-Control', 'no-store');
    return c.json({ project } satisfies ManagedProjectResponse);
  })
  .post('/:id/approve', async (c) => {
    const caller = commandCallerOf(c.get('caller'));
    const verdict = { type: 'project.approve' } as const;
    const project = await reviewProject(c.env.DB, caller, c.req.param('id'), verdict);
    return c.json({ project } satisfies ManagedProjectResponse);
  })
  .post(
    '/:id/request-changes',
    validJson(() => reviewNoteSchema),
    async (c) => {
      const caller = commandCallerOf(c.get('caller'));
      const verdict = { type: 'project.requestChanges', note: c.req.valid('json').note } as const;
      const project = await reviewProject(c.env.DB, caller, c.req.param('id'), verdict);
      return c.json({ project } satisfies ManagedProjectResponse);
    },
  )
  .post(
    '/:id/reject',
    validJson(() => reviewReasonSchema),
    async (c) => {
      const caller = commandCallerOf(c.get('caller'));
      const verdict = { type: 'project.reject', reason: c.req.valid('json').reason } as const;
      const project = await reviewProject(c.env.DB, caller, c.req.param('id'), verdict);
      return c.json({ project } satisfies ManagedProjectResponse);
    },
  );
