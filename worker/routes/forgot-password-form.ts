import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { RESET_LINK_SENT_ID, validateRecoveryEmail } from '../../shared/schemas/login';
import { paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { answerPage, goBackAndCorrect, onlyPageForm, pageFormHandler } from '../http/page-form';
import { authError, callAuthApi, type CallApp } from './auth-call';

/** An email address and its field name, with room to spare. */
const MAX_FORM_BYTES = 4 * 1024;
const BACK = { href: paths.forgotPassword, label: 'Back to Forgot password' };
const GO_BACK = goBackAndCorrect('Send reset link');

function notSent(c: Context, status: ContentfulStatusCode, lines: readonly string[]) {
  return answerPage(c, status, { heading: 'Your reset link was not sent', lines, back: BACK });
}

/**
 * `POST /api/forgot-password`: the page's form sent by the browser itself, without the
 * app (an /api path: the worker runs first there; a POST to the page's own path would
 * meet the static assets, which answer 405).
 * The address is checked as the app checks it, then the request goes to the same
 * `POST /auth/v1/recover` the app's supabase-js calls (embedded or proxied alike, with the
 * visitor's address for its rate limit), and is answered as a page: a redirect to the
 * page's "Check your email" notice, which never says whether an account exists, or a page
 * saying what went wrong. Anything else is refused with a 415: apps ask for the link with
 * `POST /auth/v1/recover`.
 */
export function forgotPasswordPageForm(callApp: CallApp) {
  const handle = pageFormHandler<Context<AppEnv>>(
    {
      maxSize: MAX_FORM_BYTES,
      refuse: notSent,
      tooLarge: ['That is far longer than an email address.', GO_BACK],
      foreign: "This form can only be sent from LaunchFund's own page.",
    },
    (c) => requestResetLink(c, callApp),
  );
  return onlyPageForm(
    handle,
    'This address takes the Forgot password page’s form; apps ask for a reset link with POST /auth/v1/recover.',
  );
}

async function requestResetLink(c: Context<AppEnv>, callApp: CallApp): Promise<Response> {
  const body = await c.req.parseBody();
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const problem = validateRecoveryEmail(email);
  if (problem) return notSent(c, 400, [`Email: ${problem}`, GO_BACK]);
  const origin = new URL(c.req.url).origin;
  const recover = new URL('/auth/v1/recover', origin);
  // Where the emailed link leads, as the app asks for it.
  recover.searchParams.set('redirect_to', `${origin}${paths.resetPassword}`);
  const response = await callAuthApi(c, callApp, recover, { email });
  if (response.ok) return c.redirect(`${paths.forgotPassword}#${RESET_LINK_SENT_ID}`, 303);
  const message = (await authError(response)).message ?? 'The reset link could not be sent.';
  // The auth service's own trouble is not the visitor's to correct: a 502 saying so.
  if (response.status >= 500) {
    return notSent(c, 502, [message, 'Please try again in a few minutes.']);
  }
  return notSent(c, response.status as ContentfulStatusCode, [message]);
}
