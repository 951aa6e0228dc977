/**
 * SAFE terms stored with the project (issue 14): the creator's terms are kept by the
 * project stream and returned, every bad input is a 422 on its field, and approval
 * records the creator's terms (or the defaults when none) as the offering's terms.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ManagedProjectResponse } from '../../../shared/schemas/project-draft';
import type { OfferingResponse } from '../../../shared/investing/api';
import { readStream } from '../../../worker/event-store';
import { signedInUser } from '../helpers/auth';
import { call, validDraft, type ErrorBody } from '../lifecycle/lifecycle-helpers';
import { completeDisclosures } from '../helpers/disclosures';

const TERMS = {
  variant: 'cap_and_discount',
  valuationCapDollars: 1_500_000,
  discountPercent: 20,
  proRata: true,
  maximumRaise: 200_000,
};

let creator: string;
let admin: string;

beforeAll(async () => {
  creator = (await signedInUser({ role: 'creator', fullName: 'Terri Terms' })).accessToken;
  admin = (await signedInUser({ role: 'admin', fullName: 'Ada Admin' })).accessToken;
});

async function draftWith(overrides: Record<string, unknown>) {
  const res = await call<ManagedProjectResponse>('/api/creator/projects', {
    method: 'POST',
    token: creator,
    body: validDraft(overrides),
  });
  expect(res.status).toBe(201);
  return res.body.project;
}

async function approve(id: string) {
  await completeDisclosures(id, creator);
  await call(`/api/creator/projects/${id}/submit`, { method: 'POST', token: creator });
  const res = await call<ManagedProjectResponse>(`/api/admin/reviews/${id}/approve`, {
    method: 'POST',
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body.project;
}

describe('SAFE terms stored with the project', () => {
  it('stores the terms on draft and returns them in cents, to the owner and the reviewer', async () => {
    const project = await draftWith({ terms: TERMS, minimumInvestment: 1_000 });
    const expected = {
      variant: 'cap_and_discount',
      valuationCapDollars: 1_500_000,
      discountPercent: 20,
      proRata: true,
      fundingGoalCents: 15_000_000,
      minimumInvestmentCents: 100_000,
      maximumRaiseCents: 20_000_000,
      endDate: project.endDate,
    };
    expect(project.terms).toEqual(expected);
    const own = await call<ManagedProjectResponse>(`/api/creator/projects/${project.id}`, {
      token: creator,
    });
    expect(own.body.project.terms).toEqual(expected);
    await completeDisclosures(project.id, creator);
    await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: creator });
    const review = await call<ManagedProjectResponse>(`/api/admin/reviews/${project.id}`, {
      token: admin,
    });
    expect(review.body.project.terms).toEqual(expected);
  });

  it('edits and clears terms as details_edited facts; an unchanged save records nothing', async () => {
    const project = await draftWith({ terms: TERMS });
    const edit = (body: Record<string, unknown>, version: number) =>
      call<ManagedProjectResponse>(`/api/creator/projects/${project.id}`, {
        method: 'PATCH',
        token: creator,
        body: { ...validDraft({ title: project.title, ...body }), version },
      });
    const changed = await edit({ terms: { ...TERMS, discountPercent: 15 } }, project.version);
    expect(changed.status).toBe(200);
    expect(changed.body.project.terms?.discountPercent).toBe(15);
    const same = await edit(
      { terms: { ...TERMS, discountPercent: 15 } },
      changed.body.project.version,
    );
    expect(same.body.project.version).toBe(changed.body.project.version);
    const cleared = await edit({}, changed.body.project.version);
    expect(cleared.body.project.terms).toBeUndefined();
    const facts = await readStream(env.DB, project.id);
    expect(facts.map((f) => f.type)).toEqual([
      'project.drafted',
      'project.details_edited',
      'project.details_edited',
    ]);
    expect(facts[2]?.payload).toMatchObject({ terms: null });
  });

  it.each([
    [{ variant: 'cap', proRata: true }, 'terms.valuationCapDollars'],
    [{ variant: 'discount', discountPercent: 60, proRata: false }, 'terms.discountPercent'],
    [
      { variant: 'mfn', valuationCapDollars: 1_000_000, proRata: false },
      'terms.valuationCapDollars',
    ],
    [{ variant: 'cap', valuationCapDollars: 100_000, proRata: false }, 'terms.valuationCapDollars'],
    [{ ...TERMS, maximumRaise: 100_000 }, 'terms.maximumRaise'],
    [{ ...TERMS, proRata: 'yes' }, 'terms.proRata'],
    [{ variant: 'convertible-note', proRata: false }, 'terms.variant'],
    [{ ...TERMS, extra: 1 }, 'terms.extra'],
  ])('refuses terms %o with 422 on %s, writing nothing', async (terms, field) => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: creator,
      body: validDraft({ terms }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.[field]).toEqual(expect.any(String));
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('refuses a minimum below the $500 default floor when terms are set', async () => {
    const res = await call<ErrorBody>('/api/creator/projects', {
      method: 'POST',
      token: creator,
      body: validDraft({ terms: TERMS, minimumInvestment: 100 }),
    });
    expect(res.status).toBe(422);
    expect(res.body.error.details?.minimumInvestment).toMatch(/\$500/);
  });
});

describe('approval records the offering terms', () => {
  it("records the creator's terms (source creator) in the approval's batch", async () => {
    const project = await draftWith({ terms: TERMS, minimumInvestment: 2_500 });
    const live = await approve(project.id);
    expect(live.status).toBe('active');
    const facts = await readStream(env.DB, `offering:${project.id}`);
    expect(facts).toHaveLength(1);
    expect(facts[0]?.payload).toMatchObject({ source: 'creator', terms: project.terms });
    const offering = await call<OfferingResponse>(`/api/projects/${project.slug}/offering`);
    expect(offering.body.offering).toMatchObject({
      variant: 'cap_and_discount',
      valuationCapDollars: 1_500_000,
      discountPercent: 20,
      proRata: true,
      minimumInvestmentCents: 250_000,
      fundingGoalCents: 15_000_000,
      maximumRaiseCents: 20_000_000,
    });
  });

  it('records the defaults (source project_defaults, $500 minimum floor) when the creator set none', async () => {
    const project = await draftWith({ minimumInvestment: 100, equity: 10 });
    await approve(project.id);
    const facts = await readStream(env.DB, `offering:${project.id}`);
    expect(facts[0]?.payload).toMatchObject({
      source: 'project_defaults',
      terms: {
        variant: 'cap',
        valuationCapDollars: 1_500_000,
        minimumInvestmentCents: 50_000,
        maximumRaiseCents: 15_000_000,
      },
    });
  });
});
