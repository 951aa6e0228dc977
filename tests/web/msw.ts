import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one fetch mock of the web tests: an MSW server (tests/web/setup.ts starts it with
 * unhandled requests as errors, and resets its handlers after each test). A test
 * declares the responses it needs with `server.use(...)` or the helpers below.
 */
export const server = setupServer();

/** The 404 envelope the API sends for anything a test's table does not hold. */
export function notFound(path: string) {
  return HttpResponse.json(
    { error: { code: 'not_found', message: `No route for ${path}` } },
    { status: 404 },
  );
}

/** Answers GET /api/* from a table of path → JSON body; any other /api path is a 404. */
export function apiTable(table: Record<string, JsonBodyType>): RequestHandler {
  return http.get('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    return pathname in table ? HttpResponse.json(table[pathname]) : notFound(pathname);
  });
}

/** Every request the app sent during a test, in order (for asserting headers and bodies). */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** GET /auth/v1/settings: which sign-in methods the auth server has enabled. */
export function authSettings(external: Record<string, boolean>): RequestHandler {
  return http.get('*/auth/v1/settings', () => HttpResponse.json({ external }));
}

/** The pathnames of recorded requests, in order. */
export function pathsOf(requests: readonly Request[]): string[] {
  return requests.map((request) => new URL(request.url).pathname);
}
