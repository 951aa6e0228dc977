import { describe, expect, it } from 'vitest';
import type { HistoryResponse } from '../../../shared/history/api';
import {
  call,
  commitBody,
  draftProject,
  fundedInvestor,
  liveProject,
  setTerms,
} from '../investing/helpers';

describe('GET /api/projects/:slug/history', () => {
  it('is 404 in the envelope for an unknown slug and for a draft', async () => {
    const unknown = await call('/api/projects/no-such-project-here/history');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Project not found.' } });
    const draft = await draftProject();
    expect((await call(`/api/projects/${draft.slug}/history`)).status).toBe(404);
  });

  it('is 400, not 500, for an overlong slug', async () => {
    const res = await call(`/api/projects/${'a'.repeat(201)}/history`);
    expect(res.status).toBe(400);
  });

  it('shows listing and goal milestones from real commitments, never who invested', async () => {
    const project = await liveProject();
    await setTerms(project.id, { goal: 200_000, maximum: 400_000, minimum: 50_000 });
    const investor = await fundedInvestor(300_000, undefined, 'Zelda Secretname');
    const first = await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 100_000, {
        legalName: 'Zelda Secretname',
        signature: 'Zelda Secretname',
      }),
    });
    expect(first.status).toBe(201);
    const second = await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 123_456, {
        legalName: 'Zelda Secretname',
        signature: 'Zelda Secretname',
      }),
    });
    expect(second.status).toBe(201);

    const res = await call(`/api/projects/${project.slug}/history`);
    expect(res.status).toBe(200);
    const body = res.body as HistoryResponse;
    expect(body.slug).toBe(project.slug);
    expect(body.entries.map((e) => e.kind)).toEqual(['listed', 'goal_reached', 'goal_reached']);
    expect(body.entries.filter((e) => e.kind === 'goal_reached').map((e) => e.percent)).toEqual([
      50, 100,
    ]);

    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Secretname');
    expect(text).not.toContain(investor.id);
    expect(text).not.toContain(investor.email);
    expect(text).not.toContain('123456');
    const investmentId = (second.body as { investment: { id: string } }).investment.id;
    expect(text).not.toContain(investmentId);
  });

  it('has no write route: POST, PUT and DELETE are refused', async () => {
    const project = await liveProject();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(`/api/projects/${project.slug}/history`, { method, body: {} });
      expect(res.status, method).toBe(404);
    }
  });
});
