/**
 * The notification settings of the signed-in person (/api/me/notification-settings) and
 * the mails' one-click unsubscribe (/api/unsubscribe, RFC 8058): GET shows what the
 * link would turn off and a button to do it (a link scanner's GET changes nothing);
 * POST, from that button or straight from a mail client, turns the kind's email off
 * without signing in. The token in the query is the only credential.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { setNotificationEmailSchema } from '../../shared/notify/events';
import { NOTIFICATION_KIND_LABELS } from '../../shared/notify/kinds';
import { apiPaths, paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { answerPage } from '../http/page-form';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { notificationSettings, setNotificationEmail } from './settings';
import {
  unsubscribeSecret,
  verifyUnsubscribeToken,
  type UnsubscribeSubject,
} from './unsubscribe-token';

const PRIVATE = 'private, no-store';
/** `List-Unsubscribe=One-Click` with room to spare; anything far larger is refused. */
const MAX_UNSUBSCRIBE_BYTES = 1024;

/** GET / PUT /api/me/notification-settings */
export const notificationSettingsRoutes = new Hono<CallerEnv>()
  .use('*', requireUser())
  .get('/', async (c) => {
    c.header('Cache-Control', PRIVATE);
    return c.json(await notificationSettings(c.env.DB, c.get('caller').id));
  })
  .put(
    '/',
    bodyLimit({
      maxSize: MAX_UNSUBSCRIBE_BYTES,
      onError: () => {
        throw new ApiError(413, 'too_large', 'The request body is too large.');
      },
    }),
    validJson(() => setNotificationEmailSchema),
    async (c) => {
      const userId = c.get('caller').id;
      const input = c.req.valid('json');
      await setNotificationEmail(c.env.DB, { userId, ...input, via: 'settings' });
      c.header('Cache-Control', PRIVATE);
      return c.json(await notificationSettings(c.env.DB, userId));
    },
  );

const SETTINGS_LINE = `You can turn any kind of mail back on in your Settings (${paths.investor.settings} or ${paths.creator.settings}).`;

/** A browser (a page navigation) gets pages; a mail client or an app gets JSON. */
function wantsPage(c: Context): boolean {
  return (
    c.req.header('Sec-Fetch-Mode') === 'navigate' ||
    (c.req.header('Accept') ?? '').includes('text/html')
  );
}

function invalidLink(c: Context) {
  if (!wantsPage(c)) {
    throw new ApiError(
      400,
      'invalid_unsubscribe_link',
      'This unsubscribe link is incomplete or was not made by LaunchFund; nothing was changed.',
    );
  }
  return answerPage(c, 400, {
    heading: 'This unsubscribe link does not work',
    lines: [
      'The link is incomplete or was not made by LaunchFund, so nothing was changed.',
      'Open the link from the mail again (copy all of it), or turn mails off in your Settings after logging in.',
    ],
    back: { href: paths.login, label: 'Log in' },
  });
}

async function subjectOf(c: Context<AppEnv>): Promise<UnsubscribeSubject | null> {
  const token = c.req.query('token');
  if (!token) return null;
  const secret = await unsubscribeSecret(c.env.DB, c.env.UNSUBSCRIBE_SECRET);
  return verifyUnsubscribeToken(secret, token);
}

function confirmPage(c: Context, status: ContentfulStatusCode, subject: UnsubscribeSubject) {
  const label = NOTIFICATION_KIND_LABELS[subject.kind];
  const action = `${apiPaths.unsubscribe}?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Unsubscribe · LaunchFund</title>
          <style>
            body {
              font-family: system-ui, sans-serif;
              line-height: 1.5;
              margin: 0;
              color: #1a202c;
            }
            main {
              max-width: 36rem;
              margin: 4rem auto;
              padding: 0 1.5rem;
            }
            button {
              font: inherit;
              padding: 0.5rem 1rem;
              color: #fff;
              background: #2b6cb0;
              border: 0;
              border-radius: 0.375rem;
              cursor: pointer;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>Stop these mails?</h1>
            <p>
              You will no longer get mails for “${label}”. You will still see them in the app’s
              notifications.
            </p>
            <form method="post" action="${action}">
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit">Unsubscribe</button>
            </form>
          </main>
        </body>
      </html>`,
    status,
  );
}

/** GET / POST /api/unsubscribe?token=… */
export const unsubscribeRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const subject = await subjectOf(c);
    return subject ? confirmPage(c, 200, subject) : invalidLink(c);
  })
  .post(
    '/',
    bodyLimit({
      maxSize: MAX_UNSUBSCRIBE_BYTES,
      onError: () => {
        throw new ApiError(
          413,
          'too_large',
          'An unsubscribe needs only its link; nothing was changed.',
        );
      },
    }),
    async (c) => {
      const subject = await subjectOf(c);
      if (!subject) return invalidLink(c);
      await setNotificationEmail(c.env.DB, { ...subject, email: false, via: 'unsubscribe' });
      if (!wantsPage(c)) return c.json({ unsubscribed: true, kind: subject.kind });
      return answerPage(c, 200, {
        heading: 'You are unsubscribed',
        lines: [
          `You will no longer get mails for “${NOTIFICATION_KIND_LABELS[subject.kind]}”. They still appear in the app’s notifications.`,
          SETTINGS_LINE,
        ],
        back: { href: paths.home, label: 'Go to LaunchFund' },
      });
    },
  );
