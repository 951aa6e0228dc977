import { SELF } from 'cloudflare:test';
import { TEST_ORIGIN } from './auth';

/**
 * What a browser sends for a page's form without the app: a form body, navigating, from
 * the site's own page. `headers` override any of that (another site, an API client).
 */
export function postPageForm(
  path: string,
  fields: Record<string, string>,
  {
    address,
    headers = {},
    send = (request) => SELF.fetch(request),
  }: {
    address: string;
    headers?: Record<string, string>;
    /** Who answers it: the test worker, unless a test gives an app of its own settings. */
    send?: (request: Request) => Promise<Response>;
  },
): Promise<Response> {
  return send(
    new Request(`${TEST_ORIGIN}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'same-origin',
        Origin: TEST_ORIGIN,
        'CF-Connecting-IP': address,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}
