import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import {
  projectDraftSchema,
  projectEditSchema,
  type ManagedProjectListResponse,
  type ManagedProjectResponse,
} from '../../shared/schemas/project-draft';
import { liveTermsSchema } from '../../shared/schemas/project-live-terms';
import { ApiError } from '../http/api-error';
import { changeOfferingTerms } from '../investing/terms-change';
import { validJson } from '../http/valid-json';
import { paths } from '../../shared/routes';
import { commandCallerOf } from './caller';
import { draftProject, editProject, submitProject } from './creator-commands';
import { projectNotFound } from './errors';
import { findManagedProject, listCreatorProjects } from './queries';
import { withdrawRoutes } from './withdraw-routes';
import { requireVerifiedIdentity } from '../identity/gate';

const MAX_FORM_BYTES = 64 * 1024;

/** The caller's own project from the read model; anyone else's is "not found". */
async function ownProject(db: D1Database, callerId: string, id: string) {
  const project = await findManagedProject(db, id);
  if (!project || project.creatorId !== callerId) throw projectNotFound();
  return project;
}

/**
 * Another creator's project id is "not found" before its body is even validated, so
 * neither the answer's status nor its field messages tell anything about that project.
 */
const ownProjectOnly: MiddlewareHandler<CallerEnv, '/:id'> = async (c, next) => {
  const row = await c.env.DB.prepare(
    'SELECT 1 AS own FROM projects WHERE id = ? AND creator_id = ?',
  )
    .bind(c.req.param('id'), c.get('caller').id)
    .first();
  if (!row) throw projectNotFound();
  await next();
};

/**
 * A creator's own projects in every state: draft, edit, publish (submit for review).
 * Only creators get in; only the owner sees or changes a project. Each command answers
 * with the project as its own append left it.
 */
export const creatorProjectRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['creator'] }))
  .use(
    '*',
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: () => {
        throw new ApiError(413, 'too_large', 'The project is too large to save.');
      },
    }),
  )
  .get('/', async (c) => {
    const body: ManagedProjectListResponse = {
      projects: await listCreatorProjects(c.env.DB, c.get('caller').id),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .post(
    '/',
    validJson(() => projectDraftSchema(new Date())),
    async (c) => {
      const caller = commandCallerOf(c.get('caller'));
      const body: ManagedProjectResponse = {
        project: await draftProject(c.env.DB, caller, c.req.valid('json')),
      };
      return c.json(body, 201);
    },
  )
  .get('/:id', async (c) => {
    const body: ManagedProjectResponse = {
      project: await ownProject(c.env.DB, c.get('caller').id, c.req.param('id')),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .patch(
    '/:id',
    ownProjectOnly,
    validJson(() => projectEditSchema(new Date())),
    async (c) => {
      const caller = commandCallerOf(c.get('caller'));
      const project = await editProject(c.env.DB, caller, c.req.param('id'), c.req.valid('json'));
      return c.json({ project } satisfies ManagedProjectResponse);
    },
  )
  .post(
    '/:id/terms',
    ownProjectOnly,
    validJson(() => liveTermsSchema(new Date())),
    async (c) => {
      // A live offering's terms: a recorded change, with reconfirmation when material.
      const id = c.req.param('id');
      const site = c.env.SITE_URL;
      const origin = site && URL.canParse(site) ? new URL(site).origin : new URL(c.req.url).origin;
      const change = await changeOfferingTerms(c.env.DB, c.get('caller'), id, c.req.valid('json'), {
        now: new Date(),
        portfolioUrl: `${origin}${paths.investor.investments}`,
      });
      const project = await ownProject(c.env.DB, c.get('caller').id, id);
      return c.json({ project, change });
    },
  )
  .post('/:id/submit', async (c) => {
    // Founders verify their identity before an offering goes to review (docs/identity.md#the-gate).
    await requireVerifiedIdentity(c.env.DB, c.get('caller').id, 'offering');
    const caller = commandCallerOf(c.get('caller'));
    const project = await submitProject(c.env.DB, caller, c.req.param('id'), new Date());
    return c.json({ project } satisfies ManagedProjectResponse);
  })
  .route('/', withdrawRoutes);
