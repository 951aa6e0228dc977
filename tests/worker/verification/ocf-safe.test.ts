/** The OCF builder's number formats and its SAFE conversion mechanism per variant. */
import { describe, expect, it } from 'vitest';
import { SAFE_TEMPLATE } from '../../../shared/offering/safe-document';
import {
  ocfAmountOfCents,
  ocfFractionOfPercent,
  ocfSafeExportOf,
} from '../../../shared/verification/ocf-safe';
import { maskedName } from '../../../shared/verification/verify-api';

const base = {
  commitmentId: 'c0ffee00-1111-2222-3333-444455556666',
  investorId: 'inv-1',
  projectSlug: 'proof-works',
  sha256: 'a'.repeat(64),
};
const data = {
  templateId: SAFE_TEMPLATE.id,
  templateVersion: SAFE_TEMPLATE.version,
  companyName: 'Proof Works Inc.',
  investorLegalName: 'Jane Doe',
  purchaseAmountCents: 100_005,
  proRata: true,
  date: '2026-11-02',
} as const;

describe('OCF numbers', () => {
  it('writes cents as decimal strings and whole percents as fractions', () => {
    expect(ocfAmountOfCents(100_005)).toBe('1000.05');
    expect(ocfAmountOfCents(7)).toBe('0.07');
    expect(ocfFractionOfPercent(20)).toBe('0.2');
    expect(ocfFractionOfPercent(5)).toBe('0.05');
    expect(ocfFractionOfPercent(50)).toBe('0.5');
  });
});

describe('the SAFE conversion mechanism', () => {
  const mechanismOf = (extra: object) =>
    ocfSafeExportOf({ ...base, data: { ...data, variant: 'cap', ...extra } }).items[0]
      .conversion_triggers[0]?.conversion_right.conversion_mechanism;

  it('carries the cap and the discount as the SAFE states them', () => {
    expect(
      mechanismOf({
        variant: 'cap_and_discount',
        valuationCapDollars: 5_000_000,
        discountPercent: 20,
      }),
    ).toMatchObject({
      conversion_valuation_cap: { amount: '5000000.00', currency: 'USD' },
      conversion_discount: '0.2',
      conversion_mfn: false,
    });
  });

  it('has no cap on a discount SAFE and flags an MFN SAFE', () => {
    const discount = mechanismOf({ variant: 'discount', discountPercent: 15 });
    expect(discount).not.toHaveProperty('conversion_valuation_cap');
    expect(discount).toMatchObject({ conversion_discount: '0.15' });
    expect(mechanismOf({ variant: 'mfn' })).toMatchObject({ conversion_mfn: true });
  });

  it('dates the issuance by the signing, names the investor by id only, Reg CF exempt', () => {
    const exported = ocfSafeExportOf({ ...base, data: { ...data, variant: 'cap' } });
    const [issuance] = exported.items;
    expect(issuance).toMatchObject({
      date: '2026-11-02',
      stakeholder_id: 'inv-1',
      investment_amount: { amount: '1000.05', currency: 'USD' },
    });
    expect(issuance.security_law_exemptions[0]?.description).toContain('Regulation Crowdfunding');
    expect(JSON.stringify(exported)).not.toContain('Jane');
  });
});

describe('maskedName', () => {
  it('keeps each word’s first letter only', () => {
    expect(maskedName('Jane Doe')).toBe('J*** D***');
    expect(maskedName('  Élodie   van Berg ')).toBe('É*** v*** B***');
    expect(maskedName('')).toBe('***');
  });
});
