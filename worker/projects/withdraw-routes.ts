import { Hono } from 'hono';
import type { ManagedProjectResponse } from '../../shared/schemas/project-draft';
import type { CallerEnv } from '../middleware/require-user';
import { siteOrigin } from '../closing/routes';
import { commandCallerOf } from './caller';
import { deleteProject, withdrawProject } from './withdraw-commands';

/** The answer of `DELETE /api/creator/projects/:id`: the id of the deleted project. */
export interface DeletedProjectResponse {
  deleted: { id: string };
}

/**
 * Withdraw (from review, or a live offering with refunds) and delete, mounted inside the creator's project routes (which
 * already admit creators only). Both are lifecycle commands: the machine decides.
 */
export const withdrawRoutes = new Hono<CallerEnv>()
  .post('/:id/withdraw', async (c) => {
    const caller = commandCallerOf(c.get('caller'));
    // A live offering's refund notices link to the investors' portfolio on this site.
    const project = await withdrawProject(c.env.DB, caller, c.req.param('id'), new Date(), {
      siteOrigin: siteOrigin(c.env.SITE_URL, c.req.url),
    });
    return c.json({ project } satisfies ManagedProjectResponse);
  })
  .delete('/:id', async (c) => {
    const caller = commandCallerOf(c.get('caller'));
    const deleted = await deleteProject(c.env.DB, caller, c.req.param('id'));
    return c.json({ deleted } satisfies DeletedProjectResponse);
  });
