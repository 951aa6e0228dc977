/**
 * Who may read a project's disclosures and its statements (docs/before-the-raise.md#who-reads-the-disclosures):
 * anyone once the offering is public (live, funded or failed), as on real portals where
 * the Form C is public; before that only the founder and the admins.
 */
import type { Context } from 'hono';
import { authConfig } from '../auth/config';
import type { Env } from '../env';
import { ApiError } from '../http/api-error';
import { resolveCaller } from '../middleware/require-user';
import { signObjectUrl } from '../storage/signed-url';
import { DISCLOSURE_DOCUMENTS_BUCKET } from '../../shared/disclosures/storage';

const PUBLIC_STATUSES = new Set(['active', 'funded', 'failed']);

/** How long a statement's signed link lives: long enough to open it, short enough not to spread. */
export const STATEMENT_LINK_SECONDS = 15 * 60;

export interface ReadableProject {
  id: string;
  slug: string;
  title: string;
  status: string;
  creator_id: string;
  end_date: string | null;
}

/** The project by slug if the caller may read its disclosures, else a 404. */
export async function readableProject<E extends { Bindings: Env }>(
  c: Context<E>,
  slug: string,
): Promise<ReadableProject> {
  const project = await c.env.DB.prepare(
    'SELECT id, slug, title, status, creator_id, end_date FROM projects WHERE slug = ?',
  )
    .bind(slug)
    .first<ReadableProject>();
  if (!project || project.status === 'deleted') {
    throw new ApiError(404, 'not_found', 'Project not found.');
  }
  if (PUBLIC_STATUSES.has(project.status)) return project;
  const caller = await resolveCaller(c);
  if (caller && (caller.id === project.creator_id || caller.role === 'admin')) return project;
  throw new ApiError(404, 'not_found', 'Project not found.');
}

/** Signs a statement's link: the bucket is private, the token is the only credential. */
export function statementSigner(env: Env, now: Date) {
  return async (objectName: string): Promise<string> => {
    const secret = authConfig(env).jwtSecret;
    if (!secret) throw new Error('disclosures: AUTH_JWT_SECRET is not set');
    const token = await signObjectUrl(
      secret,
      DISCLOSURE_DOCUMENTS_BUCKET,
      objectName,
      STATEMENT_LINK_SECONDS,
      Math.floor(now.getTime() / 1000),
    );
    const path = objectName.split('/').map(encodeURIComponent).join('/');
    return `/storage/v1/object/sign/${DISCLOSURE_DOCUMENTS_BUCKET}/${path}?token=${token}`;
  };
}
