/** Reads of signed SAFEs for their OCF export and the public check. */
import type { InvestmentStatus } from '../../shared/investing/api';
import type { SafeDocumentData } from '../../shared/offering/safe-document';
import type { VerifiedSafeStatus } from '../../shared/verification/verify-api';

export interface IssuedSafeRow {
  id: string;
  investor_id: string;
  investor_name: string;
  status: InvestmentStatus;
  safe_data: string;
  safe_sha256: string;
  committed_at: string;
  slug: string;
  title: string;
}

const SELECT_SAFE = `SELECT c.id, c.investor_id, c.investor_name, c.status, c.safe_data,
  c.safe_sha256, c.committed_at, p.slug, p.title
  FROM commitments c JOIN projects p ON p.id = c.project_id`;

/**
 * What a SAFE's status says to someone checking it: settled commitments are issued
 * SAFEs; signed ones wait for the offering to close; cancelled or refunded ones were
 * never issued.
 */
export function verifiedStatusOf(status: InvestmentStatus): VerifiedSafeStatus {
  if (status === 'settled') return 'issued';
  if (status === 'cancelled' || status === 'refunded') return 'void';
  return 'awaiting_close';
}

const STATUS_RANK: Record<VerifiedSafeStatus, number> = { issued: 0, awaiting_close: 1, void: 2 };

/**
 * The signed SAFE whose text hashes to `sha256`, or null. The same text can be signed
 * twice (same investor, amount, day and offering), so the one that stands best answers.
 */
export async function findSafeByHash(
  db: D1Database,
  sha256: string,
): Promise<IssuedSafeRow | null> {
  const { results } = await db
    .prepare(`${SELECT_SAFE} WHERE c.safe_sha256 = ? ORDER BY c.committed_at, c.id`)
    .bind(sha256)
    .all<IssuedSafeRow>();
  const ranked = [...results].sort(
    (a, b) => STATUS_RANK[verifiedStatusOf(a.status)] - STATUS_RANK[verifiedStatusOf(b.status)],
  );
  return ranked[0] ?? null;
}

export function findSafeById(db: D1Database, id: string): Promise<IssuedSafeRow | null> {
  return db.prepare(`${SELECT_SAFE} WHERE c.id = ?`).bind(id).first<IssuedSafeRow>();
}

export function safeDataOfRow(row: IssuedSafeRow): SafeDocumentData {
  return JSON.parse(row.safe_data) as SafeDocumentData;
}
