import {
  AVATARS_BUCKET,
  PROJECT_IMAGES_BUCKET,
  SAFE_DOCUMENTS_BUCKET,
} from '../../shared/storage/buckets';
import type { StorageCaller } from './caller';

/**
 * The storage access rules, as row-level security policies would state them
 * (docs/storage.md#access-rules). Each object's first path segment names who it
 * belongs to:
 * - avatars/<user id>/…: anyone reads (public bucket); only that user writes.
 * - project-images/<project id>/…: anyone reads; only the project's creator writes.
 * - safe-documents/<commitment id>/…: only the investor of that commitment, the
 *   project's founder and admins read; the investor and admins write.
 * Any other bucket (created by an admin): admins write; reads follow its public flag,
 * else admins only.
 */

export type StorageAction = 'read' | 'write' | 'remove';

function ownerSegment(name: string): string {
  return name.split('/')[0] ?? '';
}

async function projectCreator(db: D1Database, projectId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT creator_id FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string }>();
  return row?.creator_id ?? null;
}

async function commitmentParties(
  db: D1Database,
  commitmentId: string,
): Promise<{ investorId: string; founderId: string | null } | null> {
  const row = await db
    .prepare(
      `SELECT c.investor_id AS investor_id, p.creator_id AS founder_id
       FROM commitments c LEFT JOIN projects p ON p.id = c.project_id WHERE c.id = ?`,
    )
    .bind(commitmentId)
    .first<{ investor_id: string; founder_id: string | null }>();
  return row ? { investorId: row.investor_id, founderId: row.founder_id } : null;
}

/**
 * Whether `caller` may do `action` on object `name` of `bucketId`. Reads of public
 * buckets through the public route never ask (anyone may).
 */
export async function mayAccess(
  db: D1Database,
  caller: StorageCaller,
  bucketId: string,
  name: string,
  action: StorageAction,
): Promise<boolean> {
  if (caller.kind === 'anon') return false;
  // The service role key bypasses row-level security, as on hosted storage.
  if (caller.kind === 'service_role') return true;
  const isAdmin = caller.role === 'admin';
  const owner = ownerSegment(name);
  switch (bucketId) {
    case AVATARS_BUCKET:
      return action === 'read' || owner === caller.id || (action === 'remove' && isAdmin);
    case PROJECT_IMAGES_BUCKET:
      if (action === 'read') return true;
      if (action === 'remove' && isAdmin) return true;
      return (await projectCreator(db, owner)) === caller.id;
    case SAFE_DOCUMENTS_BUCKET: {
      if (isAdmin) return true;
      const parties = await commitmentParties(db, owner);
      if (!parties) return false;
      if (action === 'read')
        return caller.id === parties.investorId || caller.id === parties.founderId;
      return caller.id === parties.investorId;
    }
    default:
      return isAdmin;
  }
}

/** Only admins and the service role key manage buckets. */
export function mayManageBuckets(caller: StorageCaller): boolean {
  return caller.kind === 'service_role' || (caller.kind === 'user' && caller.role === 'admin');
}
