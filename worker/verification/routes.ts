/**
 * A SAFE anyone can verify (docs/reporting-and-verification.md):
 * - `POST /api/verify/safe` (public, rate-limited per address): for a pasted SAFE text
 *   or its SHA-256, whether LaunchFund issued it, when, for which offering, with the
 *   investor's name masked.
 * - `GET /api/safes/:id/ocf.json`: the signed SAFE as an Open Cap Format convertible
 *   issuance, for its investor and admins.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sha256Hex } from '../../shared/offering/sha256';
import { ocfSafeExportOf, ocfSafeFileName } from '../../shared/verification/ocf-safe';
import {
  MAX_SAFE_TEXT_CHARS,
  maskedName,
  normalizedSafeText,
  verifySafeRequestSchema,
  type VerifySafeResponse,
} from '../../shared/verification/verify-api';
import { addressLimit, countHit } from '../auth/rate-limit';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import {
  findSafeByHash,
  findSafeById,
  safeDataOfRow,
  verifiedStatusOf,
  type IssuedSafeRow,
} from './issued-safes';

/** Checks one address may make per 5 minutes: plenty for a person, little for a scan. */
export const VERIFY_RATE_LIMIT = 20;

// UTF-8 text of MAX_SAFE_TEXT_CHARS characters, JSON-escaped, fits in four times as many bytes.
const limitBody = bodyLimit({
  maxSize: MAX_SAFE_TEXT_CHARS * 4 + 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The document is too large to be a LaunchFund SAFE.');
  },
});

function answerOf(row: IssuedSafeRow): VerifySafeResponse {
  const data = safeDataOfRow(row);
  return {
    found: true,
    sha256: row.safe_sha256,
    status: verifiedStatusOf(row.status),
    signedAt: row.committed_at,
    offering: { title: row.title, slug: row.slug, companyName: data.companyName },
    investorName: maskedName(data.investorLegalName),
  };
}

/** The row of the text as given, else as normalized (a paste may bring \r\n or a blank line). */
async function lookUpText(db: D1Database, text: string) {
  const exact = await sha256Hex(text);
  const row = await findSafeByHash(db, exact);
  if (row) return { sha256: exact, row };
  const normalized = await sha256Hex(normalizedSafeText(text));
  return { sha256: normalized, row: await findSafeByHash(db, normalized) };
}

export const verifySafeRoutes = new Hono<AppEnv>().post(
  '/',
  limitBody,
  validJson(() => verifySafeRequestSchema),
  async (c) => {
    const limit = addressLimit(c, 'verify-safe', VERIFY_RATE_LIMIT);
    if ((await countHit(c.env.DB, limit, new Date())) > limit.limit) {
      throw new ApiError(
        429,
        'rate_limited',
        'You have checked many SAFEs in a short time. Please wait a few minutes and try again.',
      );
    }
    const body = c.req.valid('json');
    const { sha256, row } =
      body.text !== undefined
        ? await lookUpText(c.env.DB, body.text)
        : { sha256: body.sha256 ?? '', row: await findSafeByHash(c.env.DB, body.sha256 ?? '') };
    c.header('Cache-Control', 'no-store');
    const answer: VerifySafeResponse = row ? answerOf(row) : { found: false, sha256 };
    return c.json(answer);
  },
);

export const safeExportRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor', 'admin'] }))
  .get('/:id/ocf.json', async (c) => {
    const caller = c.get('caller');
    const row = await findSafeById(c.env.DB, c.req.param('id'));
    // Another investor's SAFE is "not found", as for the PDF.
    if (!row || (caller.role !== 'admin' && row.investor_id !== caller.id)) {
      throw new ApiError(404, 'not_found', 'Investment not found.');
    }
    const body = ocfSafeExportOf({
      commitmentId: row.id,
      investorId: row.investor_id,
      projectSlug: row.slug,
      sha256: row.safe_sha256,
      data: safeDataOfRow(row),
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Disposition', `attachment; filename="${ocfSafeFileName(row.slug, row.id)}"`);
    return c.json(body);
  });
