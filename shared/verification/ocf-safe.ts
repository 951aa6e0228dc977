/**
 * A signed SAFE as an Open Cap Format (OCF) convertible issuance: the transaction object
 * `TX_CONVERTIBLE_ISSUANCE` of the OCF schema (objects/transactions/issuance/
 * ConvertibleIssuance.schema.json), with its SAFE conversion mechanism
 * (types/conversion_mechanisms/SAFEConversionMechanism.schema.json). OCF writes numbers
 * as decimal strings: money as `{ amount: "1000.00", currency: "USD" }`, percentages as
 * fractions ("0.2" for 20 %). Pure, so the export and its tests share one builder.
 */
import type { SafeDocumentData } from '../offering/safe-document';

export interface OcfMonetary {
  amount: string;
  currency: 'USD';
}

export interface OcfSafeConversionMechanism {
  type: 'SAFE_CONVERSION';
  conversion_mfn: boolean;
  /** The YC SAFE on this platform is the post-money form. */
  conversion_timing: 'POST_MONEY';
  conversion_valuation_cap?: OcfMonetary;
  conversion_discount?: string;
  capitalization_definition: string;
}

export interface OcfConversionTrigger {
  trigger_id: string;
  nickname: string;
  trigger_description: string;
  type: 'AUTOMATIC_ON_CONDITION';
  trigger_condition: string;
  conversion_right: {
    type: 'CONVERTIBLE_CONVERSION_RIGHT';
    conversion_mechanism: OcfSafeConversionMechanism;
    converts_to_future_round: true;
  };
}

export interface OcfConvertibleIssuance {
  object_type: 'TX_CONVERTIBLE_ISSUANCE';
  id: string;
  security_id: string;
  custom_id: string;
  date: string;
  stakeholder_id: string;
  investment_amount: OcfMonetary;
  convertible_type: 'SAFE';
  conversion_triggers: OcfConversionTrigger[];
  /** 1 = the most junior; every SAFE of one offering ranks alike. */
  seniority: number;
  security_law_exemptions: { description: string; jurisdiction: string }[];
  consideration_text: string;
  comments: string[];
}

/** The export: the OCF object plus the document's hash, so a holder can check both. */
export interface OcfSafeExport {
  file_type: 'OCF_TRANSACTIONS_FILE';
  items: [OcfConvertibleIssuance];
  /** SHA-256 (hex) of the SAFE's signed text, as recorded at signing. */
  document_sha256: string;
}

/** What the builder needs beyond the SAFE's own data. */
export interface IssuedSafeFacts {
  commitmentId: string;
  investorId: string;
  projectSlug: string;
  sha256: string;
  data: SafeDocumentData;
}

/** Whole cents as OCF's decimal string: 12345 → "123.45". */
export function ocfAmountOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A whole-percent discount as OCF's fraction: 20 → "0.2", 5 → "0.05". */
export function ocfFractionOfPercent(percent: number): string {
  const hundredths = String(percent).padStart(3, '0');
  const fraction = `${hundredths.slice(0, -2)}.${hundredths.slice(-2)}`.replace(/0+$/, '');
  return fraction.endsWith('.') ? fraction.slice(0, -1) : fraction;
}

const REG_CF_EXEMPTION = {
  description: 'Regulation Crowdfunding, Securities Act of 1933 Section 4(a)(6) (17 CFR 227)',
  jurisdiction: 'US',
};

const CAPITALIZATION_DEFINITION =
  'Company Capitalization as defined in the post-money SAFE: all shares of Capital Stock, all converting securities (this SAFE included) and the option pool, without the new money of the Equity Financing.';

function mechanismOf(data: SafeDocumentData): OcfSafeConversionMechanism {
  return {
    type: 'SAFE_CONVERSION',
    conversion_mfn: data.variant === 'mfn',
    conversion_timing: 'POST_MONEY',
    ...(data.valuationCapDollars === undefined
      ? {}
      : {
          conversion_valuation_cap: {
            amount: ocfAmountOfCents(data.valuationCapDollars * 100),
            currency: 'USD',
          },
        }),
    ...(data.discountPercent === undefined
      ? {}
      : { conversion_discount: ocfFractionOfPercent(data.discountPercent) }),
    capitalization_definition: CAPITALIZATION_DEFINITION,
  };
}

/** The OCF convertible issuance of one signed SAFE, with its document hash. */
export function ocfSafeExportOf(facts: IssuedSafeFacts): OcfSafeExport {
  const { data } = facts;
  const customId = `SAFE-${facts.projectSlug}-${facts.commitmentId.slice(0, 8)}`;
  const amount = ocfAmountOfCents(data.purchaseAmountCents);
  return {
    file_type: 'OCF_TRANSACTIONS_FILE',
    items: [
      {
        object_type: 'TX_CONVERTIBLE_ISSUANCE',
        id: `issuance-${facts.commitmentId}`,
        security_id: facts.commitmentId,
        custom_id: customId,
        date: data.date,
        stakeholder_id: facts.investorId,
        investment_amount: { amount, currency: 'USD' },
        convertible_type: 'SAFE',
        conversion_triggers: [
          {
            trigger_id: `${customId}.TRIG.EQUITY`,
            nickname: 'Equity Financing',
            trigger_description: 'Conversion at the next Equity Financing',
            type: 'AUTOMATIC_ON_CONDITION',
            trigger_condition:
              'The SAFE converts on the initial closing of the Equity Financing (as defined in the instrument).',
            conversion_right: {
              type: 'CONVERTIBLE_CONVERSION_RIGHT',
              conversion_mechanism: mechanismOf(data),
              converts_to_future_round: true,
            },
          },
        ],
        seniority: 1,
        security_law_exemptions: [REG_CF_EXEMPTION],
        consideration_text: `${amount} USD`,
        comments: [
          `Issued by ${data.companyName} through LaunchFund under template ${data.templateId} version ${data.templateVersion}.`,
          `SHA-256 of the signed SAFE text: ${facts.sha256}`,
          ...(data.proRata ? ['The investor holds a pro rata right (side letter).'] : []),
        ],
      },
    ],
    document_sha256: facts.sha256,
  };
}

/** The export's file name. */
export function ocfSafeFileName(projectSlug: string, commitmentId: string): string {
  return `safe-${projectSlug}-${commitmentId.slice(0, 8)}.ocf.json`;
}
