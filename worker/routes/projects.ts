/**
 * The public project routes. The list holds only approved, live projects; a project's
 * own page also answers a funded or failed one (closed, with its status and close date),
 * never a draft, a review, a rejected or a deleted project. Both answers carry an ETag
 * and are revalidated on every use, so a listing never lags behind an approval while an
 * unchanged one costs a 304. The list answers one page (keyset cursor) with the total; a
 * detail request counts as a view of the project (the creator dashboard's Project Views)
 * once per visitor per day, after the answer is sent (worker/events/project-view-batch.ts).
 * Hot answers come from the isolate's cache (worker/projects/read-cache.ts), dropped by
 * every write of the isolate.
 */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import * as v from 'valibot';
import type { ProjectDetailResponse } from '../../shared/api';
import {
  DISCOVER_PAGE_SIZE,
  LISTED_SORT,
  projectListQuerySchema,
  type ProjectListQuery,
  type ProjectPage,
} from '../../shared/discover';
import { fieldErrorsOf } from '../../shared/schemas/project-draft';
import type { AppEnv, Env } from '../env';
import { apiError, ApiError } from '../http/api-error';
import { findPageProjectBySlug } from '../db/projects';
import { pageActiveProjects } from '../db/project-page';
import { decodeCursor } from '../db/project-cursor';
import type { Visitor } from '../events/project-view';
import { queueProjectView } from '../events/project-view-batch';
import { authConfig } from '../auth/config';
import { bearerToken, verifyAccessToken } from '../auth/jwt';
import { authMode } from '../auth/mode';
import { readThrough, wantsFreshRead, type CachedAnswer } from '../projects/read-cache';

const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const MAX_SLUG_LENGTH = 200;

/**
 * Who is viewing: the signed-in user (embedded mode: a valid access token's subject, no
 * session lookup needed to count a view), else the client address and browser. Proxy
 * mode counts everyone by address and browser rather than ask the hosted project.
 */
function visitorOf(c: Context<AppEnv>): Visitor | (() => Promise<Visitor>) {
  const env: Env = c.env;
  const token = bearerToken(c.req.header('Authorization'));
  const anonymous: Visitor = {
    kind: 'anonymous',
    address: c.req.header('CF-Connecting-IP') ?? 'unknown',
    userAgent: c.req.header('User-Agent') ?? '',
  };
  if (!token || !authConfig(env).jwtSecret || authMode(env) !== 'embedded') return anonymous;
  // Read now, resolved later: the token is checked when the view is counted, off the path.
  return async () => {
    const verified = await verifyAccessToken(env, token);
    return verified.ok ? { kind: 'user', id: verified.claims.sub } : anonymous;
  };
}

/** A bad query: 400 `invalid_query`, one message per parameter in `details`. */
function refuseQuery(details: Record<string, string>): never {
  throw new ApiError(400, 'invalid_query', 'The query parameters are not valid.', details);
}

/** Distinct list queries kept parsed; a handful (Discover's first pages) are nearly all. */
const MAX_PARSED_QUERIES = 256;
const parsedQueries = new Map<string, ProjectListQuery>();

/** The query string of `url` with its '?' ('' when it has none): the list's cache key. */
function searchOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 || mark === url.length - 1 ? '' : url.slice(mark);
}

/**
 * The list's query, validated once per distinct query string (the same text always
 * parses the same way); a bad one is refused every time, 400 `invalid_query`.
 */
function listQueryOf(c: Context<AppEnv>, search: string): ProjectListQuery {
  const known = parsedQueries.get(search);
  if (known) return known;
  // A repeated parameter stays a list, which the schema refuses.
  const raw = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [
      key,
      values.length === 1 ? values[0] : values,
    ]),
  );
  const result = v.safeParse(projectListQuerySchema, raw);
  if (!result.success) refuseQuery(fieldErrorsOf(result.issues));
  const query = Object.freeze(result.output);
  if (parsedQueries.size >= MAX_PARSED_QUERIES) {
    const oldest = parsedQueries.keys().next();
    if (!oldest.done) parsedQueries.delete(oldest.value);
  }
  parsedQueries.set(search, query);
  return query;
}

/** Hands the view's counting to the runtime after the answer (inline where there is none). */
function afterResponse(c: Context<AppEnv>, work: Promise<void>): Promise<void> | undefined {
  try {
    c.executionCtx.waitUntil(work);
    return undefined;
  } catch {
    return work;
  }
}

/**
 * The answer as JSON with its strong ETag (hono's etag() answers 304 to a match),
 * revalidated on every use: a listing never lags an approval; an unchanged one is a 304.
 */
function cachedJson(c: Context<AppEnv>, answer: CachedAnswer<unknown>) {
  return c.body(answer.body, 200, {
    'Content-Type': 'application/json',
    'Cache-Control': CACHE_CONTROL,
    ETag: answer.etag,
  });
}

export const projectRoutes = new Hono<AppEnv>()
  .use(etag())
  .get('/', async (c) => {
    const search = searchOf(c.req.url);
    const query = listQueryOf(c, search);
    const sort = query.sort ?? LISTED_SORT;
    const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
    if (after === null) refuseQuery({ cursor: 'cursor is not one this API gave for this sort.' });
    const fresh = wantsFreshRead(c.req.raw.headers);
    const answer = await readThrough(`list${search}`, fresh, async () => ({
      payload: (await pageActiveProjects(c.env.DB, {
        ...query,
        sort,
        limit: query.limit ?? DISCOVER_PAGE_SIZE,
        ...(after ? { after } : {}),
      })) satisfies ProjectPage,
      meta: null,
    }));
    // Always an answer: a page with no projects is still a page.
    if (!answer) throw new Error('a project page read answered nothing');
    return cachedJson(c, answer);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug');
    if (slug.length > MAX_SLUG_LENGTH) {
      return apiError(c, 400, 'invalid_slug', 'The project address is too long.');
    }
    const answer = await readThrough(
      `detail/${slug}`,
      wantsFreshRead(c.req.raw.headers),
      async () => {
        const project = await findPageProjectBySlug(c.env.DB, slug);
        return project
          ? { payload: { project } satisfies ProjectDetailResponse, meta: project.id }
          : null;
      },
    );
    if (!answer) return apiError(c, 404, 'project_not_found', 'Project not found.');
    // A prefetch or prerender (Sec-Purpose: prefetch) is not a person viewing the page.
    const isPrefetch = /prefetch/i.test(c.req.header('Sec-Purpose') ?? '');
    // Counted after the answer, in batches: a count that fails is logged, the page served.
    if (!isPrefetch) {
      const counting = queueProjectView(c.env.DB, {
        projectId: answer.meta,
        visitor: visitorOf(c),
        at: new Date(),
      });
      const inline = counting && afterResponse(c, counting);
      if (inline) await inline;
    }
    return cachedJson(c, answer);
  });
