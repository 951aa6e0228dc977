/**
 * Projections of the conversation events into discussion_posts, project_follows,
 * message_threads, thread_messages and notifications, and the notifications a founder
 * update fans out. Incremental SQL only: what a statement needs from other read models
 * it reads inside the statement (INSERT … SELECT), so a replay in event order writes
 * exactly what the live appends wrote.
 */
import type { StoredEvent, StoredEventOf } from '../kernel/types';

/** Every read model this projector writes, in the order a rebuild clears them. */
export const CONVERSATION_TABLES = [
  'discussion_posts',
  'project_follows',
  'message_threads',
  'thread_messages',
  'notifications',
] as const;

const CONVERSATION_STREAMS: ReadonlySet<string> = new Set<ConversationStream>([
  'question',
  'thread',
  'thread-reads',
  'watchlist',
  'notifications',
]);

type ConversationStream = 'question' | 'thread' | 'thread-reads' | 'watchlist' | 'notifications';

/** True for events of the conversation streams (the project stream's update is not one). */
export function isConversationEvent(
  event: StoredEvent,
): event is StoredEventOf<ConversationStream> {
  return CONVERSATION_STREAMS.has(event.streamType);
}

/** How much of an answer, message or update a notification carries. */
const EXCERPT_LENGTH = 140;

const INSERT_NOTIFICATION = `INSERT OR IGNORE INTO notifications
  (id, user_id, kind, project_id, subject_id, actor_name, excerpt, created_at)`;

/** Everyone an update of the project reaches: its followers and its backers, not its founder. */
const AUDIENCE_OF_PROJECT = `SELECT user_id AS uid FROM project_follows WHERE project_id = ?1
  UNION SELECT investor_id FROM commitments
    WHERE project_id = ?1 AND status NOT IN ('cancelled', 'refunded')`;

/** A backers-only update's audience: holders of a live or settled commitment. */
const BACKERS_OF_PROJECT = `SELECT investor_id AS uid FROM commitments
    WHERE project_id = ?1 AND status IN ('committed', 'reconfirmation_required', 'settled')`;

type QuestionEvent = StoredEventOf<'question'>;
type ThreadEvent = StoredEventOf<'thread'> | StoredEventOf<'thread-reads'>;

function excerptOf(text: string): string {
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1)}…`;
}

function projectQuestionEvent(db: D1Database, event: QuestionEvent): D1PreparedStatement[] {
  const at = event.occurredAt;
  switch (event.type) {
    case 'question.asked': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO discussion_posts (id, question_id, project_id, kind, author_id, author_name,
               author_role, is_founder, compensated_promoter, text, created_at)
             VALUES (?1, ?1, ?2, 'question', ?3, ?4, ?5,
               EXISTS (SELECT 1 FROM projects WHERE id = ?2 AND creator_id = ?3), ?6, ?7, ?8)`,
          )
          .bind(
            p.questionId,
            p.projectId,
            p.authorId,
            p.authorName,
            p.authorRole,
            p.compensatedPromoter ? 1 : 0,
            p.text,
            at,
          ),
      ];
    }
    case 'question.answered': {
      const p = event.payload;
      return [
        db
          .prepare(
            `INSERT INTO discussion_posts (id, question_id, project_id, kind, author_id, author_name,
               author_role, is_founder, compensated_promoter, text, created_at)
             VALUES (?, ?, ?, 'answer', ?, ?, 'creator', 1, 0, ?, ?)`,
          )
          .bind(p.answerId, p.questionId, p.projectId, p.authorId, p.authorName, p.text, at),
        // The asker hears of the answer (not the founder answering their own question).
        db
          .prepare(
            `${INSERT_NOTIFICATION}
             SELECT ?1, author_id, 'answer', ?2, ?3, ?4, ?5, ?6 FROM discussion_posts
             WHERE id = ?3 AND author_id <> ?7`,
          )
          .bind(
            p.answerId,
            p.projectId,
            p.questionId,
            p.authorName,
            excerptOf(p.text),
            at,
            p.authorId,
          ),
      ];
    }
    case 'question.post_hidden': {
      const p = event.payload;
      return [
        db
          .prepare(
            `UPDATE discussion_posts SET hidden_at = ?, hidden_reason = ?, hidden_by = ?
             WHERE id = ? AND question_id = ?`,
          )
          .bind(at, p.reason, event.actorId, p.postId, p.questionId),
        // A hidden answer's text must not live on in the asker's notification.
        db
          .prepare(`UPDATE notifications SET excerpt = 'Removed by moderation' WHERE id = ?`)
          .bind(p.postId),
      ];
    }
    case 'question.post_edited': {
      const p = event.payload;
      return [
        db
          .prepare(
            'UPDATE discussion_posts SET text = ?, edited_at = ? WHERE id = ? AND question_id = ?',
          )
          .bind(p.text, at, p.postId, p.questionId),
        // The asker's notification quotes the answer as it now reads.
        db
          .prepare('UPDATE notifications SET excerpt = ? WHERE id = ?')
          .bind(excerptOf(p.text), p.postId),
      ];
    }
    case 'question.post_deleted': {
      const p = event.payload;
      return [
        db
          .prepare('UPDATE discussion_posts SET deleted_at = ? WHERE id = ? AND question_id = ?')
          .bind(at, p.postId, p.questionId),
        db
          .prepare(`UPDATE notifications SET excerpt = 'Deleted by its author' WHERE id = ?`)
          .bind(p.postId),
      ];
    }
  }
}

function projectThreadEvent(db: D1Database, event: ThreadEvent): D1PreparedStatement[] {
  const at = event.occurredAt;
  if (event.type === 'thread.read') {
    const p = event.payload;
    return [
      db
        .prepare(
          `UPDATE message_threads SET
             investor_read_upto = CASE WHEN investor_id = ?2 THEN MAX(investor_read_upto, ?3)
               ELSE investor_read_upto END,
             founder_read_upto = CASE WHEN founder_id = ?2 THEN MAX(founder_read_upto, ?3)
               ELSE founder_read_upto END
           WHERE id = ?1`,
        )
        .bind(p.threadId, p.readerId, p.upTo),
      db
        .prepare(
          `UPDATE notifications SET read_at = ?4
           WHERE user_id = ?2 AND kind = 'message' AND subject_id = ?1 AND read_at IS NULL
             AND id IN (SELECT id FROM thread_messages WHERE thread_id = ?1 AND number <= ?3)`,
        )
        .bind(p.threadId, p.readerId, p.upTo, at),
    ];
  }
  const p = event.payload;
  const number = event.version;
  const recipient = p.senderId === p.investorId ? p.founderId : p.investorId;
  return [
    db
      .prepare(
        `INSERT OR IGNORE INTO message_threads (id, project_id, investor_id, investor_name,
           founder_id, founder_name, last_message_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        p.threadId,
        p.projectId,
        p.investorId,
        p.investorName,
        p.founderId,
        p.founderName,
        at,
        at,
      ),
    db
      .prepare(
        `INSERT INTO thread_messages (id, thread_id, number, sender_id, sender_name, text, sent_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(p.messageId, p.threadId, number, p.senderId, p.senderName, p.text, at),
    // Names follow the latest message; the sender has read everything up to their own.
    db
      .prepare(
        `UPDATE message_threads SET last_number = ?2, last_message_at = ?3,
           investor_name = ?4, founder_name = ?5,
           investor_read_upto = CASE WHEN investor_id = ?6 THEN ?2 ELSE investor_read_upto END,
           founder_read_upto = CASE WHEN founder_id = ?6 THEN ?2 ELSE founder_read_upto END
         WHERE id = ?1`,
      )
      .bind(p.threadId, number, at, p.investorName, p.founderName, p.senderId),
    db
      .prepare(`${INSERT_NOTIFICATION} VALUES (?, ?, 'message', ?, ?, ?, ?, ?)`)
      .bind(p.messageId, recipient, p.projectId, p.threadId, p.senderName, excerptOf(p.text), at),
  ];
}

/**
 * The conversation statements of one event: [] for events this domain does not follow.
 * `project.update_posted` is projected into project_updates by the project projection;
 * here it notifies the project's followers and backers.
 */
export function projectConversationEvent(
  db: D1Database,
  event: StoredEvent,
): D1PreparedStatement[] {
  switch (event.streamType) {
    case 'question':
      return projectQuestionEvent(db, event);
    case 'thread':
    case 'thread-reads':
      return projectThreadEvent(db, event);
    case 'watchlist': {
      const p = event.payload;
      return event.type === 'watchlist.project_followed'
        ? [
            db
              .prepare(
                'INSERT OR IGNORE INTO project_follows (user_id, project_id, followed_at) VALUES (?, ?, ?)',
              )
              .bind(p.userId, p.projectId, event.occurredAt),
          ]
        : [
            db
              .prepare('DELETE FROM project_follows WHERE user_id = ? AND project_id = ?')
              .bind(p.userId, p.projectId),
          ];
    }
    case 'notifications': {
      if (event.type === 'notifications.opened') {
        const o = event.payload;
        return [
          db
            .prepare(
              'UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL',
            )
            .bind(event.occurredAt, o.notificationId, o.userId),
        ];
      }
      const p = event.payload;
      return [
        db
          .prepare(
            `UPDATE notifications SET read_at = ?
             WHERE user_id = ? AND read_at IS NULL AND created_at <= ?`,
          )
          .bind(event.occurredAt, p.userId, p.upTo),
      ];
    }
    case 'project': {
      if (event.type !== 'project.update_posted') return [];
      const u = event.payload;
      return [
        db
          .prepare(
            `${INSERT_NOTIFICATION}
             SELECT ?2 || ':' || a.uid, a.uid, 'update', ?1, ?2, p.creator_name, ?3, ?4
             FROM (${u.audience === 'backers' ? BACKERS_OF_PROJECT : AUDIENCE_OF_PROJECT}) a
             JOIN projects p ON p.id = ?1
             WHERE a.uid <> p.creator_id`,
          )
          .bind(event.streamId, u.updateId, excerptOf(u.title), event.occurredAt),
      ];
    }
    default:
      return [];
  }
}
