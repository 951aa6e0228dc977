/**
 * The identity API (docs/identity.md): a person's own check, and the admins' manual
 * review queue with its decisions. Bodies are strict valibot schemas: a whole tax id, or
 * any field not asked for, is refused rather than stored.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  identityCheckRequestSchema,
  identityDecisionSchema,
  type AdminIdentityUserResponse,
  type IdentityQueueResponse,
  type IdentityResponse,
} from '../../shared/identity/check';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { decideIdentityReview, submitIdentityCheck } from './commands';
import { identityProviderFor } from './providers';
import { accreditationOf, adminIdentityOf, identityStatusOf, listPendingReviews } from './queries';
import { isUuid } from '../../shared/uuid';

const limitBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

async function ownAnswer(c: Context<CallerEnv>): Promise<IdentityResponse> {
  const provider = identityProviderFor(c.env);
  const { version: _version, ...status } = await identityStatusOf(c.env.DB, c.get('caller').id);
  return {
    ...status,
    provider: { id: provider.id, simulated: provider.simulated, notice: provider.notice },
  };
}

/** GET /api/identity, POST /api/identity/check: investors and founders. */
export const identityRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor', 'creator'] }), limitBody)
  .get('/', async (c) => {
    noStore(c);
    return c.json(await ownAnswer(c));
  })
  .post(
    '/check',
    validJson(() => identityCheckRequestSchema),
    async (c) => {
      const provider = identityProviderFor(c.env);
      await submitIdentityCheck(
        c.env.DB,
        provider,
        c.get('caller').id,
        c.req.valid('json'),
        new Date(),
      );
      return c.json(await ownAnswer(c), 201);
    },
  );

function userIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!isUuid(id)) throw new ApiError(404, 'not_found', 'User not found.');
  return id.toLowerCase();
}

/** GET /api/admin/identity (the review queue), one person's check, and the decision. */
export const adminIdentityRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }), limitBody)
  .get('/', async (c) => {
    noStore(c);
    const body: IdentityQueueResponse = { checks: await listPendingReviews(c.env.DB) };
    return c.json(body);
  })
  .get('/users/:id', async (c) => {
    const userId = userIdParam(c);
    const identity = await adminIdentityOf(c.env.DB, userId);
    if (!identity) throw new ApiError(404, 'not_found', 'User not found.');
    noStore(c);
    const body: AdminIdentityUserResponse = {
      identity,
      accreditation: await accreditationOf(c.env.DB, userId, new Date()),
    };
    return c.json(body);
  })
  .post(
    '/users/:id/decision',
    validJson(() => identityDecisionSchema),
    async (c) => {
      const userId = userIdParam(c);
      await decideIdentityReview(
        c.env.DB,
        c.get('caller').id,
        userId,
        c.req.valid('json'),
        new Date(),
      );
      const identity = await adminIdentityOf(c.env.DB, userId);
      return c.json({ identity });
    },
  );
