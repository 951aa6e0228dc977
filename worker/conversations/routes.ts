/**
 * The conversation routes outside a project's address: answers (the project's founder),
 * moderation (admins), updates (the owning creator), direct messages (investors and
 * creators: the two participants of a thread only) and the caller's own watchlist and
 * notifications (any signed-in user).
 */
import { Hono } from 'hono';
import {
  answerQuestionSchema,
  editPostSchema,
  hidePostSchema,
  markNotificationsReadSchema,
  postUpdateSchema,
  sendMessageSchema,
  type FollowingResponse,
  type NotificationsResponse,
  type PostResponse,
  type ThreadListResponse,
  type ThreadResponse,
  type UpdatePostedResponse,
} from '../../shared/conversations/api';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { commandContext } from './context';
import { answerQuestion, deletePost, editPost, hidePost } from './discussion-commands';
import { listFollowing } from './follows';
import { callerOf, conversationBodyLimit, pageQuery } from './http';
import { readThread, sendMessage } from './message-commands';
import { listThreads } from './message-pages';
import { listNotifications, markNotificationsRead } from './notifications';
import { ownProject, postUpdate } from './updates';

const PRIVATE = 'private, no-store';

/** POST /api/questions/:id/answers */
export const questionRoutes = new Hono<CallerEnv>().post(
  '/:id/answers',
  requireUser({ roles: ['creator'] }),
  conversationBodyLimit,
  validJson(() => answerQuestionSchema),
  async (c) => {
    const caller = callerOf(c.get('caller'));
    const post = await answerQuestion(
      c.env.DB,
      caller,
      c.req.param('id'),
      c.req.valid('json'),
      commandContext(c),
    );
    return c.json({ post } satisfies PostResponse, 201);
  },
);

/** POST /api/posts/:id/hide */
export const postModerationRoutes = new Hono<CallerEnv>().post(
  '/:id/hide',
  requireUser({ roles: ['admin'] }),
  conversationBodyLimit,
  validJson(() => hidePostSchema),
  async (c) => {
    const caller = callerOf(c.get('caller'));
    const post = await hidePost(c.env.DB, caller, c.req.param('id'), c.req.valid('json').reason);
    return c.json({ post } satisfies PostResponse);
  },
);

/** PATCH and DELETE /api/posts/:id: its author corrects or deletes a question or an answer. */
export const postAuthorRoutes = new Hono<CallerEnv>()
  .patch(
    '/:id',
    requireUser(),
    conversationBodyLimit,
    validJson(() => editPostSchema),
    async (c) => {
      const caller = callerOf(c.get('caller'));
      const post = await editPost(c.env.DB, caller, c.req.param('id'), c.req.valid('json'));
      return c.json({ post } satisfies PostResponse);
    },
  )
  .delete('/:id', requireUser(), async (c) => {
    const caller = callerOf(c.get('caller'));
    const post = await deletePost(c.env.DB, caller, c.req.param('id'));
    return c.json({ post } satisfies PostResponse);
  });

/** POST /api/creator/projects/:id/updates: ownership is checked before the body is read. */
export const creatorUpdateRoutes = new Hono<CallerEnv>().post(
  '/:id/updates',
  requireUser({ roles: ['creator'] }),
  async (c, next) => {
    await ownProject(c.env.DB, c.get('caller').id, c.req.param('id') ?? '');
    await next();
  },
  conversationBodyLimit,
  validJson(() => postUpdateSchema),
  async (c) => {
    const caller = callerOf(c.get('caller'));
    const body: UpdatePostedResponse = await postUpdate(
      c.env.DB,
      caller,
      c.req.param('id'),
      c.req.valid('json'),
      commandContext(c),
    );
    return c.json(body, 201);
  },
);

/** /api/messages: investors and founders only; admins read no private thread. */
export const messageRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor', 'creator'] }))
  .get('/', async (c) => {
    c.header('Cache-Control', PRIVATE);
    const query = pageQuery(c.req.query());
    const body: ThreadListResponse = await listThreads(c.env.DB, c.get('caller').id, query);
    return c.json(body);
  })
  .post(
    '/',
    conversationBodyLimit,
    validJson(() => sendMessageSchema),
    async (c) => {
      const caller = callerOf(c.get('caller'));
      const body: ThreadResponse = await sendMessage(
        c.env.DB,
        caller,
        c.req.valid('json'),
        commandContext(c),
      );
      return c.json(body, 201);
    },
  )
  .get('/:threadId', async (c) => {
    c.header('Cache-Control', PRIVATE);
    const query = pageQuery(c.req.query());
    const body = await readThread(c.env.DB, c.get('caller').id, c.req.param('threadId'), query);
    return c.json(body satisfies ThreadResponse);
  });

/** /api/me: the caller's watchlist and notifications. */
export const meRoutes = new Hono<CallerEnv>()
  .use('*', requireUser())
  .get('/following', async (c) => {
    c.header('Cache-Control', PRIVATE);
    const body: FollowingResponse = await listFollowing(c.env.DB, c.get('caller').id);
    return c.json(body);
  })
  .get('/notifications', async (c) => {
    c.header('Cache-Control', PRIVATE);
    const body: NotificationsResponse = await listNotifications(c.env.DB, c.get('caller').id);
    return c.json(body);
  })
  .post(
    '/notifications/read',
    conversationBodyLimit,
    validJson(() => markNotificationsReadSchema),
    async (c) => {
      const input = c.req.valid('json');
      const body = await markNotificationsRead(c.env.DB, c.get('caller').id, input);
      return c.json(body satisfies NotificationsResponse);
    },
  );
