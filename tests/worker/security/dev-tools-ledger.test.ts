// GET /__dev/ledger/check: the bench's proof that the ledger balanced. It must report a
// broken balance (a check that always answers "healthy" proves nothing), and answer only
// on this machine with DEV_TOOLS on, like the other dev tools.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { rebuildReadModels } from '../../../worker/projections';
import { fundedInvestor } from '../investing/helpers';

const LOCAL = 'http://127.0.0.1:8787/__dev/ledger/check';

async function check(url: string, devTools = 'true', headers: Record<string, string> = {}) {
  const res = await app.fetch(new Request(url, { headers }), { ...env, DEV_TOOLS: devTools });
  return { status: res.status, body: (await res.json()) as { problems?: string[] } };
}

describe('/__dev/ledger/check', () => {
  it('answers no problems for a healthy ledger and names a balance that disagrees', async () => {
    await fundedInvestor(25_000);
    expect(await check(LOCAL)).toEqual({ status: 200, body: { problems: [] } });

    await env.DB.prepare(
      "UPDATE account_balances SET balance_cents = balance_cents + 1 WHERE kind = 'wallet'",
    ).run();
    const broken = await check(LOCAL);
    expect(broken.status).toBe(200);
    expect(broken.body.problems?.some((p) => p.startsWith('account_balances wallet:'))).toBe(true);

    await rebuildReadModels(env.DB);
    expect((await check(LOCAL)).body.problems).toEqual([]);
  });

  it('is not found with DEV_TOOLS off, for another host, or for a remote peer', async () => {
    expect((await check(LOCAL, 'false')).status).toBe(404);
    expect((await check('https://app.example/__dev/ledger/check')).status).toBe(404);
    expect(
      (
        await check('http://localhost:8787/__dev/ledger/check', 'true', {
          'CF-Connecting-IP': '203.0.113.9',
        })
      ).status,
    ).toBe(404);
  });
});
