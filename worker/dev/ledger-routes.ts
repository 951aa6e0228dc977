/**
 * GET /__dev/ledger/check: the ledger check a rebuild runs (worker/investing/ledger-check.ts,
 * docs/money.md#invariants), over the running database, for the bench (scripts/bench)
 * to prove the ledger balanced after its commits and its killed settlements. Answers
 * `{ problems: string[] }`, empty when healthy. Development only, guarded exactly as the
 * mail outbox (worker/routes/dev-outbox.ts): DEV_TOOLS "true" AND a loopback request,
 * otherwise 404 as if it did not exist.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ledgerCheck } from '../investing/ledger-check';
import { isLocalRequest } from './local-request';

export const devLedgerRoutes = new Hono<AppEnv>();

devLedgerRoutes.use('*', async (c, next) => {
  const local = isLocalRequest(c.req.url, c.req.header('CF-Connecting-IP'));
  if (c.env.DEV_TOOLS !== 'true' || !local) {
    return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  }
  c.header('Cache-Control', 'no-store');
  await next();
});

devLedgerRoutes.get('/check', async (c) => c.json({ problems: await ledgerCheck(c.env.DB) }));
