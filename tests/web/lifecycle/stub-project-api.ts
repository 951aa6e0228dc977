import { http, HttpResponse } from 'msw';
import { recordRequests, server } from '../msw';

/** The API path of the fixture project (`managedProject()` in ./fixtures). */
export const PROJECT_PATH = '/api/creator/projects/p-ledger-lens';

/**
 * Answers the project's API from `handler` (MSW); anything it leaves unanswered is the
 * API's 404, as for a project that is not the caller's. Returns every request the page sent.
 */
export function stubProjectApi(
  handler: (url: string, request: Request) => Response | Promise<Response> | undefined,
) {
  const requests = recordRequests();
  server.use(
    http.all('*/api/*', ({ request }) => {
      const url = new URL(request.url).pathname;
      return (
        handler(url, request) ??
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Project not found.' } },
          { status: 404 },
        )
      );
    }),
  );
  return requests;
}
