/**
 * Wire contract of the conversation routes: the public Q&A of an offering, founder
 * updates, following, investor–founder messages and notifications. Shared by the worker that answers and the web app that calls. Every
 * timestamp is an ISO 8601 string; every error is the /api envelope.
 */
import * as v from 'valibot';
import type { Role } from '../constants';
import type { ProjectStatus } from '../api';
import { withEveryKey } from '../schemas/project-draft';
import { CONVERSATION_LIMITS as L, MAX_PAGE_SIZE, conversationText } from './text';
import type { NotificationKind } from '../notify/kinds';
import {
  updateAudienceSchema,
  updateMetricsSchema,
  type UpdateAudience,
  type UpdateMetrics,
} from '../reporting/update-metrics';

export { CONVERSATION_LIMITS, MAX_PAGE_SIZE, MESSAGE_RATE_LIMIT, POST_RATE_LIMIT } from './text';
export { CONVERSATION_PATHS } from './paths';

/** A JSON object body with exactly these fields; a missing one gets its field's message. */
function body<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(v.unknown(), withEveryKey(Object.keys(entries)), v.strictObject(entries));
}

/** Query of the paged lists: `limit` 1–50 (default 20), `cursor` from the previous page. */
export const pageQuerySchema = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,2}$/, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
      v.transform(Number),
      v.minValue(1, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
      v.maxValue(MAX_PAGE_SIZE, `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`),
    ),
  ),
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'cursor is not one this API gave.')),
  ),
});
export type PageQuery = v.InferOutput<typeof pageQuerySchema>;

/** POST /api/projects/:slug/questions */
export const askQuestionSchema = body({
  text: conversationText('question', L.post.min, L.post.max, 'multiline'),
  compensatedPromoter: v.boolean(
    'Say whether you are paid to promote this offering (true or false).',
  ),
});
export type AskQuestionRequest = v.InferOutput<typeof askQuestionSchema>;

/** POST /api/questions/:id/answers */
export const answerQuestionSchema = body({
  text: conversationText('answer', L.post.min, L.post.max, 'multiline'),
});
export type AnswerQuestionRequest = v.InferOutput<typeof answerQuestionSchema>;

/** PATCH /api/posts/:id: its author corrects a question or an answer. */
export const editPostSchema = body({
  text: conversationText('post', L.post.min, L.post.max, 'multiline'),
});
export type EditPostRequest = v.InferOutput<typeof editPostSchema>;

/** POST /api/posts/:id/hide */
export const hidePostSchema = body({
  reason: conversationText('reason', L.hideReason.min, L.hideReason.max, 'multiline'),
});

/**
 * POST /api/creator/projects/:id/updates: a title and text, and optionally structured
 * metrics and an audience (docs/reporting-and-verification.md#metrics-on-updates).
 */
export const postUpdateSchema = v.pipe(
  v.unknown(),
  withEveryKey(['title', 'content']),
  v.strictObject({
    title: conversationText('title', L.updateTitle.min, L.updateTitle.max, 'line'),
    content: conversationText('update', L.updateContent.min, L.updateContent.max, 'multiline'),
    metrics: v.optional(updateMetricsSchema),
    audience: v.optional(updateAudienceSchema),
  }),
);
export type PostUpdateRequest = v.InferOutput<typeof postUpdateSchema>;

const idField = (message: string) =>
  v.pipe(v.string(message), v.regex(/^[A-Za-z0-9_-]{1,200}$/, message));

/**
 * POST /api/messages: either `projectId` (an investor writing to that project's founder:
 * opens or continues their thread) or `threadId` (either participant replying).
 */
export const sendMessageSchema = v.union(
  [
    v.strictObject({
      projectId: idField('That is not a project id.'),
      text: conversationText('message', L.message.min, L.message.max, 'multiline'),
    }),
    v.strictObject({
      threadId: idField('That is not a conversation id.'),
      text: conversationText('message', L.message.min, L.message.max, 'multiline'),
    }),
  ],
  'Send the message text with either a projectId or a threadId.',
);
export type SendMessageRequest = v.InferOutput<typeof sendMessageSchema>;

/**
 * POST /api/me/notifications/read: either `upTo`, the newest `createdAt` the user was
 * shown ("Mark all read": every one up to it), or `id`, one notification the user opened.
 */
export const markNotificationsReadSchema = v.union(
  [
    body({
      upTo: v.pipe(
        v.string('Send upTo, the time of the newest notification shown.'),
        v.isoTimestamp('upTo must be an ISO 8601 timestamp.'),
      ),
    }),
    body({
      id: v.pipe(
        v.string('That is not a notification id.'),
        v.regex(/^[A-Za-z0-9_:-]{1,200}$/, 'That is not a notification id.'),
      ),
    }),
  ],
  'Send upTo (the time of the newest notification shown) or id (the notification opened).',
);
export type MarkNotificationsReadRequest = v.InferOutput<typeof markNotificationsReadSchema>;

/** A post as the thread shows it; a hidden one keeps its author but loses its text. */
export interface PostView {
  id: string;
  authorName: string;
  authorRole: Role;
  /** The project's creator: show "Founder". */
  isFounder: boolean;
  /** The poster is paid to promote the offering: show it beside the post. */
  compensatedPromoter: boolean;
  /** Plain text with line breaks; null when removed by moderation. */
  text: string | null;
  /** Removed by moderation: show "Removed by moderation" instead of the text. */
  removed: boolean;
  /** Deleted by its author: show "Deleted by its author" instead of the text. */
  deleted: boolean;
  createdAt: string;
  /** When its author last corrected it: show an "edited" mark. Null when never edited. */
  editedAt: string | null;
}

export interface QuestionView extends PostView {
  answers: PostView[];
}

/** GET /api/projects/:slug/discussion */
export interface DiscussionResponse {
  questions: QuestionView[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  questionCount: number;
  followerCount: number;
}

/** POST /api/projects/:slug/questions (201) and POST /api/questions/:id/answers (201). */
export interface PostResponse {
  post: PostView;
}

export interface UpdateView {
  id: string;
  title: string;
  /** Empty when `locked`. */
  content: string;
  date: string;
  /** The structured metrics it carries, if any (absent when `locked`). */
  metrics?: UpdateMetrics;
  /** 'backers': only the project's backers (and its founder and admins) read it. */
  audience: UpdateAudience;
  /** True when it is for backers and the reader is not one: it shows that it exists only. */
  locked: boolean;
}

/** GET /api/projects/:slug/updates */
export interface UpdatesResponse {
  updates: UpdateView[];
  nextCursor: string | null;
}

/** POST /api/creator/projects/:id/updates (201) */
export interface UpdatePostedResponse {
  update: UpdateView;
  /** How many followers and backers were notified. */
  notified: number;
}

/** GET/POST/DELETE /api/projects/:slug/follow */
export interface FollowResponse {
  followerCount: number;
  /** Whether the caller follows it (false when signed out). */
  following: boolean;
}

export interface FollowedProject {
  projectId: string;
  slug: string;
  title: string;
  tagline: string;
  coverImage: string;
  status: ProjectStatus;
  fundingGoal: number;
  fundingRaised: number;
  endDate: string;
  followedAt: string;
}

/** GET /api/me/following */
export interface FollowingResponse {
  projects: FollowedProject[];
}

export interface ThreadSummary {
  id: string;
  projectId: string;
  projectSlug: string;
  projectTitle: string;
  /** The other participant. */
  withName: string;
  withRole: 'investor' | 'founder';
  lastMessage: { text: string; senderName: string; sentAt: string; mine: boolean };
  unread: number;
}

/** GET /api/messages (paged: `limit`, `cursor`), latest activity first. */
export interface ThreadListResponse {
  threads: ThreadSummary[];
  /** Unread messages across every thread, not only this page. */
  unreadTotal: number;
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface MessageView {
  id: string;
  senderName: string;
  mine: boolean;
  /** Plain text with line breaks. */
  text: string;
  sentAt: string;
}

/**
 * GET /api/messages/:threadId (paged: `limit`, `cursor`), and POST /api/messages (201):
 * the newest messages (or those before the cursor), shown oldest first.
 */
export interface ThreadResponse {
  thread: Omit<ThreadSummary, 'lastMessage' | 'unread'>;
  messages: MessageView[];
  /** Pass as `cursor` for the earlier messages; null when the first message is shown. */
  nextCursor: string | null;
}

export type { NotificationKind };

export interface NotificationView {
  id: string;
  kind: NotificationKind;
  projectId: string;
  projectSlug: string;
  projectTitle: string;
  /** Who caused it: the founder (answer, update), the message's sender, the asker, or LaunchFund. */
  actorName: string;
  /** The update's title, or the first characters of the answer or message. */
  excerpt: string;
  /**
   * What to open: the question id (answer, question), the update id, the thread id
   * (message), the project id (review verdicts, the raise's end, the payout), or the
   * investment id (settled, refunded, cancelled).
   */
  subjectId: string;
  createdAt: string;
  read: boolean;
}

/** GET /api/me/notifications */
export interface NotificationsResponse {
  unreadCount: number;
  /** The latest 20, newest first. */
  notifications: NotificationView[];
}
