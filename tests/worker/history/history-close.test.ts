/** The history of offerings closed by the real settlement job: outcome, refunds, totals. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, HistoryResponse } from '../../../shared/history/api';
import { closeOffering } from '../../../worker/closing/settle';
import { call, offeringWith } from '../closing/helpers';

async function historyOf(slug: string): Promise<HistoryEntry[]> {
  const res = await call<HistoryResponse>(`/api/projects/${slug}/history`);
  expect(res.status).toBe(200);
  return res.body.entries;
}

describe('offering history after a close', () => {
  it('failed: closed, refunds counted (never who), settled with no fee', async () => {
    const { project, investors, afterEnd } = await offeringWith(
      'History Failing',
      500_000,
      [60_000, 70_000],
    );
    await closeOffering(env.DB, project.id, afterEnd, { chunkSize: 1 });
    const entries = await historyOf(project.slug);
    expect(entries.map((e) => e.kind)).toEqual(['listed', 'closed', 'refunds_issued', 'settled']);
    expect(entries[1]).toMatchObject({ outcome: 'failed' });
    expect(entries[2]).toMatchObject({ count: 2, reason: 'offering_failed' });
    expect(entries[3]).toMatchObject({ outcome: 'failed', refundCount: 2 });
    const text = JSON.stringify(entries);
    for (const investor of investors) {
      expect(text).not.toContain(investor.id);
      expect(text).not.toContain(investor.investmentId);
    }
    expect(text).not.toContain('Investor Number');
  });

  it('withdrawn: closed as withdrawn by its creator, refunds counted as withdrawn', async () => {
    const { project } = await offeringWith('History Withdrawn', 500_000, [60_000, 70_000]);
    const res = await call(`/api/creator/projects/${project.id}/withdraw`, {
      method: 'POST',
      token: project.creatorToken,
    });
    expect(res.status).toBe(200);
    const entries = await historyOf(project.slug);
    expect(entries.map((e) => e.kind)).toEqual(['listed', 'closed', 'refunds_issued', 'settled']);
    expect(entries[1]).toMatchObject({ outcome: 'withdrawn' });
    expect(entries[2]).toMatchObject({ count: 2, reason: 'offering_withdrawn' });
    expect(entries[3]).toMatchObject({ outcome: 'failed', refundCount: 2 });
  });

  it('funded: goal milestones, closed as funded, settled with the amount raised', async () => {
    const { project, afterEnd } = await offeringWith('History Funding', 100_000, [50_000, 60_000]);
    await closeOffering(env.DB, project.id, afterEnd);
    const entries = await historyOf(project.slug);
    expect(entries.map((e) => e.kind)).toEqual([
      'listed',
      'goal_reached',
      'goal_reached',
      'closed',
      'settled',
    ]);
    expect(entries.at(-1)).toMatchObject({
      outcome: 'funded',
      raisedCents: 110_000,
      investorCount: 2,
      refundCount: 0,
    });
  });
});
