/** Reads of the identity read models (migration 0023). */
import { accreditationExpiresAt } from '../../shared/identity/accreditation';
import type {
  AccreditationView,
  AdminIdentityCheck,
  IdentityAddress,
  IdentityStatus,
} from '../../shared/identity/check';

interface CheckRow {
  user_id: string;
  status: IdentityStatus | 'submitted';
  legal_name: string;
  date_of_birth: string;
  address: string;
  tax_id_last4: string;
  provider: string;
  reason: string | null;
  submitted_at: string;
  decided_at: string | null;
  decided_by: string | null;
  version: number;
  email?: string | null;
  role?: string | null;
}

/** A check the provider has not answered yet counts as pending (it never lasts: same batch). */
const statusOf = (row: CheckRow): IdentityStatus =>
  row.status === 'submitted' ? 'pending_review' : row.status;

export async function findIdentityCheck(db: D1Database, userId: string) {
  return db
    .prepare('SELECT * FROM identity_checks WHERE user_id = ?')
    .bind(userId)
    .first<CheckRow>();
}

/** Where `userId`'s identity stands: `unverified` before their first check. */
export async function identityStatusOf(db: D1Database, userId: string) {
  const row = await findIdentityCheck(db, userId);
  return {
    status: row ? statusOf(row) : ('unverified' as IdentityStatus),
    reason: row?.reason ?? null,
    submittedAt: row?.submitted_at ?? null,
    decidedAt: row?.decided_at ?? null,
    version: row?.version ?? 0,
  };
}

function adminCheckOf(
  userId: string,
  row: CheckRow | null,
  who: WhoRow | null,
): AdminIdentityCheck {
  return {
    userId,
    email: row?.email ?? who?.email ?? null,
    role: row?.role ?? who?.role ?? null,
    status: row ? statusOf(row) : 'unverified',
    legalName: row?.legal_name ?? null,
    dateOfBirth: row?.date_of_birth ?? null,
    address: row ? (JSON.parse(row.address) as IdentityAddress) : null,
    taxIdLast4: row?.tax_id_last4 ?? null,
    provider: row?.provider ?? null,
    reason: row?.reason ?? null,
    submittedAt: row?.submitted_at ?? null,
    decidedAt: row?.decided_at ?? null,
    decidedBy: row?.decided_by ?? null,
  };
}

interface WhoRow {
  email: string | null;
  role: string | null;
}

const WITH_WHO = `SELECT ic.*, u.email AS email, p.role AS role FROM identity_checks ic
  LEFT JOIN auth_users u ON u.id = ic.user_id LEFT JOIN profiles p ON p.id = ic.user_id`;

/** The manual review queue, the longest waiting first. */
export async function listPendingReviews(db: D1Database): Promise<AdminIdentityCheck[]> {
  const { results } = await db
    .prepare(`${WITH_WHO} WHERE ic.status = 'pending_review' ORDER BY ic.submitted_at, ic.user_id`)
    .all<CheckRow>();
  return results.map((row) => adminCheckOf(row.user_id, row, null));
}

/** One person's check as an admin sees it, or null for an unknown user. */
export async function adminIdentityOf(
  db: D1Database,
  userId: string,
): Promise<AdminIdentityCheck | null> {
  const [row, who] = await Promise.all([
    db.prepare(`${WITH_WHO} WHERE ic.user_id = ?`).bind(userId).first<CheckRow>(),
    db
      .prepare(
        'SELECT u.email AS email, p.role AS role FROM auth_users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ?',
      )
      .bind(userId)
      .first<WhoRow>(),
  ]);
  if (!row && !who) return null;
  return adminCheckOf(userId, row, who);
}

/** The investor's accredited self-certification, with whether it has lapsed at `now`. */
export async function accreditationOf(
  db: D1Database,
  userId: string,
  now: Date,
): Promise<AccreditationView | null> {
  const row = await db
    .prepare('SELECT * FROM accreditation_certifications WHERE investor_id = ?')
    .bind(userId)
    .first<{ wording_version: string; statement: string; certified_at: string }>();
  if (!row) return null;
  const expiresAt = accreditationExpiresAt(row.certified_at);
  return {
    certifiedAt: row.certified_at,
    wordingVersion: row.wording_version,
    statement: row.statement,
    expiresAt,
    lapsed: Date.parse(expiresAt) <= now.getTime(),
  };
}
