/**
 * GET /__dev/ledger/check: the ledger check a rebuild runs (worker/investing/ledger-check.ts,
 * docs/money.md#invariants), over the running database, for the bench (scripts/bench)
 * to prove the ledger balanced after its commits and its killed settlements. Answers
 * `{ problems: string[] }`, empty when healthy.
 * GET /__dev/ledger/settlements: how far closing got (settlements running and done,
 * commitments still in escrow and closed), two cheap counts the bench polls while a
 * closing run goes, to kill the server at chosen points of it.
 * Development only, guarded exactly as the mail outbox (worker/routes/dev-outbox.ts):
 * DEV_TOOLS "true" AND a loopback request, otherwise 404 as if they did not exist.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { ledgerCheck } from '../investing/ledger-check';
import { isLocalRequest } from '../routes/dev-outbox';

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

devLedgerRoutes.get('/settlements', async (c) => {
  const [settlements, commitments] = await c.env.DB.batch<{ key: string; n: number }>([
    c.env.DB.prepare('SELECT status AS key, COUNT(*) AS n FROM settlements GROUP BY status'),
    c.env.DB.prepare(
      `SELECT CASE WHEN status IN ('settled', 'refunded') THEN 'closed' ELSE 'other' END AS key,
         COUNT(*) AS n FROM commitments GROUP BY key`,
    ),
  ]);
  const count = (rows: { key: string; n: number }[] | undefined, key: string) =>
    rows?.find((row) => row.key === key)?.n ?? 0;
  return c.json({
    running: count(settlements?.results, 'running'),
    done: count(settlements?.results, 'done'),
    closedCommitments: count(commitments?.results, 'closed'),
  });
});
