import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  SAFE_TEMPLATE,
  renderAndHashSafe,
  renderSafeDocument,
  safeDocumentDataOf,
  safeDocumentDataSchema,
  sha256Hex,
  type SafeDocumentData,
} from '../../../shared/offering/safe-document';

const DATA: SafeDocumentData = safeDocumentDataOf(
  {
    variant: 'cap_and_discount',
    valuationCapDollars: 5_000_000,
    discountPercent: 20,
    proRata: true,
  },
  {
    companyName: 'Acme Analytics, Inc.',
    investorLegalName: 'Ann Example',
    purchaseAmountCents: 125_050,
    date: '2026-11-02',
  },
);

describe('sha256Hex', () => {
  it('matches the published test vectors', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('renderSafeDocument', () => {
  it('states the parties, amount, template and every term', () => {
    const text = renderSafeDocument(DATA);
    expect(text).toContain(`Template: ${SAFE_TEMPLATE.id}, version ${SAFE_TEMPLATE.version}`);
    expect(text).toContain('Variant: Valuation Cap and Discount');
    expect(text).toContain('payment by Ann Example (the "Investor") of $1,250.50');
    expect(text).toContain('on or about 2026-11-02, Acme Analytics, Inc. (the "Company")');
    expect(text).toContain('Post-Money Valuation Cap: $5,000,000');
    expect(text).toContain('Discount: 20% (Discount Rate 80%)');
    expect(text).toContain('Most Favored Nation: Does not apply');
    expect(text).toContain('Pro Rata Rights: Granted by side letter');
    expect(text).toContain('the lower of the Safe Price');
    expect(text).not.toContain('\r');
  });

  it('says "Not applicable" for the terms a variant lacks, and MFN applies', () => {
    const mfn = renderSafeDocument({
      ...DATA,
      variant: 'mfn',
      valuationCapDollars: undefined,
      discountPercent: undefined,
      proRata: false,
    });
    expect(mfn).toContain('Post-Money Valuation Cap: Not applicable');
    expect(mfn).toContain('Discount: Not applicable');
    expect(mfn).toContain('Most Favored Nation: Applies');
    expect(mfn).toContain('Pro Rata Rights: None');
  });

  it('gives the same text and hash for the same data', async () => {
    const a = await renderAndHashSafe(DATA);
    const b = await renderAndHashSafe(structuredClone(DATA));
    expect(b).toEqual(a);
    expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(a.sha256).toBe(await sha256Hex(a.text));
  });

  it.each<[string, Partial<SafeDocumentData>]>([
    ['company', { companyName: 'Acme Analytics, Inc' }],
    ['investor', { investorLegalName: 'Ann Exampel' }],
    ['amount (one cent)', { purchaseAmountCents: 125_051 }],
    ['variant', { variant: 'cap', discountPercent: undefined }],
    ['cap', { valuationCapDollars: 5_000_001 }],
    ['discount', { discountPercent: 21 }],
    ['pro rata', { proRata: false }],
    ['date', { date: '2026-11-03' }],
    ['template version', { templateVersion: '1.1' as '1.0' }],
  ])('changes the hash when the %s changes', async (_field, patch) => {
    const original = await renderAndHashSafe(DATA);
    const changed = await renderAndHashSafe({ ...DATA, ...patch });
    expect(changed.sha256).not.toBe(original.sha256);
  });
});

describe('safeDocumentDataSchema', () => {
  it('accepts the data of a purchase and trims names', () => {
    const parsed = v.parse(safeDocumentDataSchema, {
      ...DATA,
      investorLegalName: '  Ann Example ',
    });
    expect(parsed).toEqual(DATA);
  });

  it.each([
    [{ investorLegalName: '   ' }, 'Enter the investor legal name.'],
    [{ companyName: 'Acme\nEvil' }, 'The company name must be one line.'],
  ])('refuses %j', (patch, message) => {
    const result = v.safeParse(safeDocumentDataSchema, { ...DATA, ...patch });
    expect(result.issues?.[0]?.message).toBe(message);
  });
});
