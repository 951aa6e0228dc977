import type { PageQuery, SendMessageRequest, ThreadResponse } from '../../shared/conversations/api';
import { MESSAGE_RATE_LIMIT } from '../../shared/conversations/text';
import type { CommandCaller } from '../projects/caller';
import { appendWith } from './append';
import type { CommandContext } from './context';
import { forbidden, projectNotFound } from './errors';
import { threadMessages } from './message-pages';
import { participantThread, threadIdOf, type ThreadRow } from './message-queries';
import { isPublished, projectById } from './project-ref';
import { enforceRateLimit } from './rate-limit';

/** True when the investor follows the project or holds a commitment to it. */
async function followsOrBacks(db: D1Database, projectId: string, investorId: string) {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM project_follows WHERE project_id = ?1 AND user_id = ?2)
         OR EXISTS (SELECT 1 FROM commitments WHERE project_id = ?1 AND investor_id = ?2
           AND status NOT IN ('cancelled', 'refunded')) AS ok`,
    )
    .bind(projectId, investorId)
    .first<{ ok: number }>();
  return row?.ok === 1;
}

interface Participants {
  threadId: string;
  projectId: string;
  projectSlug: string;
  projectTitle: string;
  investorId: string;
  investorName: string;
  founderId: string;
  founderName: string;
}

/** An investor writing about a project: their thread with its founder (new or not). */
async function openedBy(db: D1Database, caller: CommandCaller, projectId: string) {
  if (caller.role !== 'investor') {
    throw forbidden(
      'Only investors can start a conversation with a founder. Reply in one of your conversations instead.',
    );
  }
  const project = await projectById(db, projectId);
  if (!project || !isPublished(project)) throw projectNotFound();
  if (!(await followsOrBacks(db, project.id, caller.id))) {
    throw forbidden('Follow or invest in this project to message its founder.');
  }
  return {
    threadId: await threadIdOf(project.id, caller.id),
    projectId: project.id,
    projectSlug: project.slug,
    projectTitle: project.title,
    investorId: caller.id,
    investorName: caller.name,
    founderId: project.creatorId,
    founderName: project.creatorName,
  } satisfies Participants;
}

function repliedIn(row: ThreadRow, caller: CommandCaller): Participants {
  const isInvestor = row.investor_id === caller.id;
  return {
    threadId: row.id,
    projectId: row.project_id,
    projectSlug: row.project_slug,
    projectTitle: row.project_title,
    investorId: row.investor_id,
    investorName: isInvestor ? caller.name : row.investor_name,
    founderId: row.founder_id,
    founderName: isInvestor ? row.founder_name : caller.name,
  };
}

/**
 * Sends a direct message: an investor to a project's founder (`projectId`), or either
 * participant replying in their thread (`threadId`; anyone else gets a 404). The other
 * participant gets a notification and an email in the same batch.
 */
export async function sendMessage(
  db: D1Database,
  caller: CommandCaller,
  input: SendMessageRequest,
  ctx: CommandContext,
): Promise<ThreadResponse> {
  const who =
    'projectId' in input
      ? await openedBy(db, caller, input.projectId)
      : repliedIn(await participantThread(db, caller.id, input.threadId), caller);
  await enforceRateLimit(
    {
      noun: 'messages',
      max: MESSAGE_RATE_LIMIT.messages,
      windowMinutes: MESSAGE_RATE_LIMIT.windowMinutes,
      recent: (since) =>
        db
          .prepare(
            `SELECT sent_at AS created_at FROM thread_messages
             WHERE sender_id = ? AND sent_at > ? ORDER BY sent_at`,
          )
          .bind(caller.id, since),
    },
    ctx.now,
    ctx.setHeader,
  );
  const messageId = crypto.randomUUID();
  const { threadId, projectId, investorId, investorName, founderId, founderName } = who;
  await appendWith(
    db,
    {
      streamId: `thread:${threadId}`,
      streamType: 'thread',
      actorId: caller.id,
      events: [
        {
          type: 'thread.message_posted',
          // The command's clock, so the seed can write its history at past times.
          occurredAt: ctx.now.toISOString(),
          payload: {
            threadId,
            messageId,
            projectId,
            investorId,
            investorName,
            founderId,
            founderName,
            senderId: caller.id,
            senderName: caller.name,
            text: input.text,
          },
        },
      ],
    },
    // The recipient's mail is queued by the message's own projection (worker/notify).
    [],
  );
  return threadMessages(db, await participantThread(db, caller.id, threadId), caller.id);
}

/**
 * A participant opens their thread: its newest messages (or, with a cursor, earlier
 * ones), and on opening a read mark up to the newest one (recorded only when something
 * was unread, so reading twice records nothing).
 */
export async function readThread(
  db: D1Database,
  userId: string,
  threadId: string,
  query: PageQuery = {},
): Promise<ThreadResponse> {
  const row = await participantThread(db, userId, threadId);
  const view = await threadMessages(db, row, userId, query);
  const readUpTo = row.investor_id === userId ? row.investor_read_upto : row.founder_read_upto;
  if (query.cursor === undefined && readUpTo < row.last_number) {
    await appendWith(db, {
      streamId: `thread-reads:${threadId}`,
      streamType: 'thread-reads',
      actorId: userId,
      events: [
        { type: 'thread.read', payload: { threadId, readerId: userId, upTo: row.last_number } },
      ],
    });
  }
  return view;
}
