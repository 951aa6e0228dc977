/**
 * Payloads of the conversation events: the public Q&A of an offering, direct threads
 * between an investor and a founder, watchlists and notification read marks. Founder updates reuse `project.update_posted`.
 */
import * as v from 'valibot';
import { ROLES } from '../constants';
import { fullNameSchema } from '../schemas/person';
import { timestampSchema } from '../schemas/project-fields';
import { CONVERSATION_LIMITS as L, conversationText } from './text';

const id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(200));

/** Stream type `question`, stream id = the question id. */
export const questionAskedSchema = v.object({
  questionId: id,
  projectId: id,
  authorId: id,
  authorName: fullNameSchema,
  authorRole: v.picklist(ROLES),
  text: conversationText('question', L.post.min, L.post.max, 'multiline'),
  /** 17 CFR 227.303(c)(4): the poster says whether they are paid to promote the offering. */
  compensatedPromoter: v.boolean(),
});

/** The founder's answer, on its question's stream. */
export const questionAnsweredSchema = v.object({
  questionId: id,
  answerId: id,
  projectId: id,
  authorId: id,
  authorName: fullNameSchema,
  text: conversationText('answer', L.post.min, L.post.max, 'multiline'),
});

/** An admin hid a post (the question or one of its answers); the post stays in the log. */
export const questionPostHiddenSchema = v.object({
  questionId: id,
  postId: id,
  reason: conversationText('reason', L.hideReason.min, L.hideReason.max, 'multiline'),
});

/**
 * Its author corrected a question or an answer (docs/events.md#editing-rules): the text
 * before stays in the log, the read model shows the new one with an "edited" mark.
 */
export const questionPostEditedSchema = v.object({
  questionId: id,
  postId: id,
  text: conversationText('post', L.post.min, L.post.max, 'multiline'),
});

/** Its author deleted a question or an answer; the post and its text stay in the log. */
export const questionPostDeletedSchema = v.object({ questionId: id, postId: id });

/** Stream type `thread`, stream id `thread:<threadId>`: one message; its version numbers it. */
export const threadMessagePostedSchema = v.object({
  threadId: id,
  messageId: id,
  projectId: id,
  investorId: id,
  investorName: fullNameSchema,
  founderId: id,
  founderName: fullNameSchema,
  senderId: id,
  senderName: fullNameSchema,
  text: conversationText('message', L.message.min, L.message.max, 'multiline'),
});

/** Stream type `thread-reads`, id `thread-reads:<threadId>`: a participant read up to a message. */
export const threadReadSchema = v.object({
  threadId: id,
  readerId: id,
  /** The number (thread stream version) of the newest message the reader was shown. */
  upTo: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** Stream type `watchlist`, stream id `watchlist:<userId>`. */
export const watchlistFollowedSchema = v.object({ userId: id, projectId: id });
export const watchlistUnfollowedSchema = v.object({ userId: id, projectId: id });

/** Stream type `notifications`, id `notifications:<userId>`: read every one up to a time. */
export const notificationsReadSchema = v.object({ userId: id, upTo: timestampSchema });
/** Same stream: the user opened one notification (clicked it in the bell). */
export const notificationOpenedSchema = v.object({ userId: id, notificationId: id });

/** The registry entries of the conversation events, spread into EVENT_SCHEMAS. */
export const CONVERSATION_EVENT_SCHEMAS = {
  'question.asked': { streamType: 'question', schema: questionAskedSchema },
  'question.answered': { streamType: 'question', schema: questionAnsweredSchema },
  'question.post_hidden': { streamType: 'question', schema: questionPostHiddenSchema },
  'question.post_edited': { streamType: 'question', schema: questionPostEditedSchema },
  'question.post_deleted': { streamType: 'question', schema: questionPostDeletedSchema },
  'thread.message_posted': { streamType: 'thread', schema: threadMessagePostedSchema },
  'thread.read': { streamType: 'thread-reads', schema: threadReadSchema },
  'watchlist.project_followed': { streamType: 'watchlist', schema: watchlistFollowedSchema },
  'watchlist.project_unfollowed': { streamType: 'watchlist', schema: watchlistUnfollowedSchema },
  'notifications.read': { streamType: 'notifications', schema: notificationsReadSchema },
  'notifications.opened': { streamType: 'notifications', schema: notificationOpenedSchema },
} as const;
