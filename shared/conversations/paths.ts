/**
 * Paths of the conversation routes, apart from their schemas (./api.ts): a screen that only
 * calls a route (the project page's follow button, drawn at its start) then does not load
 * valibot and the schemas with it.
 */

const seg = (value: string) => encodeURIComponent(value);

/** Paths of the conversation API, spelled once for both sides. */
export const CONVERSATION_PATHS = {
  /** GET (public): questions with their answers, newest first, paged. */
  discussion: (slug: string) => `/api/projects/${seg(slug)}/discussion`,
  /** POST (signed in, any role): ask a question on a live project. */
  questions: (slug: string) => `/api/projects/${seg(slug)}/questions`,
  /** POST (the project's creator): answer a question. */
  answers: (questionId: string) => `/api/questions/${seg(questionId)}/answers`,
  /** POST (admin): hide a question or an answer, with a reason. */
  hidePost: (postId: string) => `/api/posts/${seg(postId)}/hide`,
  /** GET (public): founder updates, newest first, paged. */
  updates: (slug: string) => `/api/projects/${seg(slug)}/updates`,
  /** POST (the owning creator): post an update to a live or funded project. */
  creatorUpdates: (projectId: string) => `/api/creator/projects/${seg(projectId)}/updates`,
  /** GET (public; `following` only when signed in): follower count. POST / DELETE (signed in). */
  follow: (slug: string) => `/api/projects/${seg(slug)}/follow`,
  /** GET (signed in): the caller's watchlist. */
  following: '/api/me/following',
  /** GET (investor, creator): my threads, paged. POST: send a message. */
  messages: '/api/messages',
  /** GET (the thread's two participants only; anyone else 404): messages, paged; marks them read. */
  thread: (threadId: string) => `/api/messages/${seg(threadId)}`,
  /** GET (signed in): unread count and the latest notifications. */
  notifications: '/api/me/notifications',
  /** POST (signed in): mark read every notification up to `upTo`, or the one `id`. */
  notificationsRead: '/api/me/notifications/read',
} as const;
