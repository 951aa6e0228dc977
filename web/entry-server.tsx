/**
 * The server half of the one start path (docs/architecture.md#one-start-path): the worker
 * calls `renderDocument` for every page request. It renders the same route table and
 * providers as the browser (web/main.tsx hydrates the result) for the session the worker
 * resolved, with the /api answers the page reads put in TanStack Query's cache and
 * dehydrated into the page, so the browser's first render is this render.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';
import { splitHeadTags } from '../shared/document-html';
import type {
  ChunkHandle,
  DocumentRequest,
  RenderedDocument,
  RenderedSession,
} from '../shared/document-render';

/**
 * A page's reads are found by rendering it: each pass renders, then reads what the cache
 * lacked. Two passes cover a page whose reads depend on an earlier answer (a project
 * page's figures, then its creator's); the third renders with everything.
 */
const MAX_READ_PASSES = 3;

/**
 * The cache entries a render asked for and lacks: apiQueryKey's ['api', path, userId],
 * and a paged list's first page (['api', path, userId, 'pages']).
 */
function missingReads(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined)
    .flatMap(({ queryKey }) =>
      queryKey[0] === 'api' && typeof queryKey[1] === 'string'
        ? [
            {
              key: queryKey,
              path: queryKey[1],
              signedIn: queryKey[2] != null,
              paged: queryKey[3] === 'pages',
            },
          ]
        : [],
    );
}

function sessionStart(session: RenderedSession) {
  if (session.kind === 'signedIn') {
    // The token never reaches the render: signed-in reads are the worker's (readApi).
    return { kind: 'signedIn' as const, user: session.user, accessToken: null };
  }
  return session.kind === 'signedOut' ? { kind: 'signedOut' as const } : undefined;
}

export async function renderDocument(request: DocumentRequest): Promise<RenderedDocument> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(request.url));
  const boot = { session: request.session, queries: null as unknown };
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location'),
      head: [],
      body: '',
      boot,
      chunks: [],
    };
  }
  const queryClient = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () => {
    // The session reads as the rendered one and runs nothing (no machine started, no
    // supabase-js, no restore) on the server.
    return renderToString(
      <StrictMode>
        <AppProviders
          sessionStart={sessionStart(request.session)}
          rendering
          queryClient={queryClient}
        >
          {/* hydrate={false}: no inline hydration script (the CSP forbids inline scripts). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  };
  let html = render();
  // A read that failed is not asked again: the page shows its loading state, as the
  // browser's first render will, and the browser asks for it itself.
  const failed = new Set<string>();
  for (let pass = 1; pass < MAX_READ_PASSES; pass++) {
    const missing = missingReads(queryClient).filter(({ path }) => !failed.has(path));
    if (missing.length === 0) break;
    await Promise.all(
      missing.map(async ({ key, path, signedIn, paged }) => {
        const data = await request.readApi(path, signedIn);
        if (data === null) failed.add(path);
        else queryClient.setQueryData(key, paged ? { pages: [data], pageParams: [null] } : data);
      }),
    );
    html = render();
  }
  // Only answers: a read still pending would hydrate as a pending query the browser runs.
  boot.queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  });
  const { head, body } = splitHeadTags(html);
  const chunks = context.matches.flatMap(
    ({ route }) => (route.handle as ChunkHandle | undefined)?.chunks ?? [],
  );
  return { status: context.statusCode, redirect: null, head, body, boot, chunks };
}
