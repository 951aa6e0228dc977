/**
 * Admin routes of closing: GET /api/admin/offerings (live offerings, the early-close rule
 * decided for each), GET /api/admin/offerings/outcomes (every offering's outcome and the
 * platform's escrow and revenue reconciled with the ledger) and
 * POST /api/admin/offerings/:projectId/early-close.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  earlyCloseRequestSchema,
  type AdminOfferingsResponse,
  type EarlyCloseResponse,
} from '../../shared/closing/api';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { adminOfferingRow, noticeEarlyClose } from './early-close';
import { adminOfferingOutcomes } from './outcomes';
import { liveProjects } from './queries';

/** SITE_URL's origin when set (never a forged Host), else the request's. */
export function siteOrigin(site: string | undefined, requestUrl: string): string {
  return site && URL.canParse(site) ? new URL(site).origin : new URL(requestUrl).origin;
}

export const adminOfferingRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .use(
    '*',
    bodyLimit({
      maxSize: 4 * 1024,
      onError: () => {
        throw new ApiError(413, 'too_large', 'The request body is too large.');
      },
    }),
  )
  .get('/', async (c) => {
    const now = new Date();
    const body: AdminOfferingsResponse = {
      offerings: (await liveProjects(c.env.DB)).map((p) => adminOfferingRow(p, now)),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  })
  .get('/outcomes', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await adminOfferingOutcomes(c.env.DB));
  })
  .post(
    '/:projectId/early-close',
    validJson(() => earlyCloseRequestSchema),
    async (c) => {
      const body: EarlyCloseResponse = await noticeEarlyClose(
        c.env.DB,
        c.get('caller').id,
        c.req.param('projectId'),
        c.req.valid('json').newEndsAt,
        new Date(),
        siteOrigin(c.env.SITE_URL, c.req.url),
      );
      return c.json(body);
    },
  );
