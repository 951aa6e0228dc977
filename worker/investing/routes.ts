/**
 * The investing API (paths in shared/investing/api.ts): wallet and deposits, the
 * investor profile, offerings, and commitments. Investors only, except the public
 * offering of a project. Bodies are checked with the shared valibot schemas; every
 * refusal is an `ApiError` the app's one error handler renders.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  cancelRequestSchema,
  commitRequestSchema,
  depositRequestSchema,
  type InvestmentListResponse,
  type InvestmentResponse,
  type OfferingResponse,
} from '../../shared/investing/api';
import { safePdfFileName } from '../../shared/investing/safe-record';
import { investorProfileSchema } from '../../shared/money/investor-profile';
import { eventNameOf } from '../../shared/schemas/person';
import type { AppEnv } from '../env';
import { ApiError } from '../http/api-error';
import { validJson } from '../http/valid-json';
import { requireUser, type CallerEnv } from '../middleware/require-user';
import { requireVerifiedIdentity } from '../identity/gate';
import { cancelInvestment } from './cancel';
import { reconfirmInvestment } from './reconfirm';
import { commitInvestment, type Investor } from './commit';
import { findPublicOffering, offeringView } from './offering';
import { findCommitment, listCommitments, walletBalanceCents } from './queries';
import { investmentNotFound } from './refusals';
import { safePdf } from './safe-pdf';
import { investmentView, safeTextOf } from './views';
import { depositFunds, investorProfileOf, stateInvestorProfile, walletOf } from './wallet';

const MAX_BODY_BYTES = 16 * 1024;
const PORTFOLIO_PATH = '/investor/investments';

const investorsOnly = requireUser({ roles: ['investor'] });
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'too_large', 'The request body is too large.');
  },
});

function investorOf(c: Context<CallerEnv>): Investor {
  const caller = c.get('caller');
  return { id: caller.id, email: caller.email, name: eventNameOf(caller) };
}

/** SITE_URL's origin when set (never a forged Host), else the request's. */
function portfolioUrl(c: Context<CallerEnv>): string {
  const site = c.env.SITE_URL;
  const origin = site && URL.canParse(site) ? new URL(site).origin : new URL(c.req.url).origin;
  return `${origin}${PORTFOLIO_PATH}`;
}

function noStore(c: Context) {
  c.header('Cache-Control', 'no-store');
}

/** GET /api/wallet, POST /api/wallet/deposits */
export const walletRoutes = new Hono<CallerEnv>()
  .use('*', investorsOnly, limitBody)
  .get('/', async (c) => {
    noStore(c);
    return c.json(await walletOf(c.env.DB, c.get('caller').id));
  })
  .post(
    '/deposits',
    validJson(() => depositRequestSchema),
    async (c) => {
      // Identity before money (docs/identity.md#the-gate).
      await requireVerifiedIdentity(c.env.DB, c.get('caller').id, 'money');
      const outcome = await depositFunds(
        c.env.DB,
        c.get('caller').id,
        c.req.valid('json'),
        new Date(),
      );
      return c.json(outcome.wallet, outcome.created ? 201 : 200);
    },
  );

/** GET/PUT /api/investor/profile */
export const investorProfileRoutes = new Hono<CallerEnv>()
  .use('*', investorsOnly, limitBody)
  .get('/', async (c) => {
    noStore(c);
    return c.json(await investorProfileOf(c.env.DB, c.get('caller').id, new Date()));
  })
  .put(
    '/',
    validJson(() => investorProfileSchema),
    async (c) => {
      const body = await stateInvestorProfile(
        c.env.DB,
        c.get('caller').id,
        c.req.valid('json'),
        new Date(),
      );
      return c.json(body);
    },
  );

/** GET /api/projects/:slug/offering (public) */
export const offeringRoutes = new Hono<AppEnv>().get('/:slug/offering', async (c) => {
  const offering = await findPublicOffering(c.env.DB, { slug: c.req.param('slug') });
  if (!offering) throw new ApiError(404, 'not_found', 'Project not found.');
  const body: OfferingResponse = { offering: offeringView(offering, new Date()) };
  c.header('Cache-Control', 'no-store');
  return c.json(body);
});

/** The caller's own commitment; anyone else's (or an unknown id) is "not found". */
async function ownCommitment(db: D1Database, investorId: string, id: string) {
  const row = await findCommitment(db, id);
  if (!row || row.investor_id !== investorId) throw investmentNotFound();
  return row;
}

/**
 * GET/POST /api/investments, GET /api/investments/:id (and its SAFE as a PDF,
 * /:id/safe.pdf), POST /api/investments/:id/cancel and /reconfirm
 */
export const investmentRoutes = new Hono<CallerEnv>()
  .use('*', investorsOnly, limitBody)
  .get('/', async (c) => {
    const rows = await listCommitments(c.env.DB, c.get('caller').id);
    const body: InvestmentListResponse = { investments: rows.map(investmentView) };
    noStore(c);
    return c.json(body);
  })
  .post(
    '/',
    validJson(() => commitRequestSchema),
    async (c) => {
      await requireVerifiedIdentity(c.env.DB, c.get('caller').id, 'money');
      const outcome = await commitInvestment(c.env.DB, investorOf(c), c.req.valid('json'), {
        now: new Date(),
        portfolioUrl: portfolioUrl(c),
      });
      return c.json(outcome.response, outcome.created ? 201 : 200);
    },
  )
  .get('/:id', async (c) => {
    const row = await ownCommitment(c.env.DB, c.get('caller').id, c.req.param('id'));
    const body: InvestmentResponse = {
      investment: investmentView(row),
      safeText: safeTextOf(row),
      balanceCents: await walletBalanceCents(c.env.DB, row.investor_id),
    };
    noStore(c);
    return c.json(body);
  })
  .get('/:id/safe.pdf', async (c) => {
    const row = await ownCommitment(c.env.DB, c.get('caller').id, c.req.param('id'));
    const investment = investmentView(row);
    const pdf = safePdf(investment, safeTextOf(row));
    noStore(c);
    return c.body(pdf.buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${safePdfFileName(investment)}"`,
    });
  })
  .post(
    '/:id/reconfirm',
    validJson(() => cancelRequestSchema),
    async (c) => {
      const { idempotencyKey } = c.req.valid('json');
      const id = c.req.param('id');
      return c.json(
        await reconfirmInvestment(c.env.DB, investorOf(c), id, idempotencyKey, new Date()),
      );
    },
  )
  .post(
    '/:id/cancel',
    validJson(() => cancelRequestSchema),
    async (c) => {
      const { idempotencyKey } = c.req.valid('json');
      const body = await cancelInvestment(
        c.env.DB,
        investorOf(c),
        c.req.param('id'),
        idempotencyKey,
        new Date(),
      );
      return c.json(body);
    },
  );
