import { Hono, type Context } from 'hono';
import { contactMessageSchema, type ContactMessage } from '../../shared/schemas/contact';
import {
  contactHandledRequestSchema,
  type ContactInboxResponse,
  type ContactSentResponse,
} from '../../shared/schemas/contact-api';
import { addressLimit, countHit } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { requireUser, resolveCaller, type CallerEnv } from '../middleware/require-user';
import { handleContactMessage, receiveContactMessage } from './commands';
import { contactPageForm } from './page-form';
import { listContactMessages } from './queries';

/** Contact messages one address may send per 5 minutes: a person, not a script. */
export const CONTACT_RATE_LIMIT = 5;

/**
 * Stores and mails one checked message: first the sender's address's budget (a refused
 * message counts nothing), then the message and its mail in one batch. Returns its id.
 */
async function sendContactMessage(c: Context<AppEnv>, message: ContactMessage): Promise<string> {
  const now = new Date();
  const limit = addressLimit(c, 'contact', CONTACT_RATE_LIMIT);
  if ((await countHit(c.env.DB, limit, now)) > limit.limit) {
    throw new ApiError(
      429,
      'rate_limited',
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    );
  }
  const caller = await resolveCaller(c);
  return receiveContactMessage(c.env.DB, { message, senderId: caller?.id ?? null, now });
}

/**
 * `POST /api/contact`: anyone may write to the support team. The body is checked first
 * (a refused body counts nothing), then sent (`sendContactMessage`). The contact page's
 * form sent by the browser itself, without the app, is answered as a page
 * (`contactPageForm`).
 */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  contactPageForm(sendContactMessage),
  validJson(() => contactMessageSchema),
  async (c) => {
    const id = await sendContactMessage(c, c.req.valid('json'));
    return c.json({ id } satisfies ContactSentResponse, 202);
  },
);

/** The admins' inbox of contact messages, and marking one handled (or new again). */
export const adminContactRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/', async (c) => {
    const body: ContactInboxResponse = await listContactMessages(c.env.DB);
    return c.json(body);
  })
  .post(
    '/:id/handled',
    validJson(() => contactHandledRequestSchema),
    async (c) => {
      const message = await handleContactMessage(c.env.DB, {
        id: c.req.param('id'),
        handled: c.req.valid('json').handled,
        adminId: c.get('caller').id,
      });
      return c.json({ message });
    },
  );
