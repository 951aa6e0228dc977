import type { ThreadResponse } from '../../shared/conversations/api';
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

export const THREAD_SELECT = `SELECT t.*, p.slug AS project_slug, p.title AS project_title
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

/** The thread as one participant sees it: the other side's name and role. */
export function threadHeader(row: ThreadRow, userId: string): ThreadResponse['thread'] {
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
