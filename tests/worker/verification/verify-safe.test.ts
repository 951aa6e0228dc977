/**
 * A SAFE anyone can verify: POST /api/verify/safe (public, rate-limited) and the OCF
 * export GET /api/safes/:id/ocf.json (the investor's own, or an admin's).
 */
import { SELF, env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvestmentResponse } from '../../../shared/investing/api';
import type { OcfSafeExport } from '../../../shared/verification/ocf-safe';
import type { VerifySafeResponse } from '../../../shared/verification/verify-api';
import { closeOffering } from '../../../worker/closing/settle';
import { VERIFY_RATE_LIMIT } from '../../../worker/verification/routes';
import { TEST_ORIGIN, signedInUser } from '../helpers/auth';
import { call, commitBody, fundedInvestor, offeringWith } from '../closing/helpers';
import { newKey } from '../investing/helpers';

let settled: { id: string; token: string; safeText: string; sha256: string };
let slug: string;
let title: string;

/** A fresh address per test, so one test's checks never spend another's budget. */
let addresses = 0;
function verify(body: unknown, address = `198.51.100.${++addresses}`) {
  return SELF.fetch(`${TEST_ORIGIN}/api/verify/safe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  const { project, investors, afterEnd } = await offeringWith('Proof Works', 100_000, [120_000]);
  const investor = investors[0];
  if (!investor) throw new Error('no investor');
  const detail = await call<InvestmentResponse>(`/api/investments/${investor.investmentId}`, {
    token: investor.token,
  });
  expect((await closeOffering(env.DB, project.id, afterEnd)).status).toBe('closed');
  settled = {
    id: investor.investmentId,
    token: investor.token,
    safeText: detail.body.safeText,
    sha256: detail.body.investment.safe.sha256,
  };
  slug = project.slug;
  title = project.title;
});

describe('POST /api/verify/safe', () => {
  it('answers for a pasted document: issued, when, which offering, the name masked', async () => {
    const res = await verify({ text: settled.safeText });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as VerifySafeResponse;
    expect(body).toMatchObject({
      found: true,
      sha256: settled.sha256,
      status: 'issued',
      offering: { slug, title },
      investorName: 'I*** Q*** I***',
    });
    if (!body.found) throw new Error('not found');
    expect(Date.parse(body.signedAt)).not.toBeNaN();
    expect(JSON.stringify(body)).not.toContain('Investor');
    expect(JSON.stringify(body)).not.toContain('1,200');
  });

  it('finds a paste whose line ends became \\r\\n and that gained a trailing newline', async () => {
    const pasted = `${settled.safeText.replace(/\n/g, '\r\n')}\r\n\r\n`;
    const body = (await (await verify({ text: pasted })).json()) as VerifySafeResponse;
    expect(body).toMatchObject({ found: true, sha256: settled.sha256 });
  });

  it('answers for a hash, in any case and with spaces around it', async () => {
    const body = (await (
      await verify({ sha256: ` ${settled.sha256.toUpperCase()} ` })
    ).json()) as VerifySafeResponse;
    expect(body).toMatchObject({ found: true, status: 'issued', offering: { slug } });
  });

  it('says plainly when a document was not issued here (one changed character)', async () => {
    const forged = settled.safeText.replace('Proof Works', 'Proof W0rks');
    const res = await verify({ text: forged });
    expect(res.status).toBe(200);
    const body = (await res.json()) as VerifySafeResponse;
    expect(body.found).toBe(false);
    expect(body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.sha256).not.toBe(settled.sha256);
  });

  it('marks a cancelled commitment void, and a signed one awaiting the close', async () => {
    const { project } = await offeringWith('Void Check', 100_000, []);
    const investor = await fundedInvestor(200_000);
    const first = await call<InvestmentResponse>('/api/investments', {
      method: 'POST',
      token: investor.token,
      body: commitBody(project.id, 60_000),
    });
    const pending = (await (
      await verify({ sha256: first.body.investment.safe.sha256 })
    ).json()) as VerifySafeResponse;
    expect(pending).toMatchObject({ found: true, status: 'awaiting_close' });
    await call(`/api/investments/${first.body.investment.id}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { idempotencyKey: newKey() },
    });
    const voided = (await (
      await verify({ sha256: first.body.investment.safe.sha256 })
    ).json()) as VerifySafeResponse;
    expect(voided).toMatchObject({ found: true, status: 'void' });
  });

  it.each([
    [{}, 'one of the two'],
    [{ text: 'abc', sha256: 'a'.repeat(64) }, 'one of the two'],
    [{ sha256: 'not-a-hash' }, '64 characters'],
    [{ text: '   ' }, 'empty'],
    [{ text: 42 }, 'must be text'],
  ])('refuses %j with a 422 that says what to send', async (body, words) => {
    const res = await verify(body);
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain(words);
  });

  it('refuses a document larger than any SAFE with a 413', async () => {
    const res = await verify({ text: 'x'.repeat(300_000) });
    expect(res.status).toBe(413);
  });

  it(`allows ${VERIFY_RATE_LIMIT} checks per address per window, then says to wait`, async () => {
    const address = '203.0.113.77';
    for (let i = 0; i < VERIFY_RATE_LIMIT; i += 1) {
      expect((await verify({ sha256: 'b'.repeat(64) }, address)).status).toBe(200);
    }
    const refused = await verify({ sha256: 'b'.repeat(64) }, address);
    expect(refused.status).toBe(429);
    expect(JSON.stringify(await refused.json())).toContain('wait a few minutes');
    // Another address is not held up.
    expect((await verify({ sha256: 'b'.repeat(64) }, '203.0.113.78')).status).toBe(200);
  });
});

describe('GET /api/safes/:id/ocf.json', () => {
  it("is the investor's SAFE as an OCF convertible issuance with its document hash", async () => {
    const res = await SELF.fetch(`${TEST_ORIGIN}/api/safes/${settled.id}/ocf.json`, {
      headers: { Authorization: `Bearer ${settled.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="safe-${slug}-${settled.id.slice(0, 8)}.ocf.json"`,
    );
    const body = (await res.json()) as OcfSafeExport;
    expect(body.document_sha256).toBe(settled.sha256);
    const [issuance] = body.items;
    expect(issuance).toMatchObject({
      object_type: 'TX_CONVERTIBLE_ISSUANCE',
      security_id: settled.id,
      convertible_type: 'SAFE',
      investment_amount: { amount: '1200.00', currency: 'USD' },
      seniority: 1,
      security_law_exemptions: [{ jurisdiction: 'US' }],
    });
    expect(issuance.conversion_triggers[0]?.conversion_right).toEqual({
      type: 'CONVERTIBLE_CONVERSION_RIGHT',
      converts_to_future_round: true,
      conversion_mechanism: expect.objectContaining({
        type: 'SAFE_CONVERSION',
        conversion_mfn: false,
        conversion_timing: 'POST_MONEY',
        conversion_valuation_cap: { amount: '10000000.00', currency: 'USD' },
      }) as unknown,
    });
  });

  it("is open to admins, and 'not found' to another investor; 401 signed out", async () => {
    const admin = await signedInUser({ role: 'admin', fullName: 'Ada Admin' });
    const asAdmin = await SELF.fetch(`${TEST_ORIGIN}/api/safes/${settled.id}/ocf.json`, {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    });
    expect(asAdmin.status).toBe(200);
    const other = await fundedInvestor(0);
    const asOther = await SELF.fetch(`${TEST_ORIGIN}/api/safes/${settled.id}/ocf.json`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(asOther.status).toBe(404);
    expect((await SELF.fetch(`${TEST_ORIGIN}/api/safes/${settled.id}/ocf.json`)).status).toBe(401);
  });
});
