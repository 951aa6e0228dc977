/**
 * POST /__dev/closing/run: runs the closing job at a chosen time, for e2e and local
 * checks (an offering's end date is in the future; this closes it "after" it). Body
 * `{ at?: ISO timestamp, projectId?: string }`: with a projectId only that offering is
 * closed, so a test never closes anyone else's. Development only: DEV_TOOLS "true" AND a
 * loopback request, exactly as the mail outbox (worker/routes/dev-outbox.ts); otherwise 404.
 * Closes of one offering sent at once: one wins; each other one that finds the stream
 * moved under it answers 409 `already_closing` (the winner's close is what counts).
 * The body is read by `validJson` like every /api body: an empty one runs the whole job
 * now, one that is not JSON is a 400 / 415, a bad field a 422 naming it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { isLocalRequest } from '../dev/local-request';
import { ConcurrencyConflictError, toAppendError } from '../event-store';
import { validJson } from '../http/valid-json';
import { runClosingJob } from './job';
import { closeOffering } from './settle';

const runSchema = v.strictObject({
  at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  projectId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
});

export const devClosingRoutes = new Hono<AppEnv>();

devClosingRoutes.use('*', async (c, next) => {
  const local = isLocalRequest(c.req.url, c.req.header('CF-Connecting-IP'));
  if (c.env.DEV_TOOLS !== 'true' || !local) {
    return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  }
  c.header('Cache-Control', 'no-store');
  await next();
});

devClosingRoutes.post(
  '/run',
  validJson(() => runSchema),
  async (c) => {
    const { at, projectId } = c.req.valid('json');
    const now = at ? new Date(at) : new Date();
    const origin = new URL(c.req.url).origin;
    if (projectId) {
      try {
        return c.json({
          results: [await closeOffering(c.env.DB, projectId, now, { siteOrigin: origin })],
        });
      } catch (error) {
        if (!(toAppendError(error, []) instanceof ConcurrencyConflictError)) throw error;
        return c.json(
          { error: { code: 'already_closing', message: 'The offering is already closing.' } },
          409,
        );
      }
    }
    return c.json(await runClosingJob(c.env.DB, now, { siteOrigin: origin }));
  },
);
