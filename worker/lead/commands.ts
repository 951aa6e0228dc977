/**
 * The lead investor commands (docs/before-the-raise.md#lead-investor): the creator names
 * an investor on the platform; that investor accepts (with a quote) or declines. Each
 * appends to `lead:<projectId>` at the version it read.
 */
import { eventNameOf } from '../../shared/schemas/person';
import { appendToStream, ConcurrencyConflictError, type NewEvent } from '../event-store';
import { ApiError } from '../http/api-error';
import { leadStreamId } from './projection';
import { findLead } from './queries';

/** Statuses in which a project's raise is ahead or under way: a lead can be named. */
const NAMEABLE = new Set(['draft', 'in_review', 'changes_requested', 'active']);

async function append(
  db: D1Database,
  projectId: string,
  version: number,
  actorId: string,
  event: NewEvent,
) {
  try {
    await appendToStream(db, {
      streamId: leadStreamId(projectId),
      streamType: 'lead',
      expectedVersion: version,
      actorId,
      events: [event],
    });
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(409, 'conflict', 'The lead changed just now: reload and try again.');
    }
    throw error;
  }
}

/**
 * An investor account by email: the embedded auth's users with their profile role, and
 * the platform's joined users (the sample people, or a hosted project's sign-ups).
 */
function findInvestorByEmail(db: D1Database, email: string) {
  return db
    .prepare(
      `SELECT u.id, p.full_name AS name, u.email FROM auth_users u JOIN profiles p ON p.id = u.id
         WHERE lower(u.email) = lower(?1) AND p.role = 'investor'
       UNION ALL
       SELECT id, name, email FROM platform_users WHERE lower(email) = lower(?1) AND role = 'investor'
       LIMIT 1`,
    )
    .bind(email)
    .first<{ id: string; name: string | null; email: string }>();
}

/** Names the investor with `email` as the lead of the creator's own project. */
export async function nameLead(
  db: D1Database,
  creatorId: string,
  projectId: string,
  email: string,
): Promise<void> {
  const project = await db
    .prepare('SELECT creator_id, status FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string; status: string }>();
  if (!project || project.creator_id !== creatorId) {
    throw new ApiError(404, 'not_found', 'Project not found.');
  }
  if (!NAMEABLE.has(project.status)) {
    throw new ApiError(409, 'raise_over', 'A lead can only be named before or during the raise.');
  }
  const investor = await findInvestorByEmail(db, email);
  if (!investor) {
    throw new ApiError(
      422,
      'not_an_investor',
      'No investor on LaunchFund has that email address.',
      {
        email: 'No investor on LaunchFund has that email address.',
      },
    );
  }
  const current = await findLead(db, projectId);
  if (current?.status === 'accepted') {
    throw new ApiError(409, 'lead_taken', `${current.investor_name} already leads this round.`);
  }
  if (current?.status === 'invited' && current.investor_id === investor.id) return;
  await append(db, projectId, current?.version ?? 0, creatorId, {
    type: 'lead.invited',
    payload: { projectId, investorId: investor.id, investorName: eventNameOf(investor) },
  });
}

async function ownInvitation(db: D1Database, investorId: string, projectId: string) {
  const lead = await findLead(db, projectId);
  if (!lead || lead.investor_id !== investorId) {
    throw new ApiError(404, 'not_found', 'You have no lead invitation for this project.');
  }
  return lead;
}

/** The named investor accepts, with the quote the project page shows. */
export async function acceptLead(
  db: D1Database,
  investorId: string,
  projectId: string,
  quote: string,
): Promise<void> {
  const lead = await ownInvitation(db, investorId, projectId);
  if (lead.status === 'accepted' && lead.quote === quote) return;
  if (lead.status === 'declined') {
    throw new ApiError(
      409,
      'declined',
      'You declined this invitation; the founder can name you again.',
    );
  }
  await append(db, projectId, lead.version, investorId, {
    type: 'lead.accepted',
    payload: { projectId, investorId, quote },
  });
}

/** The named investor declines (also after accepting: they step down as lead). */
export async function declineLead(db: D1Database, investorId: string, projectId: string) {
  const lead = await ownInvitation(db, investorId, projectId);
  if (lead.status === 'declined') return;
  await append(db, projectId, lead.version, investorId, {
    type: 'lead.declined',
    payload: { projectId, investorId },
  });
}
