/**
 * GET /api/admin/audit and GET /api/admin/audit.csv: the admins' audit trail, filtered
 * by who, what, when and subject (docs/identity.md#audit-trail). Read-only by design:
 * no route edits or deletes an entry, and the event log refuses it underneath.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { auditQuerySchema, type AuditQuery, type AuditResponse } from '../../shared/audit/api';
import { fieldErrorsOf } from '../../shared/schemas/project-draft';
import { ApiError } from '../http/api-error';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { auditCsv } from './csv';
import { AUDIT_EXPORT_LIMIT, AUDIT_PAGE_SIZE, listAuditEntries } from './queries';

function queryOf(c: Context): AuditQuery {
  const raw: Record<string, string> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) {
      throw new ApiError(422, 'validation_failed', `Give the ${key} filter once.`, {
        [key]: `Give the ${key} filter once.`,
      });
    }
    if (values[0] !== '') raw[key] = values[0] ?? '';
  }
  const result = v.safeParse(auditQuerySchema, raw);
  if (!result.success) {
    throw new ApiError(
      422,
      'validation_failed',
      'Check the filters.',
      fieldErrorsOf(result.issues),
    );
  }
  return result.output;
}

export const adminAuditRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .get('/', async (c) => {
    const entries = await listAuditEntries(c.env.DB, queryOf(c), AUDIT_PAGE_SIZE + 1);
    const page = entries.slice(0, AUDIT_PAGE_SIZE);
    const body: AuditResponse = {
      entries: page,
      nextBefore: entries.length > AUDIT_PAGE_SIZE ? String(page.at(-1)?.seq ?? '') : null,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

/** Mounted at /api/admin/audit.csv (a path of its own, so the SPA can link it as a download). */
export const adminAuditCsvRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['admin'] }))
  .get('/', async (c) => {
    const query = queryOf(c);
    const entries = await listAuditEntries(c.env.DB, query, AUDIT_EXPORT_LIMIT);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', 'attachment; filename="launchfund-audit.csv"');
    return c.body(auditCsv(entries));
  });
