/**
 * The SAFE an investor reviews and signs, rendered from structured data as plain text.
 * Rendering is deterministic (no locale data, no clock, `\n` line ends), so the stored
 * data reproduces the exact text and its SHA-256 proves which text was signed. The
 * text states the key terms and names the standard form they complete (the YC
 * post-money SAFE, by template id and version); the signature itself (typed name,
 * consent, time) is recorded beside the hash, not inside the text.
 */
import * as v from 'valibot';
import { formatCents } from '../money/cents';
import { sha256Hex } from './sha256';
import { SAFE_VARIANTS, SAFE_VARIANT_LABELS, type SafeTerms } from './safe-terms';

export { sha256Hex } from './sha256';

/** The template the rendered text follows; bump the version whenever the wording changes. */
export const SAFE_TEMPLATE = { id: 'yc-post-money-safe', version: '1.0' } as const;

const name = (label: string) =>
  v.pipe(
    v.string(`Enter the ${label}.`),
    v.trim(),
    v.nonEmpty(`Enter the ${label}.`),
    v.maxLength(200, `The ${label} is too long.`),
    v.regex(/^[^\r\n\t]*$/, `The ${label} must be one line.`),
  );

/** Valibot schema of everything the SAFE text is rendered from (stored with the commitment). */
export const safeDocumentDataSchema = v.object({
  templateId: v.literal(SAFE_TEMPLATE.id),
  templateVersion: v.literal(SAFE_TEMPLATE.version),
  companyName: name('company name'),
  investorLegalName: name('investor legal name'),
  purchaseAmountCents: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  variant: v.picklist(SAFE_VARIANTS),
  valuationCapDollars: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  discountPercent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))),
  proRata: v.boolean(),
  /** The signing date, 'YYYY-MM-DD'. */
  date: v.pipe(v.string(), v.isoDate()),
});
export type SafeDocumentData = v.InferOutput<typeof safeDocumentDataSchema>;

/** The document data of a purchase under an offering's terms. */
export function safeDocumentDataOf(
  terms: Pick<SafeTerms, 'variant' | 'valuationCapDollars' | 'discountPercent' | 'proRata'>,
  purchase: {
    companyName: string;
    investorLegalName: string;
    purchaseAmountCents: number;
    date: string;
  },
): SafeDocumentData {
  return {
    templateId: SAFE_TEMPLATE.id,
    templateVersion: SAFE_TEMPLATE.version,
    ...purchase,
    variant: terms.variant,
    ...(terms.valuationCapDollars === undefined
      ? {}
      : { valuationCapDollars: terms.valuationCapDollars }),
    ...(terms.discountPercent === undefined ? {} : { discountPercent: terms.discountPercent }),
    proRata: terms.proRata,
  };
}

function conversionSentence(d: SafeDocumentData): string {
  const cap = 'the Post-Money Valuation Cap divided by the Company Capitalization';
  const discounted =
    'the price per share of the Standard Preferred Stock multiplied by the Discount Rate';
  switch (d.variant) {
    case 'cap':
      return `the Safe Price: ${cap}.`;
    case 'discount':
      return `the Discount Price: ${discounted}.`;
    case 'cap_and_discount':
      return `the lower of the Safe Price (${cap}) and the Discount Price (${discounted}).`;
    case 'mfn':
      return 'the price per share of the Standard Preferred Stock, unless the Investor elects the terms of a later Subsequent Convertible Security under the Most Favored Nation provision.';
  }
}

/** The SAFE's plain text, the same characters for the same data in every runtime. */
export function renderSafeDocument(data: SafeDocumentData): string {
  const cap =
    data.valuationCapDollars === undefined
      ? 'Not applicable'
      : formatCents(data.valuationCapDollars * 100, { cents: 'auto' });
  const discount =
    data.discountPercent === undefined
      ? 'Not applicable'
      : `${data.discountPercent}% (Discount Rate ${100 - data.discountPercent}%)`;
  const lines = [
    'SAFE (Simple Agreement for Future Equity)',
    `Template: ${data.templateId}, version ${data.templateVersion}`,
    `Variant: ${SAFE_VARIANT_LABELS[data.variant]}`,
    '',
    `THIS CERTIFIES THAT in exchange for the payment by ${data.investorLegalName} (the "Investor") of ${formatCents(data.purchaseAmountCents)} (the "Purchase Amount") on or about ${data.date}, ${data.companyName} (the "Company") issues to the Investor the right to certain shares of the Company's Capital Stock, subject to the terms of the standard form named above, completed as follows.`,
    '',
    `Post-Money Valuation Cap: ${cap}`,
    `Discount: ${discount}`,
    `Most Favored Nation: ${data.variant === 'mfn' ? 'Applies' : 'Does not apply'}`,
    `Pro Rata Rights: ${data.proRata ? 'Granted by side letter' : 'None'}`,
    '',
    '1. Equity Financing. If there is an Equity Financing before this Safe terminates, this Safe converts into the number of shares of Safe Preferred Stock equal to the Purchase Amount divided by the Conversion Price, which is ' +
      conversionSentence(data),
    '2. Liquidity Event. If there is a Liquidity Event before this Safe terminates, the Investor receives the greater of the Purchase Amount and the amount payable on the shares of Common Stock equal to the Purchase Amount divided by the Liquidity Price.',
    '3. Dissolution Event. If there is a Dissolution Event before this Safe terminates, the Investor receives the Purchase Amount, before any distribution to holders of Capital Stock.',
    '4. Termination. This Safe terminates when it converts or is paid under sections 1 to 3.',
    '',
    `Date: ${data.date}`,
    `Company: ${data.companyName}`,
    `Investor: ${data.investorLegalName}`,
    '',
  ];
  return lines.join('\n');
}

/** The rendered text and its SHA-256 (lower-case hex), as a commitment stores them. */
export async function renderAndHashSafe(
  data: SafeDocumentData,
): Promise<{ text: string; sha256: string }> {
  const text = renderSafeDocument(data);
  return { text, sha256: await sha256Hex(text) };
}
