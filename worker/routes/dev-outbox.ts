import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../env';

interface OutboxRow {
  id: number;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  link: string;
  created_at: string;
}

async function latestMail(db: D1Database): Promise<OutboxRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM auth_outbox ORDER BY id DESC LIMIT 100')
    .all<OutboxRow>();
  return results;
}

/**
 * /__dev/outbox (page) and /__dev/outbox.json: the local mail outbox of embedded auth,
 * newest first. Only mounted in effect when DEV_TOOLS is "true"; otherwise 404.
 */
export const devRoutes = new Hono<AppEnv>();

devRoutes.use('*', async (c, next) => {
  if (c.env.DEV_TOOLS !== 'true')
    return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  c.header('Cache-Control', 'no-store');
  await next();
});

devRoutes.get('/outbox.json', async (c) => {
  const messages = (await latestMail(c.env.DB)).map((row) => ({
    id: row.id,
    to: row.to_email,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
  }));
  return c.json({ messages });
});

devRoutes.get('/outbox', async (c) => {
  const rows = await latestMail(c.env.DB);
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
                          <p>
                            <a href="${row.link}"
                              >${row.kind === 'recovery' ? 'Reset password' : 'Confirm'}</a
                            >
                          </p>
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

devRoutes.all('*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));
