import type {
  MessageView,
  ThreadListResponse,
  ThreadResponse,
  ThreadSummary,
} from '../../shared/conversations/api';
import { notFound } from './errors';

export interface ThreadRow {
  id: string;
  project_id: string;
  project_slug: string;
  project_title: string;
  investor_id: string;
  investor_name: string;
  founder_id: string;
  founder_name: string;
  investor_read_upto: number;
  founder_read_upto: number;
  last_number: number;
}

const THREAD_SELECT = `SELECT t.*, p.slug AS project_slug, p.title AS project_title
  FROM message_threads t JOIN projects p ON p.id = t.project_id`;

/** A thread's id: one per investor and project, the same however often they write. */
export async function threadIdOf(projectId: string, investorId: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`thread:${projectId}:${investorId}`),
  );
  return [...new Uint8Array(digest).slice(0, 16)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * A thread the caller takes part in. Anyone else, admins included, is told it does not
 * exist: private messages are read by their two participants only.
 */
export async function participantThread(
  db: D1Database,
  userId: string,
  threadId: string,
): Promise<ThreadRow> {
  const row = await db.prepare(`${THREAD_SELECT} WHERE t.id = ?`).bind(threadId).first<ThreadRow>();
  if (!row || (row.investor_id !== userId && row.founder_id !== userId)) {
    throw notFound('Conversation');
  }
  return row;
}

function threadHeader(row: ThreadRow, userId: string): ThreadResponse['thread'] {
  const investorSide = row.investor_id === userId;
  return {
    id: row.id,
    projectId: row.project_id,
    projectSlug: row.project_slug,
    projectTitle: row.project_title,
    withName: investorSide ? row.founder_name : row.investor_name,
    withRole: investorSide ? 'founder' : 'investor',
  };
}

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

/** Every message of a thread, oldest first, as the caller sees them. */
export async function threadMessages(
  db: D1Database,
  row: ThreadRow,
  userId: string,
): Promise<ThreadResponse> {
  const { results } = await db
    .prepare('SELECT * FROM thread_messages WHERE thread_id = ? ORDER BY number')
    .bind(row.id)
    .all<MessageRow>();
  return {
    thread: threadHeader(row, userId),
    messages: results.map((m) => toMessage(m, userId)),
  };
}

interface ListedThreadRow extends ThreadRow {
  unread: number;
  m_sender_id: string;
  m_sender_name: string;
  m_text: string;
  m_sent_at: string;
}

/** The caller's threads, latest activity first, with the last message and unread count. */
export async function listThreads(db: D1Database, userId: string): Promise<ThreadListResponse> {
  const { results } = await db
    .prepare(
      `SELECT t.*, p.slug AS project_slug, p.title AS project_title,
         m.id AS m_id, m.number AS m_number, m.sender_id AS m_sender_id,
         m.sender_name AS m_sender_name, m.text AS m_text, m.sent_at AS m_sent_at,
         (SELECT COUNT(*) FROM thread_messages u WHERE u.thread_id = t.id AND u.sender_id <> ?1
            AND u.number > CASE WHEN t.investor_id = ?1 THEN t.investor_read_upto
              ELSE t.founder_read_upto END) AS unread
       FROM message_threads t JOIN projects p ON p.id = t.project_id
       JOIN thread_messages m ON m.thread_id = t.id AND m.number = t.last_number
       WHERE t.investor_id = ?1 OR t.founder_id = ?1
       ORDER BY t.last_message_at DESC, t.id`,
    )
    .bind(userId)
    .all<ListedThreadRow>();
  const threads: ThreadSummary[] = results.map((r) => {
    return {
      ...threadHeader(r, userId),
      lastMessage: {
        text: r.m_text,
        senderName: r.m_sender_name,
        sentAt: r.m_sent_at,
        mine: r.m_sender_id === userId,
      },
      unread: r.unread,
    };
  });
  return { threads, unreadTotal: threads.reduce((sum, t) => sum + t.unread, 0) };
}
