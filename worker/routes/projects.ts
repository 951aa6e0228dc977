/**
 * The public project routes: only approved, live projects. Both answers carry an ETag
 * and are revalidated on every use, so a listing never lags behind an approval while an
 * unchanged one costs a 304. A detail request counts as a view of the project (the
 * creator dashboard's Project Views) once per visitor per day (worker/events/project-view.ts). */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import type { ProjectDetailResponse, ProjectListResponse } from '../../shared/api';
import { categorySchema } from '../../shared/schemas/project-fields';
import type { AppEnv } from '../env';
import { apiError } from '../http/api-error';
import { findActiveProjectBySlug, listActiveProjects } from '../db/projects';
import { recordProjectView, type Visitor } from '../events/project-view';
import { authConfig } from '../auth/config';
import { bearerToken, verifyAccessToken } from '../auth/jwt';
import { authMode } from '../auth/mode';

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const MAX_SLUG_LENGTH = 200;

const listQuerySchema = v.object({
  category: v.optional(categorySchema),
  featured: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'featured must be true or false.'),
      v.transform((value) => value === 'true'),
    ),
  ),
  sort: v.optional(
    v.picklist(
      ['listed', 'newest', 'oldest', 'mostFunded', 'leastFunded'],
      'sort must be one of listed, newest, oldest, mostFunded, leastFunded.',
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit must be a whole number from 1 to 100.'),
      v.transform(Number),
      v.minValue(1, 'limit must be a whole number from 1 to 100.'),
      v.maxValue(100, 'limit must be a whole number from 1 to 100.'),
    ),
  ),
});

/**
 * Who is viewing: the signed-in user (embedded mode: a valid access token's subject, no
 * session lookup needed to count a view), else the client address and browser. Proxy
 * mode counts everyone by address and browser rather than ask the hosted project.
 */
async function visitorOf(c: Context<AppEnv>): Promise<Visitor> {
  const token = bearerToken(c.req.header('Authorization'));
  const secret = authConfig(c.env).jwtSecret;
  if (token && secret && authMode(c.env) === 'embedded') {
    const verified = await verifyAccessToken(c.env, token);
    if (verified.ok) return { kind: 'user', id: verified.claims.sub };
  }
  return {
    kind: 'anonymous',
    address: c.req.header('CF-Connecting-IP') ?? 'unknown',
    userAgent: c.req.header('User-Agent') ?? '',
  };
}

/** Revalidated on every use: a listing never lags an approval; an unchanged one is a 304. */
function cacheableJson(c: Context<AppEnv>, payload: unknown) {
  c.header('Cache-Control', CACHE_CONTROL);
  return c.json(payload);
}

/** A strong ETag from the first 16 bytes of the body's SHA-256 (hono's etag() does the rest). */
const projectEtags = etag({
  generateDigest: async (body) => (await crypto.subtle.digest('SHA-256', body)).slice(0, 16),
});

export const projectRoutes = new Hono<AppEnv>()
  .use(projectEtags)
  .get('/', async (c) => {
    const parsed = v.safeParse(listQuerySchema, c.req.query());
    if (!parsed.success) {
      const details = Object.fromEntries(
        parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? 'query'), issue.message]),
      );
      return apiError(c, 400, 'invalid_query', 'The query parameters are not valid.', details);
    }
    const projects = await listActiveProjects(c.env.DB, parsed.output);
    return cacheableJson(c, { projects } satisfies ProjectListResponse);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > MAX_SLUG_LENGTH) {
      return apiError(c, 400, 'invalid_slug', 'The project address is too long.');
    }
    const project = await findActiveProjectBySlug(c.env.DB, slug);
    if (!project) return apiError(c, 404, 'project_not_found', 'Project not found.');
    // A prefetch or prerender (Sec-Purpose: prefetch) is not a person viewing the page.
    const isPrefetch = /prefetch/i.test(c.req.header('Sec-Purpose') ?? '');
    // Never throws: a count that fails is logged there and the page is served anyway.
    if (!isPrefetch) await recordProjectView(c.env.DB, project.id, await visitorOf(c));
    return cacheableJson(c, { project } satisfies ProjectDetailResponse);
  });
