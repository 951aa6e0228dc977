/**
 * The conversion API (docs/after-the-raise.md; paths in shared/conversion/api.ts): the
 * founder records what happened after the raise and sees the cap table; each investor
 * reads their portfolio, their statement (JSON and PDF) and the cost-basis CSV.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  dissolutionRequestSchema,
  liquidityRequestSchema,
  outsideSafeRequestSchema,
  pricedRoundRequestSchema,
} from '../../shared/conversion/api';
import type { PublicOutsideSafesResponse } from '../../shared/conversion/api';
import type { AppEnv } from '../env';
import { publishedProjectId } from '../history/project-events';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { ownProjectOnly } from '../middleware/own-project-only';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { recordOutcome, recordOutsideSafe } from './commands';
import { outsideSafesOf } from './queries';
import { statementPdf } from './statement-pdf';
import {
  costBasisCsv,
  founderConversion,
  holdingOfInvestor,
  investorConversion,
  portfolioOf,
} from './views';
import { isUuid } from '../../shared/uuid';

const limitBody = bodyLimit({
  maxSize: 4 * 1024,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

function idParam(c: Context, name: string, what: string): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw new ApiError(404, 'not_found', `${what} not found.`);
  return id.toLowerCase();
}

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

async function founderAnswer(c: Context<CallerEnv>, projectId: string, created: boolean) {
  noStore(c);
  return c.json(await founderConversion(c.env.DB, projectId, true), created ? 201 : 200);
}

/**
 * GET /api/creator/projects/:id/conversion, POST …/conversion/outside-safes,
 * …/priced-round, …/liquidity, …/dissolution (the project's creator only).
 */
export const creatorConversionRoutes = new Hono<CallerEnv>()
  .use('/:id/conversion', requireUser({ roles: ['creator'] }), ownProjectOnly)
  .use('/:id/conversion/*', requireUser({ roles: ['creator'] }), ownProjectOnly, limitBody)
  .get('/:id/conversion', async (c) => {
    const projectId = idParam(c, 'id', 'Project');
    const project = await c.env.DB.prepare('SELECT creator_id, status FROM projects WHERE id = ?')
      .bind(projectId)
      .first<{ creator_id: string; status: string }>();
    if (!project) throw new ApiError(404, 'not_found', 'Project not found.');
    if (project.creator_id !== c.get('caller').id) {
      throw new ApiError(
        403,
        'forbidden',
        'Only the creator of this project can see its cap table.',
      );
    }
    noStore(c);
    return c.json(await founderConversion(c.env.DB, projectId, project.status === 'funded'));
  })
  .post(
    '/:id/conversion/outside-safes',
    validJson(() => outsideSafeRequestSchema),
    async (c) => {
      const projectId = idParam(c, 'id', 'Project');
      const created = await recordOutsideSafe(
        c.env.DB,
        c.get('caller').id,
        projectId,
        c.req.valid('json'),
      );
      return founderAnswer(c, projectId, created);
    },
  )
  .post(
    '/:id/conversion/priced-round',
    validJson(() => pricedRoundRequestSchema),
    async (c) => {
      const projectId = idParam(c, 'id', 'Project');
      const created = await recordOutcome(c.env.DB, c.get('caller').id, projectId, {
        kind: 'priced_round',
        ...c.req.valid('json'),
      });
      return founderAnswer(c, projectId, created);
    },
  )
  .post(
    '/:id/conversion/liquidity',
    validJson(() => liquidityRequestSchema),
    async (c) => {
      const projectId = idParam(c, 'id', 'Project');
      const created = await recordOutcome(c.env.DB, c.get('caller').id, projectId, {
        kind: 'liquidity',
        ...c.req.valid('json'),
      });
      return founderAnswer(c, projectId, created);
    },
  )
  .post(
    '/:id/conversion/dissolution',
    validJson(() => dissolutionRequestSchema),
    async (c) => {
      const projectId = idParam(c, 'id', 'Project');
      const created = await recordOutcome(c.env.DB, c.get('caller').id, projectId, {
        kind: 'dissolution',
        ...c.req.valid('json'),
      });
      return founderAnswer(c, projectId, created);
    },
  );

async function ownHolding(c: Context<CallerEnv>) {
  const id = idParam(c, 'investmentId', 'Investment');
  const holding = await holdingOfInvestor(c.env.DB, c.get('caller').id, id);
  if (!holding) throw new ApiError(404, 'not_found', 'Investment not found.');
  const row = await c.env.DB.prepare('SELECT project_id FROM commitments WHERE id = ?')
    .bind(id)
    .first<{ project_id: string }>();
  const view = await investorConversion(c.env.DB, holding, row?.project_id ?? '');
  if (!view) {
    throw new ApiError(
      404,
      'not_converted',
      'This SAFE has not converted: its company has recorded no priced round, sale or dissolution.',
    );
  }
  return view;
}

/**
 * GET /api/portfolio, /api/portfolio/cost-basis.csv, /api/portfolio/:investmentId/conversion
 * and …/conversion.pdf (investors, their own holdings only).
 */
export const portfolioRoutes = new Hono<CallerEnv>()
  .use('*', requireUser({ roles: ['investor'] }))
  .get('/', async (c) => {
    noStore(c);
    return c.json(await portfolioOf(c.env.DB, c.get('caller').id));
  })
  .get('/cost-basis.csv', async (c) => {
    const csv = costBasisCsv(await portfolioOf(c.env.DB, c.get('caller').id));
    noStore(c);
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="launchfund-cost-basis.csv"',
    });
  })
  .get('/:investmentId/conversion', async (c) => {
    const view = await ownHolding(c);
    noStore(c);
    return c.json(view);
  })
  .get('/:investmentId/conversion.pdf', async (c) => {
    const view = await ownHolding(c);
    const pdf = statementPdf(view);
    noStore(c);
    return c.body(pdf.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="conversion-statement-${view.investmentId}.pdf"`,
    });
  });

const MAX_SLUG_LENGTH = 200;

/**
 * GET /api/projects/:slug/outside-safes (public): the SAFEs the founder entered from
 * outside the platform, without their holders, for the offering page's simulator. A
 * project that is not public is not found.
 */
export const publicConversionRoutes = new Hono<AppEnv>().get('/:slug/outside-safes', async (c) => {
  const slug = c.req.param('slug');
  if (slug.length > MAX_SLUG_LENGTH) {
    throw new ApiError(400, 'invalid_slug', 'The project address is too long.');
  }
  const projectId = await publishedProjectId(c.env.DB, slug);
  if (!projectId) throw new ApiError(404, 'not_found', 'Project not found.');
  const body: PublicOutsideSafesResponse = {
    outsideSafes: (await outsideSafesOf(c.env.DB, projectId)).map((s) => ({
      purchaseCents: s.purchaseCents,
      valuationCapDollars: s.valuationCapDollars,
      discountPercent: s.discountPercent,
      mfn: s.mfn,
      issuedOn: s.issuedOn,
    })),
  };
  // Shared caches may keep it a minute: a founder's new entry shows soon enough.
  c.header('Cache-Control', 'public, max-age=60');
  return c.json(body);
});
