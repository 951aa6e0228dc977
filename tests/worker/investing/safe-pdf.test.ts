/** GET /api/investments/:id/safe.pdf: the signed SAFE as a PDF, from the same terms. */
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import { wrapLines } from '../../../worker/investing/pdf-writer';
import { TEST_ORIGIN, bearer } from '../helpers/auth';
import { call, commitBody, fundedInvestor, liveProject, newKey, setTerms } from './helpers';

let projectId: string;
beforeAll(async () => {
  const project = await liveProject({ title: 'Paper Trail' });
  await setTerms(project.id, { goal: 10_000_000 });
  projectId = project.id;
});

async function pdfOf(id: string, token: string) {
  const res = await SELF.fetch(`${TEST_ORIGIN}/api/investments/${id}/safe.pdf`, {
    headers: bearer(token),
  });
  return { res, text: new TextDecoder('latin1').decode(await res.arrayBuffer()) };
}

/** Every object the cross-reference table points at starts at its offset. */
function expectValidXref(pdf: string) {
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
  expect(pdf.slice(start, start + 4)).toBe('xref');
  const entries = [...pdf.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(entries.length).toBeGreaterThan(5);
  entries.forEach((offset, index) => {
    expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
}

describe('the SAFE as a PDF', () => {
  it('is the signed text with its signature block, and is marked void once cancelled', async () => {
    const investor = await fundedInvestor(100_000);
    const committed = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(projectId, 60_000),
    });
    const { investment, safeText } = committed.body;

    const { res, text } = await pdfOf(investment.id, investor.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="safe-paper-trail-[\w-]+\.pdf"$/,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expectValidXref(text);
    // The same terms: every line of the hashed text, then who signed, when, and the hash.
    for (const line of wrapLines(safeText).filter((l) => /^[\x20-\x7e]+$/.test(l))) {
      const escaped = line.replace(/[\\()]/g, (c) => `\\${c}`);
      expect(text).toContain(`(${escaped}) Tj`);
    }
    expect(text).toContain('(Signed electronically by: Ivy Q. Investor) Tj');
    expect(text).toContain(`(Signed on: ${investment.committedAt.slice(0, 10)}`);
    expect(text).toContain(`(${investment.safe.sha256}) Tj`);
    expect(text).not.toContain('(VOID) Tj');

    await call(`/api/investments/${investment.id}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { idempotencyKey: newKey() },
    });
    const cancelled = await pdfOf(investment.id, investor.token);
    expect(cancelled.text).toContain('(VOID) Tj');
    expect(cancelled.text).toContain('(VOID: THIS COMMITMENT WAS CANCELLED ON');
    expectValidXref(cancelled.text);
  });

  it("is not found for another investor's commitment or an unknown id", async () => {
    const owner = await fundedInvestor(100_000);
    const committed = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: owner.token,
      body: commitBody(projectId, 60_000),
    });
    const stranger = await fundedInvestor(0);
    expect((await pdfOf(committed.body.investment.id, stranger.token)).res.status).toBe(404);
    expect((await pdfOf('no-such-investment', owner.token)).res.status).toBe(404);
  });
});

describe('wrapLines', () => {
  it('keeps every line within the page, breaking at a space near the end', () => {
    const lines = wrapLines(`${'word '.repeat(40)}\n${'x'.repeat(200)}`, 50);
    expect(lines.every((line) => line.length <= 50)).toBe(true);
    expect(lines[0]).toBe('word '.repeat(10).trimEnd());
    expect(lines.join('')).toContain('x'.repeat(50));
  });
});
