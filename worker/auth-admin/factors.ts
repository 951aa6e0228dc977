import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import type { AuthContext } from '../auth/context';
import { readBody, requestScope } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import type { FactorRow } from '../auth/mfa-factors';
import { factorJson, findFactors } from '../auth/mfa-factors';
import type { AdminUserRow } from './admin-json';
import { actorOf, requireAdmin } from './guard';
import { commitUserChange } from './record';

/**
 * GoTrue's admin factor routes (supabase-js `auth.admin.mfa.listFactors` and
 * `deleteFactor`): list a user's two-factor factors, rename one, remove one. Removing a
 * factor drops the sessions it raised to aal1, as unenrolling does; changes are
 * `user.updated_by_admin` events with the acting admin (docs/events.md).
 */
const updateFactorBody = v.looseObject({
  friendly_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(120)))),
});

async function loadFactor(c: AuthContext, user: AdminUserRow): Promise<FactorRow> {
  const factorId = c.req.param('factorId') ?? '';
  const factor = (await findFactors(c.env.DB, user.id)).find((row) => row.id === factorId);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** Mounted by routes.ts with its user loader, so the 404s for users are GoTrue's. */
export function adminFactorRoutes(loadUser: (c: AuthContext) => Promise<AdminUserRow>) {
  return new Hono<AppEnv>()
    .get('/admin/users/:id/factors', async (c) => {
      await requireAdmin(c, requestScope(c));
      const user = await loadUser(c);
      return c.json((await findFactors(c.env.DB, user.id)).map(factorJson));
    })
    .put('/admin/users/:id/factors/:factorId', async (c) => {
      const scope = requestScope(c);
      const caller = await requireAdmin(c, scope);
      const user = await loadUser(c);
      const factor = await loadFactor(c, user);
      const body = await readBody(c, updateFactorBody);
      const name = body.friendly_name?.trim();
      if (!name) return c.json(factorJson(factor));
      const taken = (await findFactors(c.env.DB, user.id)).some(
        (row) => row.id !== factor.id && row.friendly_name === name,
      );
      if (taken) {
        throw validationFailed(
          `A factor with the friendly name "${name}" for this user already exists`,
          422,
        );
      }
      const now = scope.now.toISOString();
      await commitUserChange(
        scope.db,
        user.id,
        actorOf(caller),
        [{ type: 'user.updated_by_admin', payload: { fields: ['mfa_factors'] } }],
        [
          scope.db
            .prepare('UPDATE auth_mfa_factors SET friendly_name = ?, updated_at = ? WHERE id = ?')
            .bind(name, now, factor.id),
        ],
        scope.now,
      );
      return c.json(factorJson({ ...factor, friendly_name: name, updated_at: now }));
    })
    .delete('/admin/users/:id/factors/:factorId', async (c) => {
      const scope = requestScope(c);
      const caller = await requireAdmin(c, scope);
      const user = await loadUser(c);
      const factor = await loadFactor(c, user);
      const now = scope.now.toISOString();
      await commitUserChange(
        scope.db,
        user.id,
        actorOf(caller),
        [{ type: 'user.updated_by_admin', payload: { fields: ['mfa_factors'] } }],
        [
          scope.db.prepare('DELETE FROM auth_mfa_factors WHERE id = ?').bind(factor.id),
          scope.db
            .prepare(
              "UPDATE auth_sessions SET aal = 'aal1', factor_id = NULL, updated_at = ? WHERE factor_id = ?",
            )
            .bind(now, factor.id),
        ],
        scope.now,
      );
      return c.json(factorJson(factor));
    });
}
