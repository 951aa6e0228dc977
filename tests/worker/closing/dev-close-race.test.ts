// POST /__dev/closing/run for one offering, sent eight times at once: one close settles
// it, and every other answer is either the settled result or a 409 that says the offering
// is already closing, never a 500 (the ledger stays right either way).
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app';
import { countEvents, expectLedgerHealthy, offeringWith } from './helpers';

const RUN = 'http://127.0.0.1:8714/__dev/closing/run';

async function closeNow(projectId: string, at: Date): Promise<Response> {
  return app.fetch(
    new Request(RUN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ projectId, at: at.toISOString() }),
    }),
    { ...env, DEV_TOOLS: 'true' },
  );
}

describe('concurrent development closes of one offering', () => {
  it('settle it once; the losers get 409 "already closing", not 500', async () => {
    const { project, afterEnd } = await offeringWith(
      'Eight Closes At Once',
      100_000,
      [60_000, 60_000, 60_000],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => closeNow(project.id, afterEnd)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(await res.json()).toEqual({
        error: { code: 'already_closing', message: 'The offering is already closing.' },
      });
    }
    expect(await countEvents('offering.settled', `offering:${project.id}`)).toBe(1);
    // Once the winner is done, another close answers the settled result.
    const later = await closeNow(project.id, afterEnd);
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({
      results: [{ projectId: project.id, status: 'already_closed', outcome: 'funded' }],
    });
    await expectLedgerHealthy();
  });
});
