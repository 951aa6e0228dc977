import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';
import { notFromThisPage } from '../../../lib/page-answers';
import { useAccessToken, useSessionUser } from '../../../lib/session';

/** A page of one of the conversation lists: the API's `nextCursor` asks for the next. */
export interface Paged {
  nextCursor: string | null;
}

export type PagedState<T> =
  | { status: 'loading'; pages: undefined; error: undefined }
  | { status: 'success'; pages: T[]; error: undefined }
  | { status: 'error'; pages: undefined; error: ApiError };

export interface PagedControls {
  retry: () => void;
  /** There is a further page ("Load more" shows). */
  hasMore: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  /** The last "Load more" failed: its message, shown beside the button. */
  moreError: string | null;
}

/**
 * The cache key of a paged list: under its path's key, so invalidating the path (after
 * a post, a reply, a read) refetches every page loaded, from the first.
 */
export function pagedQueryKey(path: string, userId: string | null) {
  return [...apiQueryKey(path, userId), 'pages'] as const;
}

function withCursor(path: string, cursor: string | null): string {
  return cursor === null ? path : `${path}?cursor=${encodeURIComponent(cursor)}`;
}

/**
 * Reads a paged /api list with TanStack Query's infinite query: the first page at once,
 * each further one on "Load more" with the previous page's cursor. `signedIn` lists wait
 * for the token and are cached per user. The page's server render brings the first page.
 */
export function usePagedApiQuery<T extends Paged>(
  path: string,
  { signedIn = false }: { signedIn?: boolean } = {},
): PagedState<T> & PagedControls {
  const token = useAccessToken();
  const userId = useSessionUser()?.id ?? null;
  const query = useInfiniteQuery({
    queryKey: pagedQueryKey(path, signedIn ? userId : null),
    enabled: !signedIn || Boolean(token),
    initialPageParam: null as string | null,
    refetchOnMount: notFromThisPage,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<T>(withCursor(path, pageParam), {
        signal,
        ...(signedIn && token ? { token } : {}),
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
  const controls: PagedControls = {
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    loadingMore: query.isFetchingNextPage,
    moreError: query.isFetchNextPageError ? messageOf(query.error) : null,
  };
  // Pages already shown stay shown when a later fetch fails (its message shows instead).
  if (query.data) {
    return { status: 'success', pages: query.data.pages, error: undefined, ...controls };
  }
  if (query.isError && query.fetchStatus === 'idle') {
    return { status: 'error', pages: undefined, error: asApiError(query.error), ...controls };
  }
  return { status: 'loading', pages: undefined, error: undefined, ...controls };
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError
    ? error
    : new ApiError(0, 'unexpected', 'Something went wrong. Please try again.');
}

function messageOf(error: unknown): string {
  return asApiError(error).message;
}
