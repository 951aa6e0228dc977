/** The "Add a SAFE sold outside LaunchFund" form's fields, and the request they make. */
import { outsideSafeRequestSchema, type OutsideSafeRequest } from '../../../shared/conversion/api';
import { AmountReader, checked, countOf, type Parsed } from './form-inputs';

export interface OutsideSafeInputs {
  holder: string;
  purchase: string;
  valuationCap: string;
  discount: string;
  mfn: boolean;
  issuedOn: string;
}

export const EMPTY_OUTSIDE_SAFE_INPUTS: OutsideSafeInputs = {
  holder: '',
  purchase: '',
  valuationCap: '',
  discount: '',
  mfn: false,
  issuedOn: '',
};

const INPUT_OF: Record<string, keyof OutsideSafeInputs> = {
  purchaseCents: 'purchase',
  valuationCapDollars: 'valuationCap',
  discountPercent: 'discount',
};

export function outsideSafeRequestOf(
  inputs: OutsideSafeInputs,
  idempotencyKey: string,
): Parsed<OutsideSafeRequest> {
  const amounts = new AmountReader();
  const valuationCapDollars = amounts.optionalWholeDollars('valuationCap', inputs.valuationCap);
  const discount = inputs.discount.trim().replace(/\s*%$/, '');
  const body = {
    idempotencyKey,
    holder: inputs.holder,
    purchaseCents: amounts.cents('purchase', inputs.purchase),
    ...(valuationCapDollars === undefined ? {} : { valuationCapDollars }),
    ...(discount === '' ? {} : { discountPercent: countOf(discount) }),
    mfn: inputs.mfn,
    issuedOn: inputs.issuedOn.trim(),
  };
  const parsed = checked(outsideSafeRequestSchema, body, amounts.errors);
  if (parsed.ok) return parsed;
  return {
    ok: false,
    errors: Object.fromEntries(
      Object.entries(parsed.errors).map(([k, m]) => [INPUT_OF[k] ?? k, m]),
    ),
  };
}
