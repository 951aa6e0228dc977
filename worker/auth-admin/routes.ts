import { Hono } from 'hono';
import type { AppEnv } from '../env';
import type { AuthContext } from '../auth/context';
import { readBody, requestScope, resolveRedirect } from '../auth/context';
import { AuthError, validationFailed } from '../auth/errors';
import { findIdentities } from '../auth/users';
import type { AdminUserRow } from './admin-json';
import { adminUserJson, findAdminUser, loadAdminUserJson } from './admin-json';
import { adminFactorRoutes } from './factors';
import { requireAdmin } from './guard';
import { issueLink } from './invite';
import { listUsers } from './list';
import { adminDeleteBody, adminUserBody, generateLinkBody, inviteBody } from './params';
import { createUser, deleteUser, updateUser } from './write-user';
import { isUuid } from '../../shared/uuid';

/** GoTrue's loadUser: 404 for a malformed id or an unknown user. */
async function loadUser(c: AuthContext): Promise<AdminUserRow> {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findAdminUser(c.env.DB, id.toLowerCase());
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

async function userResponse(c: AuthContext, id: string) {
  const json = await loadAdminUserJson(c.env.DB, id);
  if (!json) throw new AuthError(404, 'user_not_found', 'User not found');
  return c.json(json);
}

/**
 * The admin auth API supabase-js `auth.admin` calls (GoTrue's /admin/users, /invite and
 * /admin/generate_link), for the service role key or a signed-in admin (guard.ts). Every
 * change is also an event on the user's stream (docs/events.md). Mounted under /auth/v1,
 * so proxy mode forwards these paths like every other auth route.
 */
export const adminAuthRoutes = new Hono<AppEnv>()
  .route('/', adminFactorRoutes(loadUser))
  .get('/admin/users', async (c) => {
    const scope = requestScope(c);
    await requireAdmin(c, scope);
    return listUsers(c, scope);
  })
  .post('/admin/users', async (c) => {
    const scope = requestScope(c);
    const caller = await requireAdmin(c, scope);
    const body = await readBody(c, adminUserBody);
    return userResponse(c, await createUser(scope, caller, body));
  })
  .get('/admin/users/:id', async (c) => {
    await requireAdmin(c, requestScope(c));
    const user = await loadUser(c);
    return c.json(adminUserJson(user, await findIdentities(c.env.DB, user.id)));
  })
  .put('/admin/users/:id', async (c) => {
    const scope = requestScope(c);
    const caller = await requireAdmin(c, scope);
    const user = await loadUser(c);
    await updateUser(scope, caller, user, await readBody(c, adminUserBody));
    return userResponse(c, user.id);
  })
  .delete('/admin/users/:id', async (c) => {
    const scope = requestScope(c);
    const caller = await requireAdmin(c, scope);
    const user = await loadUser(c);
    const body = await readBody(c, adminDeleteBody);
    if (body.should_soft_delete) {
      throw validationFailed(
        'Soft deletion is not supported by this server; suspend the user instead',
      );
    }
    await deleteUser(scope, caller, user);
    return c.json({});
  })
  .post('/invite', async (c) => {
    const scope = requestScope(c);
    const caller = await requireAdmin(c, scope);
    const body = await readBody(c, inviteBody);
    if (!body.email) throw validationFailed('An email address is required');
    const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
    const link = await issueLink(
      scope,
      caller,
      { type: 'invite', email: body.email, data: body.data },
      redirectTo,
      true,
    );
    return userResponse(c, link.userId);
  })
  .post('/admin/generate_link', async (c) => {
    const scope = requestScope(c);
    const caller = await requireAdmin(c, scope);
    const body = await readBody(c, generateLinkBody);
    if (!body.email) throw validationFailed('An email address is required');
    const redirectTo = resolveRedirect(c, c.req.query('redirect_to'));
    const link = await issueLink(
      scope,
      caller,
      {
        type: body.type ?? '',
        email: body.email,
        password: body.password,
        data: body.data,
        newEmail: body.new_email,
      },
      redirectTo,
      false,
    );
    const user = await loadAdminUserJson(c.env.DB, link.userId);
    return c.json({
      ...user,
      action_link: link.actionLink,
      email_otp: link.otp,
      hashed_token: link.hashedToken,
      verification_type: link.type,
      redirect_to: link.redirectTo,
    });
  });
