import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import {
  CONTACT_FIELDS,
  CONTACT_SENT_ID,
  contactMessageSchema,
  validateContactMessage,
  type ContactMessage,
} from '../../shared/schemas/contact';
import { paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { answerPage, goBackAndCorrect, isPageFormPost, pageFormHandler } from '../http/page-form';

/** Far above the longest message the schema takes, even percent-encoded three times over. */
const MAX_FORM_BYTES = 64 * 1024;

const FIELD_LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};
const BACK = { href: paths.contact, label: 'Back to the contact page' };
const GO_BACK = goBackAndCorrect('Send Message');

/** Every answer but the redirect: the message was not sent, and why. */
function notSent(c: Context, status: ContentfulStatusCode, lines: readonly string[]) {
  return answerPage(c, status, { heading: 'Your message was not sent', lines, back: BACK });
}

/** Checks the sender's budget, then stores and mails a message (the JSON API's own). */
type SendMessage = (c: Context<AppEnv>, message: ContactMessage) => Promise<unknown>;

/**
 * The contact form without the app (`POST /api/contact` with a form body, from a page
 * navigation): the same checks, rate limit and store as the JSON API (`send`), answered
 * the way a browser can show: a redirect back to the contact page's "Message sent" notice,
 * or a page saying what to correct. Every other request goes on to the JSON API.
 */
export function contactPageForm(send: SendMessage): MiddlewareHandler<AppEnv> {
  const handle = pageFormHandler<Context<AppEnv>>(
    {
      maxSize: MAX_FORM_BYTES,
      refuse: notSent,
      tooLarge: ['The message is too long to send.', GO_BACK],
      foreign: "This form can only be sent from LaunchFund's own contact page.",
    },
    (c) => answerForm(c, send),
  );
  return async (c, next) => (isPageFormPost(c) ? handle(c) : next());
}

/** Checks, stores and answers a form that came within the size limit. */
async function answerForm(c: Context<AppEnv>, send: SendMessage): Promise<Response> {
  const body = await c.req.parseBody();
  const candidate = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, typeof body[field] === 'string' ? body[field] : '']),
  ) as ContactMessage;
  const result = v.safeParse(contactMessageSchema, candidate);
  if (!result.success) {
    const errors = validateContactMessage(candidate);
    const problems = CONTACT_FIELDS.flatMap((field) =>
      errors[field] ? [`${FIELD_LABELS[field]}: ${errors[field]}`] : [],
    );
    return notSent(c, 400, [...problems, GO_BACK]);
  }
  try {
    await send(c, result.output);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return notSent(c, error.status, [error.message]);
  }
  return c.redirect(`${paths.contact}#${CONTACT_SENT_ID}`, 303);
}
