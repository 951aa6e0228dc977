/**
 * The admins' audit trail (docs/identity.md#audit-trail): every admin action is an
 * event carrying the acting admin (and a founder's records after the raise, which admins
 * review); GET /api/admin/audit lists them with filters and
 * GET /api/admin/audit.csv exports the same selection. Nothing edits or deletes one.
 */
import * as v from 'valibot';

/** The admin actions the trail lists, each with the words the screen shows. */
export const AUDIT_ACTIONS = {
  'project.approved': 'Approved a project',
  'project.changes_requested': 'Requested changes to a project',
  'project.rejected': 'Rejected a project',
  'project.featured': 'Featured or unfeatured a project',
  'offering.early_close_noticed': 'Closed an offering early',
  'question.post_hidden': 'Hid a discussion post',
  'user.role_changed': "Changed a user's role",
  'user.suspended': 'Suspended a user',
  'user.restored': 'Restored a suspended user',
  'user.invited': 'Invited a user',
  'user.updated_by_admin': 'Edited a user',
  'user.link_generated': 'Generated a sign-in link',
  'user.deleted': 'Deleted a user',
  'identity.review_decided': 'Decided an identity review',
  'contact.message_handled': 'Handled a contact message',
  // A founder's records after the raise (docs/after-the-raise.md), which admins review here.
  'conversion.outside_safe_recorded': 'Founder entered a SAFE sold outside the platform',
  'conversion.priced_round_recorded': 'Founder recorded a priced round',
  'conversion.liquidity_recorded': 'Founder recorded a sale of the company',
  'conversion.dissolution_recorded': 'Founder recorded a dissolution',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_TYPES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(max, `The ${label} filter is at most ${max} characters.`),
    ),
  );

const day = (label: string) =>
  v.optional(v.pipe(v.string(), v.isoDate(`The ${label} date must be YYYY-MM-DD.`)));

/** The query string of both routes; every filter is optional. */
export const auditQuerySchema = v.strictObject(
  {
    /** The acting admin: their email or name, or part of it. */
    actor: optionalText('who', 254),
    action: v.optional(v.picklist(AUDIT_ACTION_TYPES, 'Choose one of the listed actions.')),
    /** The subject: a project's title or slug, a user's email, or an id. */
    subject: optionalText('subject', 254),
    from: day('from'),
    to: day('to'),
    /** Entries older than this sequence number (the next page). */
    before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'Use the next page link.'))),
  },
  'Filter by who, action, subject, from and to only.',
);

export type AuditQuery = v.InferOutput<typeof auditQuerySchema>;

export interface AuditSubject {
  kind: 'project' | 'user' | 'question' | 'contact';
  id: string;
  /** A title, an email, or the id when nothing better is known. */
  label: string;
  /** Where the subject is on screen. */
  href: string;
}

export interface AuditEntry {
  seq: number;
  at: string;
  action: AuditAction;
  label: string;
  actorId: string | null;
  /** The admin's name and email; "Service key" for the service role key. */
  actor: string;
  subject: AuditSubject;
  /** The reason, note or change the event carries, as one line. */
  details: string;
}

export interface AuditResponse {
  entries: AuditEntry[];
  /** Pass as `before` for the next page; null on the last one. */
  nextBefore: string | null;
}
