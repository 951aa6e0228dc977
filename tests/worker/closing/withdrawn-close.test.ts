/**
 * A withdrawn offering is told apart from a goal not met (docs/money.md#withdrawing-a-live-offering):
 * GET /api/projects/:slug carries `withdrawn` (also when no commitment was refunded) and the
 * creator dashboard's failed settlement says `withdrawn: true`; a deadline failure and a
 * funded close carry neither.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type {
  CreatorDashboard,
  ManagedProjectResponse,
  ProjectDetailResponse,
} from '../../../shared/api';
import { closeOffering } from '../../../worker/closing/settle';
import { call, offeringWith } from './helpers';

const withdraw = (projectId: string, token: string) =>
  call<ManagedProjectResponse>(`/api/creator/projects/${projectId}/withdraw`, {
    method: 'POST',
    token,
  });

async function detailOf(slug: string) {
  const res = await call<ProjectDetailResponse>(`/api/projects/${slug}`);
  expect(res.status).toBe(200);
  return res.body.project;
}

describe('a withdrawn offering on its page and on the creator dashboard', () => {
  it('carries withdrawn for a withdrawn offering, not for a failed or funded one', async () => {
    const pulled = await offeringWith('Pulled Offering', 1_000_000, [60_000, 70_000]);
    const empty = await offeringWith('Pulled Empty Offering', 1_000_000, []);
    const missed = await offeringWith('Missed Goal Offering', 1_000_000, [60_000]);
    const funded = await offeringWith('Met Goal Offering', 100_000, [100_000]);
    expect((await detailOf(pulled.project.slug)).withdrawn).toBeUndefined();

    expect((await withdraw(pulled.project.id, pulled.project.creatorToken)).status).toBe(200);
    expect((await withdraw(empty.project.id, empty.project.creatorToken)).status).toBe(200);
    await closeOffering(env.DB, missed.project.id, missed.afterEnd);
    await closeOffering(env.DB, funded.project.id, funded.afterEnd);

    const pulledPage = await detailOf(pulled.project.slug);
    expect(pulledPage).toMatchObject({ status: 'failed', withdrawn: true });
    expect(pulledPage.closedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // No commitment, so no refund reason to tell it by: the lifecycle fact does.
    expect(await detailOf(empty.project.slug)).toMatchObject({
      status: 'failed',
      withdrawn: true,
    });
    const missedPage = await detailOf(missed.project.slug);
    expect(missedPage.status).toBe('failed');
    expect(missedPage).not.toHaveProperty('withdrawn');
    const fundedPage = await detailOf(funded.project.slug);
    expect(fundedPage.status).toBe('funded');
    expect(fundedPage).not.toHaveProperty('withdrawn');

    // Every project here has the same creator (the helpers' shared one).
    const dashboard = await call<CreatorDashboard>('/api/dashboards/creator', {
      token: pulled.project.creatorToken,
    });
    const rows = new Map(dashboard.body.projects.map((p) => [p.id, p]));
    expect(rows.get(pulled.project.id)?.settlement).toMatchObject({
      outcome: 'failed',
      withdrawn: true,
      refundedCents: 130_000,
      refundCount: 2,
    });
    expect(rows.get(empty.project.id)?.settlement).toMatchObject({
      outcome: 'failed',
      withdrawn: true,
      refundCount: 0,
    });
    expect(rows.get(missed.project.id)?.settlement).toMatchObject({
      outcome: 'failed',
      withdrawn: false,
    });
    expect(rows.get(funded.project.id)?.settlement).not.toHaveProperty('withdrawn');
  });
});
