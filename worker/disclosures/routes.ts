/**
 * The disclosures API (docs/before-the-raise.md#disclosures): the founder's own
 * disclosures and statements upload, the public read and the Form C export, and the
 * admin review's checklist.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import type { DisclosuresResponse } from '../../shared/disclosures/api';
import {
  saveDisclosuresRequestSchema,
  statementUploadQuerySchema,
} from '../../shared/disclosures/schema';
import { DISCLOSURE_DOCUMENTS_BUCKET, STATEMENT_MAX_BYTES } from '../../shared/disclosures/storage';
import { paths } from '../../shared/routes';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { projectIdParam } from '../http/project-id-param';
import { validJson, validOr422 } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { putObject } from '../storage/put-object';
import { readableProject, statementSigner } from './access';
import { recordStatement, saveDisclosures, type CommandContext } from './commands';
import { formCExport } from './form-c';
import { disclosuresView } from './queries';
import { ownProjectOnly } from '../middleware/own-project-only';

function commandContext(c: Context<CallerEnv>): CommandContext {
  const site = c.env.SITE_URL;
  const origin = site && URL.canParse(site) ? new URL(site).origin : new URL(c.req.url).origin;
  return { now: new Date(), portfolioUrl: `${origin}${paths.investor.investments}` };
}

const tooLarge = (message: string) =>
  bodyLimit({
    maxSize: STATEMENT_MAX_BYTES,
    onError: () => {
      throw new ApiError(413, 'too_large', message);
    },
  });

async function viewResponse(c: Context<CallerEnv> | Context<AppEnv>, projectId: string) {
  const body: DisclosuresResponse = {
    disclosures: await disclosuresView(c.env.DB, projectId, statementSigner(c.env, new Date())),
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body);
}

/** Reads the whole PDF body and checks it is one (its `%PDF-` signature). */
async function pdfBody(c: Context<CallerEnv>): Promise<Uint8Array<ArrayBuffer>> {
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/pdf') {
    throw new ApiError(415, 'unsupported_media_type', 'Upload the financial statements as a PDF.', {
      file: 'Upload the financial statements as a PDF.',
    });
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  const signature = new TextDecoder().decode(bytes.subarray(0, 5));
  if (bytes.byteLength === 0 || signature !== '%PDF-') {
    throw new ApiError(422, 'validation_failed', 'This file is not a PDF.', {
      file: 'This file is not a PDF: export the statements as PDF and upload that.',
    });
  }
  return bytes;
}

/**
 * GET, PUT {parts, version} /api/creator/projects/:id/disclosures, and
 * PUT …/disclosures/statement?tier&fileName&periodEnd (the PDF as the body).
 */
export const creatorDisclosureRoutes = new Hono<CallerEnv>()
  .use('/:id/disclosures', requireUser({ roles: ['creator'] }), ownProjectOnly)
  .use('/:id/disclosures/*', requireUser({ roles: ['creator'] }), ownProjectOnly)
  .get('/:id/disclosures', (c) => viewResponse(c, projectIdParam(c)))
  .put(
    '/:id/disclosures',
    tooLarge('The disclosures are too long to save.'),
    validJson(() => saveDisclosuresRequestSchema),
    async (c) => {
      const projectId = projectIdParam(c);
      const { parts, version } = c.req.valid('json');
      const change = await saveDisclosures(
        c.env.DB,
        c.get('caller').id,
        projectId,
        { parts, version },
        commandContext(c),
      );
      const view = await disclosuresView(c.env.DB, projectId, statementSigner(c.env, new Date()));
      return c.json({ disclosures: view, change });
    },
  )
  .put('/:id/disclosures/statement', tooLarge('The PDF is over 10 MB.'), async (c) => {
    const projectId = projectIdParam(c);
    const query = validOr422(statementUploadQuerySchema, c.req.query());
    const bytes = await pdfBody(c);
    if (!c.env.STORAGE) {
      throw new ApiError(
        503,
        'storage_unavailable',
        'Uploads are unavailable right now; try again later.',
      );
    }
    const objectName = `${projectId}/${crypto.randomUUID()}.pdf`;
    const caller = c.get('caller');
    const context = commandContext(c);
    await putObject(
      c.env.DB,
      c.env.STORAGE,
      {
        bucketId: DISCLOSURE_DOCUMENTS_BUCKET,
        name: objectName,
        bytes,
        mimeType: 'application/pdf',
        cacheControl: 'private, max-age=0',
        owner: caller.id,
        userMetadata: { tier: query.tier, fileName: query.fileName },
      },
      context.now,
    );
    const change = await recordStatement(
      c.env.DB,
      caller.id,
      projectId,
      { ...query, objectName, sizeBytes: bytes.byteLength },
      context,
    );
    const view = await disclosuresView(c.env.DB, projectId, statementSigner(c.env, new Date()));
    return c.json({ disclosures: view, change }, 201);
  });

const slugSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** GET /api/projects/:slug/disclosures and …/disclosures/form-c. */
export const publicDisclosureRoutes = new Hono<AppEnv>()
  .get('/:slug/disclosures', async (c) => {
    const project = await readableProject(c, v.parse(slugSchema, c.req.param('slug')));
    return viewResponse(c, project.id);
  })
  .get('/:slug/disclosures/form-c', async (c) => {
    const project = await readableProject(c, v.parse(slugSchema, c.req.param('slug')));
    c.header('Cache-Control', 'no-store');
    return c.json(await formCExport(c.env.DB, project.id, new Date()));
  });

/** GET /api/admin/reviews/:id/disclosures: the review's checklist and the documents. */
export const adminDisclosureRoutes = new Hono<CallerEnv>()
  .use('/:id/disclosures', requireUser({ roles: ['admin'] }))
  .get('/:id/disclosures', async (c) => {
    const projectId = projectIdParam(c);
    const exists = await c.env.DB.prepare(
      "SELECT 1 AS found FROM projects WHERE id = ? AND status <> 'draft'",
    )
      .bind(projectId)
      .first();
    if (!exists) throw new ApiError(404, 'not_found', 'Project not found.');
    return viewResponse(c, projectId);
  });
