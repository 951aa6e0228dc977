/**
 * The audit trail read straight from the event log (docs/identity.md#audit-trail): the
 * events of the admin actions, newest first, with the acting admin and the subject
 * joined in. The log is append-only (migration 0003's triggers), so the trail is too.
 */
import {
  AUDIT_ACTIONS,
  AUDIT_ACTION_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditSubject,
} from '../../shared/audit/api';
import { formatDate } from '../../shared/format';
import { paths } from '../../shared/routes';

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds; the screen says to narrow the filters past it. */
export const AUDIT_EXPORT_LIMIT = 10_000;

interface AuditRow {
  seq: number;
  stream_id: string;
  stream_type: string;
  type: AuditAction;
  payload: string;
  actor_id: string | null;
  occurred_at: string;
  actor_name: string | null;
  actor_email: string | null;
  project_id: string | null;
  project_title: string | null;
  project_slug: string | null;
  subject_email: string | null;
}

const SUBJECT_USER = `CASE WHEN e.stream_type = 'user' THEN e.stream_id
  WHEN e.stream_type = 'identity' THEN substr(e.stream_id, 10) END`;
const SUBJECT_PROJECT = `CASE WHEN e.stream_type = 'project' THEN e.stream_id
  WHEN e.stream_type = 'offering' THEN substr(e.stream_id, 10)
  WHEN e.stream_type = 'conversion' THEN substr(e.stream_id, 12)
  WHEN e.stream_type = 'question' THEN (SELECT dp.project_id FROM discussion_posts dp WHERE dp.id = e.stream_id) END`;

const SELECT_AUDIT = `SELECT e.seq, e.stream_id, e.stream_type, e.type, e.payload, e.actor_id,
    e.occurred_at, ap.full_name AS actor_name, au.email AS actor_email,
    pr.id AS project_id, pr.title AS project_title, pr.slug AS project_slug,
    su.email AS subject_email
  FROM events e
  LEFT JOIN profiles ap ON ap.id = e.actor_id
  LEFT JOIN auth_users au ON au.id = e.actor_id
  LEFT JOIN projects pr ON pr.id = (${SUBJECT_PROJECT})
  LEFT JOIN auth_users su ON su.id = (${SUBJECT_USER})`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause and its bindings for `query`. */
function filterOf(query: AuditQuery) {
  const where = [`e.type IN (${AUDIT_ACTION_TYPES.map(() => '?').join(', ')})`];
  const binds: (string | number)[] = [...AUDIT_ACTION_TYPES];
  if (query.action) {
    where.push('e.type = ?');
    binds.push(query.action);
  }
  if (query.actor) {
    where.push(
      `(e.actor_id = ? OR au.email LIKE ? ESCAPE '\\' OR ap.full_name LIKE ? ESCAPE '\\')`,
    );
    binds.push(query.actor, likeOf(query.actor), likeOf(query.actor));
  }
  if (query.subject) {
    where.push(
      `(e.stream_id LIKE ? ESCAPE '\\' OR pr.title LIKE ? ESCAPE '\\' OR pr.slug LIKE ? ESCAPE '\\'
        OR su.email LIKE ? ESCAPE '\\' OR e.payload LIKE ? ESCAPE '\\')`,
    );
    const like = likeOf(query.subject);
    binds.push(like, like, like, like, like);
  }
  if (query.from) {
    where.push('e.occurred_at >= ?');
    binds.push(`${query.from}T00:00:00.000Z`);
  }
  if (query.to) {
    where.push('e.occurred_at <= ?');
    binds.push(`${query.to}T23:59:59.999Z`);
  }
  if (query.before) {
    where.push('e.seq < ?');
    binds.push(Number(query.before));
  }
  return { where: where.join(' AND '), binds };
}

function subjectOf(row: AuditRow, payload: Record<string, unknown>): AuditSubject {
  if (row.project_id) {
    return {
      kind: 'project',
      id: row.project_id,
      label: row.project_title ?? row.project_id,
      href: row.project_slug ? paths.project(row.project_slug) : paths.admin.projects,
    };
  }
  if (row.stream_type === 'user' || row.stream_type === 'identity') {
    const id = row.stream_id.replace(/^identity:/, '');
    const invited = typeof payload.email === 'string' ? payload.email : null;
    const label = row.subject_email ?? invited ?? id;
    return { kind: 'user', id, label, href: `${paths.admin.users}?q=${encodeURIComponent(label)}` };
  }
  if (row.stream_type === 'contact') {
    return {
      kind: 'contact',
      id: row.stream_id,
      label: 'Contact message',
      href: paths.admin.messages,
    };
  }
  return { kind: 'question', id: row.stream_id, label: row.stream_id, href: paths.admin.projects };
}

/** The reason, note or change an action carries, as one line. */
export function detailsOf(type: AuditAction, p: Record<string, unknown>): string {
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
  // A date as people read it ('Nov 20, 2026'); what is no date is shown as recorded.
  const day = (key: string) => {
    const value = text(key);
    return Number.isNaN(Date.parse(value)) ? value : formatDate(value);
  };
  switch (type) {
    case 'project.changes_requested':
      return text('note');
    case 'project.rejected':
    case 'question.post_hidden':
      return text('reason');
    case 'project.featured':
      return p.featured ? 'Featured' : 'Unfeatured';
    case 'offering.early_close_noticed':
      return `New end ${day('newEndsAt')} (was ${day('previousEndsAt')})`;
    case 'user.role_changed':
      return `${text('previousRole')} → ${text('role')}`;
    case 'user.suspended':
      return `Until ${day('until')}`;
    case 'user.updated_by_admin':
      return Array.isArray(p.fields) ? `Changed ${p.fields.join(', ')}` : '';
    case 'user.link_generated':
      return `A ${text('type')} link`;
    case 'identity.review_decided':
      return `${p.decision === 'approve' ? 'Approved' : 'Rejected'}: ${text('reason')}`;
    case 'contact.message_handled':
      return p.handled ? 'Marked handled' : 'Marked new';
    case 'conversion.priced_round_recorded':
    case 'conversion.liquidity_recorded':
    case 'conversion.dissolution_recorded':
      return `On ${day('occurredOn')}`;
    default:
      return '';
  }
}

function entryOf(row: AuditRow): AuditEntry {
  const payload = JSON.parse(row.payload) as Record<string, unknown>;
  const actor =
    row.actor_id === null
      ? 'Service key'
      : [row.actor_name, row.actor_email ? `<${row.actor_email}>` : null]
          .filter(Boolean)
          .join(' ') || row.actor_id;
  return {
    seq: row.seq,
    at: row.occurred_at,
    action: row.type,
    label: AUDIT_ACTIONS[row.type],
    actorId: row.actor_id,
    actor,
    subject: subjectOf(row, payload),
    details: detailsOf(row.type, payload).replace(/\s+/g, ' ').trim(),
  };
}

/** Up to `limit` entries matching `query`, newest first. */
export async function listAuditEntries(
  db: D1Database,
  query: AuditQuery,
  limit: number,
): Promise<AuditEntry[]> {
  const { where, binds } = filterOf(query);
  const { results } = await db
    .prepare(`${SELECT_AUDIT} WHERE ${where} ORDER BY e.seq DESC LIMIT ?`)
    .bind(...binds, limit)
    .all<AuditRow>();
  return results.map(entryOf);
}
