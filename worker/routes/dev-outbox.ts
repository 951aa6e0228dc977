import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env';
import { isLocalRequest } from '../dev/local-request';
import { siteOrigin } from '../conversations/mail';
import { deliver, type DeliveredMail, type QueuedMail } from '../notify/delivery';
import { unsubscribeSecret } from '../notify/unsubscribe-token';

interface OutboxRow extends QueuedMail {
  id: number;
  kind: string;
  created_at: string;
}

type ShownMail = OutboxRow & DeliveredMail;

/** The latest mails, as they would be sent (a notification's with its unsubscribe headers). */
async function latestMail(c: Context<AppEnv>): Promise<ShownMail[]> {
  const db = c.env.DB;
  const { results } = await db
    .prepare('SELECT * FROM auth_outbox ORDER BY id DESC LIMIT 100')
    .all<OutboxRow>();
  const origin = siteOrigin(c.env.SITE_URL, c.req.url);
  const secret = await unsubscribeSecret(db, c.env.UNSUBSCRIBE_SECRET);
  return Promise.all(
    results.map(async (row) => ({ ...row, ...(await deliver(row, origin, secret)) })),
  );
}

// Also what the other dev-only routes (worker/closing, worker/dev) check.
export { isLocalRequest } from '../dev/local-request';

/**
 * Why a deploy configuration must be refused: any `vars` table (top level or any
 * `env.*`) or `--var` that sets DEV_TOOLS to anything but "false". Used by
 * scripts/deploy.ts before and after the build; `where` names the place for the message.
 */
export function devToolsDeployProblems(vars: unknown, where: string): string[] {
  if (vars === null || typeof vars !== 'object' || !('DEV_TOOLS' in vars)) return [];
  const value: unknown = (vars as Record<string, unknown>).DEV_TOOLS;
  return value === 'false'
    ? []
    : [`${where} sets DEV_TOOLS to ${JSON.stringify(value)}: only "false" may be deployed`];
}

const notFound = (c: Context<AppEnv>) =>
  c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);

/**
 * /__dev/outbox (page) and /__dev/outbox.json: the local mail outbox of embedded auth,
 * newest first. They answer only when DEV_TOOLS is "true" AND the request is local;
 * otherwise 404, exactly as if they did not exist. So even a deploy that somehow carries
 * DEV_TOOLS=true (scripts/deploy.mjs refuses to) never hands anyone the recovery links.
 */
export const devRoutes = new Hono<AppEnv>();

devRoutes.use('*', async (c, next) => {
  if (c.env.DEV_TOOLS !== 'true') return notFound(c);
  if (!isLocalRequest(c.req.url, c.req.header('CF-Connecting-IP'))) {
    console.error('dev tools: DEV_TOOLS is "true" but the request is not local; refused');
    return notFound(c);
  }
  c.header('Cache-Control', 'no-store');
  await next();
});

devRoutes.get('/outbox.json', async (c) => {
  const messages = (await latestMail(c)).map((row) => ({
    id: row.id,
    to: row.to_email,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    headers: row.headers,
    createdAt: row.created_at,
  }));
  return c.json({ messages });
});

devRoutes.get('/outbox', async (c) => {
  const rows = await latestMail(c);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Mail outbox</title>
        </head>
        <body>
          <main>
            <h1>Mail outbox</h1>
            <p>Embedded auth sends no mail: every message it would send is listed here.</p>
            ${
              rows.length === 0
                ? html`<p>No messages yet.</p>`
                : html`<ul>
                    ${rows.map(
                      (row) =>
                        html`<li>
                          <h2>${row.subject}</h2>
                          <p>To ${row.to_email} at ${row.created_at}</p>
                          ${
                            Object.keys(row.headers).length > 0
                              ? html`<pre>
${Object.entries(row.headers).map(([name, value]) => `${name}: ${value}\n`)}</pre>`
                              : ''
                          }
                          ${
                            row.link
                              ? html`<p>
                                  <a href="${row.link}"
                                    >${row.notification_kind ? 'Open' : row.kind === 'recovery' ? 'Reset password' : 'Confirm'}</a
                                  >
                                </p>`
                              : ''
                          }
                          <pre>${row.body}</pre>
                        </li>`,
                    )}
                  </ul>`
            }
          </main>
        </body>
      </html>`,
  );
});

devRoutes.all('*', notFound);
