/**
 * Paged reads of direct messages: a thread's messages (newest page first, "load earlier"
 * with the cursor), the inbox (latest activity first) and a founder's latest received
 * messages for the creator dashboard.
 */
import type {
  MessageView,
  PageQuery,
  ThreadListResponse,
  ThreadResponse,
  ThreadSummary,
} from '../../shared/conversations/api';
import { decodeCursor, pageOf, DEFAULT_PAGE_SIZE } from './paging';
import { threadHeader, type ThreadRow } from './message-queries';

interface MessageRow {
  id: string;
  number: number;
  sender_id: string;
  sender_name: string;
  text: string;
  sent_at: string;
}

const toMessage = (row: MessageRow, userId: string): MessageView => ({
  id: row.id,
  senderName: row.sender_name,
  mine: row.sender_id === userId,
  text: row.text,
  sentAt: row.sent_at,
});

/**
 * One page of a thread as the caller sees it: the newest `limit` messages before the
 * cursor, shown oldest first; `nextCursor` asks for the earlier ones. A cursor naming a
 * message of another thread matches nothing (an empty page), never another thread's text.
 */
export async function threadMessages(
  db: D1Database,
  row: ThreadRow,
  userId: string,
  query: PageQuery = {},
): Promise<ThreadResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor);
  const { results } = await db
    .prepare(
      `SELECT * FROM thread_messages WHERE thread_id = ?1
         AND (?2 IS NULL OR number <
           (SELECT number FROM thread_messages WHERE thread_id = ?1 AND id = ?2))
       ORDER BY number DESC LIMIT ?3`,
    )
    .bind(row.id, cursor?.id ?? null, limit + 1)
    .all<MessageRow>();
  const page = pageOf(results, limit, (m) => ({ at: m.sent_at, id: m.id }));
  return {
    thread: threadHeader(row, userId),
    messages: page.rows.reverse().map((m) => toMessage(m, userId)),
    nextCursor: page.nextCursor,
  };
}

interface ListedThreadRow extends ThreadRow {
  last_message_at: string;
  unread: number;
  m_sender_id: string;
  m_sender_name: string;
  m_text: string;
  m_sent_at: string;
}

/** Messages of a thread the user has not read (the other side's, after their read mark). */
const UNREAD_SQL = `(SELECT COUNT(*) FROM thread_messages u WHERE u.thread_id = t.id
  AND u.sender_id <> ?1 AND u.number > CASE WHEN t.investor_id = ?1 THEN t.investor_read_upto
    ELSE t.founder_read_upto END)`;

/**
 * The caller's threads, latest activity first, each with its last message and unread
 * count, a page at a time; `unreadTotal` counts every thread, not just this page.
 */
export async function listThreads(
  db: D1Database,
  userId: string,
  query: PageQuery = {},
): Promise<ThreadListResponse> {
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const cursor = decodeCursor(query.cursor);
  const [listed, total] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT t.*, p.slug AS project_slug, p.title AS project_title,
           m.sender_id AS m_sender_id, m.sender_name AS m_sender_name, m.text AS m_text,
           m.sent_at AS m_sent_at, ${UNREAD_SQL} AS unread
         FROM message_threads t JOIN projects p ON p.id = t.project_id
         JOIN thread_messages m ON m.thread_id = t.id AND m.number = t.last_number
         WHERE (t.investor_id = ?1 OR t.founder_id = ?1)
           AND (?2 IS NULL OR t.last_message_at < ?2 OR (t.last_message_at = ?2 AND t.id < ?3))
         ORDER BY t.last_message_at DESC, t.id DESC LIMIT ?4`,
      )
      .bind(userId, cursor?.at ?? null, cursor?.id ?? '', limit + 1),
    db
      .prepare(
        `SELECT COALESCE(SUM(${UNREAD_SQL}), 0) AS n FROM message_threads t
         WHERE t.investor_id = ?1 OR t.founder_id = ?1`,
      )
      .bind(userId),
  ]);
  const page = pageOf((listed?.results ?? []) as ListedThreadRow[], limit, (r) => ({
    at: r.last_message_at,
    id: r.id,
  }));
  const threads: ThreadSummary[] = page.rows.map((r) => ({
    ...threadHeader(r, userId),
    lastMessage: {
      text: r.m_text,
      senderName: r.m_sender_name,
      sentAt: r.m_sent_at,
      mine: r.m_sender_id === userId,
    },
    unread: r.unread,
  }));
  const unreadTotal = (total?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { threads, unreadTotal, nextCursor: page.nextCursor };
}

/** A message a founder received, for the creator dashboard, with the thread it is in. */
export interface ReceivedMessage {
  id: string;
  threadId: string;
  senderName: string;
  text: string;
  sentAt: string;
}

/** The latest messages investors sent to this founder, newest first, across their threads. */
export async function recentMessagesFor(
  db: D1Database,
  founderId: string,
  limit: number,
): Promise<ReceivedMessage[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.thread_id, m.sender_name, m.text, m.sent_at
       FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
       WHERE t.founder_id = ?1 AND m.sender_id <> ?1
       ORDER BY m.sent_at DESC, m.id LIMIT ?2`,
    )
    .bind(founderId, limit)
    .all<{ id: string; thread_id: string; sender_name: string; text: string; sent_at: string }>();
  return results.map((m) => ({
    id: m.id,
    threadId: m.thread_id,
    senderName: m.sender_name,
    text: m.text,
    sentAt: m.sent_at,
  }));
}
