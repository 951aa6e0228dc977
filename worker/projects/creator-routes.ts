import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import type {
  ManagedProjectListResponse,
  ManagedProjectResponse,
} from '../../shared/schemas/project-draft';
import { apiError } from '../http/api-error';
import { projectNotFound } from './command-error';
import { draftProject, editProject, submitProject } from './creator-commands';
import { commandCallerOf } from './caller';
import { commandErrorResponse, readJsonBody } from './http';
import { findManagedProject, listCreatorProjects } from './queries';

const MAX_FORM_BYTES = 64 * 1024;

/** The caller's own project from the read model; anyone else's is "not found". */
async function ownProject(db: D1Database, callerId: string, id: string) {
  const project = await findManagedProject(db, id);
  if (!project || project.creatorId !== callerId) throw projectNotFound();
  return project;
}

/**
 * A creator's own projects in every state: draft, edit, publish (submit for review).
 * Only creators get in; only the owner sees or changes a project.
 */
export const creatorProjectRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['creator'] }))
  .use(
    '*',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => apiError(c, 413, 'too_large', 'The project is too large to save.'),
    }),
  )
  .get('/', async (c) => {
    const body: ManagedProjectListResponse = {
      projects: await listCreatorProjects(c.env.DB, c.get('caller').id),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .post('/', async (c) => {
    try {
      const caller = commandCallerOf(c.get('caller'));
      const id = await draftProject(c.env.DB, caller, await readJsonBody(c), new Date());
      const body: ManagedProjectResponse = { project: await ownProject(c.env.DB, caller.id, id) };
      return c.json(body, 201);
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .get('/:id', async (c) => {
    try {
      const body: ManagedProjectResponse = {
        project: await ownProject(c.env.DB, c.get('caller').id, c.req.param('id')),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .patch('/:id', async (c) => {
    try {
      const caller = commandCallerOf(c.get('caller'));
      const id = c.req.param('id');
      await editProject(c.env.DB, caller, id, await readJsonBody(c), new Date());
      const body: ManagedProjectResponse = { project: await ownProject(c.env.DB, caller.id, id) };
      return c.json(body);
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  })
  .post('/:id/submit', async (c) => {
    try {
      const caller = commandCallerOf(c.get('caller'));
      const id = c.req.param('id');
      await submitProject(c.env.DB, caller, id, new Date());
      const body: ManagedProjectResponse = { project: await ownProject(c.env.DB, caller.id, id) };
      return c.json(body);
    } catch (error) {
      return commandErrorResponse(c, error);
    }
  });
