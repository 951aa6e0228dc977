/**
 * The conversation routes under a project's public address: its discussion, updates and
 * followers (public reads), asking a question and following (signed in, any role).
 */
import { Hono } from 'hono';
import type {
  DiscussionResponse,
  FollowResponse,
  PostResponse,
  UpdatesResponse,
} from '../../shared/conversations/api';
import { askQuestionSchema } from '../../shared/conversations/api';
import { validJson } from '../http/valid-json';
import { requireUser, resolveCaller, type CallerEnv } from '../middleware/require-user';
import { commandContext } from './context';
import { askQuestion } from './discussion-commands';
import { discussionPage } from './discussion-queries';
import { followInfo, setFollowing } from './follows';
import { callerOf, conversationBodyLimit, pageQuery } from './http';
import { publishedProjectBySlug } from './project-ref';
import { updatesPage } from './updates';

/** Public reads change with every post: revalidate each time (the ETag makes it cheap). */
const PUBLIC_CACHE = 'public, max-age=0, must-revalidate';

export const conversationProjectRoutes = new Hono<CallerEnv>()
  .get('/:slug/discussion', async (c) => {
    const query = pageQuery(c.req.query());
    const project = await publishedProjectBySlug(c.env.DB, c.req.param('slug'));
    const body: DiscussionResponse = await discussionPage(c.env.DB, project, query);
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(body);
  })
  .post(
    '/:slug/questions',
    requireUser(),
    conversationBodyLimit,
    validJson(() => askQuestionSchema),
    async (c) => {
      const caller = callerOf(c.get('caller'));
      const post = await askQuestion(
        c.env.DB,
        caller,
        c.req.param('slug'),
        c.req.valid('json'),
        commandContext(c),
      );
      return c.json({ post } satisfies PostResponse, 201);
    },
  )
  .get('/:slug/updates', async (c) => {
    const query = pageQuery(c.req.query());
    const project = await publishedProjectBySlug(c.env.DB, c.req.param('slug'));
    const caller = await resolveCaller(c);
    const reader = caller ? { id: caller.id, role: caller.role } : null;
    const body: UpdatesResponse = await updatesPage(c.env.DB, project, query, reader);
    // A signed-in reader may see backers-only updates others do not: never shared.
    c.header('Cache-Control', caller ? 'private, no-store' : PUBLIC_CACHE);
    return c.json(body);
  })
  .get('/:slug/follow', async (c) => {
    const project = await publishedProjectBySlug(c.env.DB, c.req.param('slug'));
    const caller = await resolveCaller(c);
    const body: FollowResponse = await followInfo(c.env.DB, project, caller?.id ?? null);
    // The answer depends on who asks.
    c.header('Cache-Control', 'private, no-store');
    return c.json(body);
  })
  .post('/:slug/follow', requireUser(), async (c) => {
    const project = await publishedProjectBySlug(c.env.DB, c.req.param('slug'));
    const body = await setFollowing(c.env.DB, c.get('caller').id, project, true);
    return c.json(body satisfies FollowResponse);
  })
  .delete('/:slug/follow', requireUser(), async (c) => {
    const project = await publishedProjectBySlug(c.env.DB, c.req.param('slug'));
    const body = await setFollowing(c.env.DB, c.get('caller').id, project, false);
    return c.json(body satisfies FollowResponse);
  });
