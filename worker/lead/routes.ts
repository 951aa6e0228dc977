/**
 * The lead investor API (docs/before-the-raise.md#lead-investor): the public lead of a
 * project, the creator naming one, and the named investor's answer.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  acceptLeadRequestSchema,
  nameLeadRequestSchema,
  type LeadInvitationResponse,
  type LeadResponse,
  type NamedLeadResponse,
} from '../../shared/lead/api';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { projectIdParam } from '../http/project-id-param';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { acceptLead, declineLead, nameLead } from './commands';
import { findLead, publicLead } from './queries';
import { ownProjectOnly } from '../middleware/own-project-only';

const limitBody = bodyLimit({
  maxSize: 4 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

/** GET /api/projects/:slug/lead (public: the lead once they accepted). */
export const publicLeadRoutes = new Hono<AppEnv>().get('/:slug/lead', async (c) => {
  const project = await c.env.DB.prepare(
    "SELECT id FROM projects WHERE slug = ? AND status IN ('active', 'funded', 'failed')",
  )
    .bind(c.req.param('slug'))
    .first<{ id: string }>();
  if (!project) throw new ApiError(404, 'not_found', 'Project not found.');
  const body: LeadResponse = { lead: publicLead(await findLead(c.env.DB, project.id)) };
  c.header('Cache-Control', 'no-store');
  return c.json(body);
});

/** POST /api/creator/projects/:id/lead {email}: the creator names a lead. */
export const creatorLeadRoutes = new Hono<CallerEnv>()
  .use('/:id/lead', requireUser({ roles: ['creator'] }), ownProjectOnly, limitBody)
  .post(
    '/:id/lead',
    validJson(() => nameLeadRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      await nameLead(c.env.DB, c.get('caller').id, projectId, c.req.valid('json').email);
      const lead = await findLead(c.env.DB, projectId);
      if (!lead) throw new Error('lead: no row after naming one');
      const body: NamedLeadResponse = { investorName: lead.investor_name, status: lead.status };
      return c.json(body, 201);
    },
  );

async function invitationOf(db: D1Database, investorId: string, projectId: string) {
  const lead = await findLead(db, projectId);
  const body: LeadInvitationResponse = {
    invitation:
      lead && lead.investor_id === investorId ? { status: lead.status, quote: lead.quote } : null,
  };
  return body;
}

/** GET /api/lead/:projectId, POST …/accept {quote}, POST …/decline: the named investor. */
export const investorLeadRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor'] }), limitBody)
  .get('/:projectId', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await invitationOf(c.env.DB, c.get('caller').id, projectIdParam(c)));
  })
  .post(
    '/:projectId/accept',
    validJson(() => acceptLeadRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      await acceptLead(c.env.DB, c.get('caller').id, projectId, c.req.valid('json').quote);
      return c.json(await invitationOf(c.env.DB, c.get('caller').id, projectId));
    },
  )
  .post('/:projectId/decline', async (c) => {
    const projectId = projectIdParam(c);
    await declineLead(c.env.DB, c.get('caller').id, projectId);
    return c.json(await invitationOf(c.env.DB, c.get('caller').id, projectId));
  });
