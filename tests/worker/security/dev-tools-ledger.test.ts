// GET /__dev/ledger/check: the bench's proof that the ledger balanced. It must report a
// broken balance (a check that always answers "healthy" proves nothing), and answer only
// on this machine with DEV_TOOLS on, like the other dev tools.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { rebuildReadModels } from '../../../worker/event-store';
import { closeOffering } from '../../../worker/closing/settle';
import { call, commitBody, fundedInvestor, liveProject, setTerms } from '../investing/helpers';

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

  it('/settlements counts closes running and done and the commitments they closed', async () => {
    const progress = async () => {
      const res = await app.fetch(
        new Request('http://127.0.0.1:8787/__dev/ledger/settlements'),
        env,
      );
      return (await res.json()) as { running: number; done: number; closedCommitments: number };
    };
    const project = await liveProject({ title: 'Progress Probe' });
    await setTerms(project.id, { goal: 100_000 });
    const investor = await fundedInvestor(100_000);
    const committed = await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 100_000),
    });
    expect(committed.status).toBe(201);
    const before = await progress();
    const closed = await closeOffering(env.DB, project.id, new Date(Date.now() + 90 * 86_400_000));
    expect(closed).toMatchObject({ status: 'closed', outcome: 'funded' });
    expect(await progress()).toEqual({
      running: before.running,
      done: before.done + 1,
      closedCommitments: before.closedCommitments + 1,
    });
    expect((await check('http://127.0.0.1:8787/__dev/ledger/settlements', 'false')).status).toBe(
      404,
    );
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
