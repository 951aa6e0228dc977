import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { html } from 'hono/html';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from './api-error';

/**
 * A page's form sent by the browser itself, without the app (JavaScript off, or the app's
 * scripts failed to load), rather than the app or another client calling a JSON API: a
 * form body sent by a page navigation. Such a request is answered as a page.
 */
export function isPageFormPost(c: Context): boolean {
  const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') return false;
  const navigating = c.req.header('Sec-Fetch-Mode') === 'navigate';
  return navigating || (c.req.header('Accept') ?? '').includes('text/html');
}

/** Hono's CSRF check: a form body must come from a page of this site. */
const sameSiteOnly = csrf();

/** Whether a page form came from one of this site's own pages (Origin, Sec-Fetch-Site). */
async function sentFromThisSite(c: Context): Promise<boolean> {
  try {
    await sameSiteOnly(c, async () => {});
    return true;
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) return false;
    throw error;
  }
}

/** Where an answer page leads back to. */
export interface BackLink {
  href: string;
  label: string;
}

/**
 * A small page of its own, what the browser shows where the app would have answered: a
 * heading, what happened or what to correct, and the way back. Everything is escaped.
 */
export function answerPage(
  c: Context,
  status: ContentfulStatusCode,
  { heading, lines, back }: { heading: string; lines: readonly string[]; back: BackLink },
): Response | Promise<Response> {
  c.header('Cache-Control', 'no-store');
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${heading} · LaunchFund</title>
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
            a {
              color: #2b6cb0;
            }
          </style>
        </head>
        <body>
          <main>
            <h1>${heading}</h1>
            ${lines.map((line) => html`<p>${line}</p>`)}
            <p><a href="${back.href}">${back.label}</a></p>
          </main>
        </body>
      </html>`,
    status,
  );
}

/**
 * The line that tells a visitor how to correct a form the server refused: the browser's
 * Back keeps what they typed.
 */
export function goBackAndCorrect(button: string): string {
  return `Your browser's Back button returns to the form with your text in it: correct it there and press ${button} again.`;
}

/** How a page form refuses what it will not read. */
export interface PageFormRefusals {
  /** The most bytes a sent form may have. */
  maxSize: number;
  /** Renders a refusal page: its status and what it says. */
  refuse: (
    c: Context,
    status: ContentfulStatusCode,
    lines: readonly string[],
  ) => Response | Promise<Response>;
  /** What it says to a body over `maxSize` (413). */
  tooLarge: readonly string[];
  /** What it says to a form sent from another site (403). */
  foreign: string;
}

/**
 * Answers a page form (`isPageFormPost`): a form from another site and a body over the
 * size limit are refused with their pages; any other is `answer`'s to read and answer.
 */
export function pageFormHandler<C extends Context>(
  refusals: PageFormRefusals,
  answer: (c: C) => Promise<Response>,
): (c: C) => Promise<Response> {
  const limitBody = bodyLimit({
    maxSize: refusals.maxSize,
    onError: (c) => refusals.refuse(c, 413, refusals.tooLarge),
  });
  return async (c) => {
    if (!(await sentFromThisSite(c))) return refusals.refuse(c, 403, [refusals.foreign]);
    let answered: Response | undefined;
    const refused = await limitBody(c, async () => {
      answered = await answer(c);
    });
    if (refused instanceof Response) return refused;
    if (!answered) throw new Error(`The form sent to ${c.req.path} was read but not answered.`);
    return answered;
  };
}

/**
 * A path that takes only a page's form (`isPageFormPost`), answered by `handle`; anything
 * else is a 415 whose message, `elsewhere`, names the API apps use instead.
 */
export function onlyPageForm<C extends Context>(
  handle: (c: C) => Promise<Response>,
  elsewhere: string,
): (c: C) => Promise<Response> {
  return async (c) => {
    if (!isPageFormPost(c)) throw new ApiError(415, 'bad_content_type', elsewhere);
    return handle(c);
  };
}
