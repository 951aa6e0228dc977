/**
 * The disclosures (docs/before-the-raise.md#disclosures): a submission missing a part is
 * refused with what is missing; the statements' tier follows the offering's size; the
 * admin review reads the checklist; the public reads them once live (with a signed link
 * to the private PDF); every change after going live is a material change.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DisclosuresResponse, FormCExport } from '../../../shared/disclosures/api';
import { requiredStatementTier } from '../../../shared/disclosures/thresholds';
import { signedInUser, TEST_ORIGIN } from '../helpers/auth';
import { COMPLETE_PARTS, completeDisclosures, uploadStatement } from '../helpers/disclosures';
import { call, commitBody, fundedInvestor } from '../investing/helpers';
import { draftAs, type ErrorBody } from '../lifecycle/lifecycle-helpers';

let creator: string;
let admin: string;
beforeAll(async () => {
  creator = (await signedInUser({ role: 'creator', fullName: 'Casey Creator' })).accessToken;
  admin = (await signedInUser({ role: 'admin', fullName: 'Ada Admin' })).accessToken;
});

const submit = (id: string) =>
  call<ErrorBody>(`/api/creator/projects/${id}/submit`, { method: 'POST', token: creator });

function save(id: string, parts: object, version: number, token = creator) {
  return call<DisclosuresResponse & { change: { material: boolean; reconfirmations: number } }>(
    `/api/creator/projects/${id}/disclosures`,
    { method: 'PUT', token, body: { parts, version } },
  );
}

describe('the statements tier (17 CFR 227.201(t))', () => {
  it('follows the offering size at the dated thresholds', () => {
    expect(requiredStatementTier(124_000_00)).toBe('certified');
    expect(requiredStatementTier(124_000_01)).toBe('reviewed');
    expect(requiredStatementTier(618_000_00)).toBe('reviewed');
    expect(requiredStatementTier(1_235_000_00)).toBe('reviewed');
    expect(requiredStatementTier(1_235_000_01)).toBe('audited');
    expect(requiredStatementTier(618_000_01, { firstTimeIssuer: false })).toBe('audited');
  });
});

describe('submitting for review', () => {
  it('is refused while a part is missing, naming each missing part', async () => {
    const project = await draftAs(creator);
    const bare = await submit(project.id);
    expect(bare.status).toBe(422);
    expect(bare.body.error.code).toBe('disclosures_incomplete');
    expect(Object.keys(bare.body.error.details ?? {}).sort()).toEqual([
      'disclosures.financialCondition',
      'disclosures.financialStatements',
      'disclosures.officers',
      'disclosures.principalHolders',
      'disclosures.riskFactors',
      'disclosures.useOfProceeds',
    ]);

    const saved = await save(project.id, COMPLETE_PARTS, 0);
    expect(saved.status).toBe(200);
    expect(saved.body.change.material).toBe(false);
    const noStatements = await submit(project.id);
    expect(noStatements.status).toBe(422);
    expect(Object.keys(noStatements.body.error.details ?? {})).toEqual([
      'disclosures.financialStatements',
    ]);

    // A $150,000 goal needs reviewed statements: certified ones do not meet it.
    expect((await uploadStatement(project.id, creator, 'certified')).status).toBe(201);
    const weak = await submit(project.id);
    expect(weak.status).toBe(422);
    expect(weak.body.error.details?.['disclosures.financialStatements']).toMatch(
      /needs reviewed financial statements; the uploaded ones are certified/,
    );
    expect((await uploadStatement(project.id, creator, 'reviewed')).status).toBe(201);
    expect((await submit(project.id)).status).toBe(200);

    const review = await call<DisclosuresResponse>(`/api/admin/reviews/${project.id}/disclosures`, {
      token: admin,
    });
    expect(review.status).toBe(200);
    expect(review.body.disclosures.complete).toBe(true);
    expect(review.body.disclosures.checklist.map((item) => item.part)).toEqual([
      'officers',
      'principalHolders',
      'useOfProceeds',
      'riskFactors',
      'financialCondition',
      'financialStatements',
    ]);
    // In review, the founder cannot change them under the reviewer.
    expect(
      (await save(project.id, { ...COMPLETE_PARTS, riskFactors: ['x'.repeat(30)] }, 3)).status,
    ).toBe(409);
  });

  it('refuses bad input with the field named, and a stale version', async () => {
    const project = await draftAs(creator);
    const bad = await call<ErrorBody>(`/api/creator/projects/${project.id}/disclosures`, {
      method: 'PUT',
      token: creator,
      body: {
        parts: {
          principalHolders: [{ name: 'Al', securityClass: 'Common', votingPowerPercent: 5 }],
        },
        version: 0,
      },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.error.details)).toContain('20 %');
    expect((await save(project.id, COMPLETE_PARTS, 7)).status).toBe(409);
    const notPdf = await call<ErrorBody>(
      `/api/creator/projects/${project.id}/disclosures/statement?tier=audited&fileName=a.pdf&periodEnd=2025-12-31`,
      {
        method: 'PUT',
        token: creator,
        body: 'hello',
        headers: { 'Content-Type': 'application/pdf' },
      },
    );
    expect(notPdf.status).toBe(422);
    expect(notPdf.body.error.details?.file).toMatch(/not a PDF/);
    const other = await signedInUser({ role: 'creator' });
    expect((await save(project.id, COMPLETE_PARTS, 0, other.accessToken)).status).toBe(404);
    const { results } = await env.DB.prepare('SELECT stream_id FROM events WHERE stream_id = ?')
      .bind(`disclosures:${project.id}`)
      .all();
    expect(results).toHaveLength(0);
  });
});

describe('reading the disclosures', () => {
  it('is private before going live, then public with a signed link to the statements', async () => {
    const project = await draftAs(creator, { title: 'Disclosed Dynamo' });
    await completeDisclosures(project.id, creator);
    expect((await call(`/api/projects/${project.slug}/disclosures`)).status).toBe(404);
    expect(
      (await call(`/api/projects/${project.slug}/disclosures`, { token: creator })).status,
    ).toBe(200);
    expect((await submit(project.id)).status).toBe(200);
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: admin });

    const open = await call<DisclosuresResponse>(`/api/projects/${project.slug}/disclosures`);
    expect(open.status).toBe(200);
    expect(open.body.disclosures.parts.officers?.[0]?.name).toBe('Casey Creator');
    const url = open.body.disclosures.statement?.url ?? '';
    expect(url).toMatch(/^\/storage\/v1\/object\/sign\/disclosure-documents\//);
    const pdf = await SELF.fetch(`${TEST_ORIGIN}${url}`);
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(await pdf.arrayBuffer()).startsWith('%PDF-')).toBe(true);
    // The bucket is private: without the signed link, no read.
    const name = url.split('/disclosure-documents/')[1]?.split('?')[0] ?? '';
    const direct = await SELF.fetch(
      `${TEST_ORIGIN}/storage/v1/object/public/disclosure-documents/${name}`,
    );
    expect(direct.status).toBeGreaterThanOrEqual(400);

    const formC = await call<FormCExport>(`/api/projects/${project.slug}/disclosures/form-c`);
    expect(formC.status).toBe(200);
    expect(formC.body).toMatchObject({
      formType: 'C',
      complete: true,
      riskFactors: COMPLETE_PARTS.riskFactors,
      financialStatements: { requiredTier: 'reviewed', providedTier: 'audited' },
    });
  });
});

describe('a change after going live', () => {
  it('is material: every open commitment must be reconfirmed', async () => {
    const project = await draftAs(creator, { title: 'Changed Disclosures Co' });
    await completeDisclosures(project.id, creator);
    await submit(project.id);
    await call(`/api/admin/reviews/${project.id}/approve`, { method: 'POST', token: admin });
    const investor = await fundedInvestor(200_000);
    const committed = await call('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 100_000),
    });
    expect(committed.status).toBe(201);

    const current = await call<DisclosuresResponse>(
      `/api/creator/projects/${project.id}/disclosures`,
      {
        token: creator,
      },
    );
    const changed = await save(
      project.id,
      {
        ...COMPLETE_PARTS,
        riskFactors: [
          ...(COMPLETE_PARTS.riskFactors ?? []),
          'Our main customer may not renew in 2027.',
        ],
      },
      current.body.disclosures.version,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.change).toMatchObject({ material: true, reconfirmations: 1 });
    const row = await env.DB.prepare(
      'SELECT status, reconfirm_by FROM commitments WHERE project_id = ?',
    )
      .bind(project.id)
      .first<{ status: string; reconfirm_by: string | null }>();
    expect(row?.status).toBe('reconfirmation_required');
    expect(row?.reconfirm_by).not.toBeNull();
    const mail = await env.DB.prepare(
      "SELECT body FROM auth_outbox WHERE to_email = ? AND kind = 'investment_reconfirmation'",
    )
      .bind(investor.email)
      .first<{ body: string }>();
    expect(mail?.body).toContain('changed the disclosures of its offering');
    expect(mail?.body).toContain('Risk factors: updated');
  });
});
