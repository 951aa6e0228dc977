/** The "Record what happened next" form's fields, and the request they make. */
import {
  dissolutionRequestSchema,
  liquidityRequestSchema,
  pricedRoundRequestSchema,
  type ConversionKind,
} from '../../../shared/conversion/api';
import type { OutcomeRequest } from '../../../shared/conversion/facts';
import { AmountReader, checked, countOf, type Parsed } from './form-inputs';

export interface OutcomeInputs {
  occurredOn: string;
  outstandingShares: string;
  optionsIssued: string;
  unissuedPool: string;
  preMoneyValuation: string;
  newMoney: string;
  poolIncrease: string;
  proceeds: string;
  available: string;
}

export const EMPTY_OUTCOME_INPUTS: OutcomeInputs = {
  occurredOn: '',
  outstandingShares: '',
  optionsIssued: '',
  unissuedPool: '',
  preMoneyValuation: '',
  newMoney: '',
  poolIncrease: '',
  proceeds: '',
  available: '',
};

/** Which fields each event asks for (and so which are shown). */
export const FIELDS_OF: Record<ConversionKind, (keyof OutcomeInputs)[]> = {
  priced_round: [
    'occurredOn',
    'outstandingShares',
    'optionsIssued',
    'unissuedPool',
    'preMoneyValuation',
    'newMoney',
    'poolIncrease',
  ],
  liquidity: ['occurredOn', 'outstandingShares', 'optionsIssued', 'proceeds'],
  dissolution: ['occurredOn', 'available'],
};

/** The field a request's key is typed in (the body names money in cents or dollars). */
const INPUT_OF: Record<string, keyof OutcomeInputs> = {
  preMoneyValuationDollars: 'preMoneyValuation',
  newMoneyCents: 'newMoney',
  proceedsCents: 'proceeds',
  availableCents: 'available',
};

function onInputs(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [INPUT_OF[k] ?? k, m]));
}

/** The request for `kind` from the typed fields, or the sentence to show under each bad one. */
export function outcomeRequestOf(
  kind: ConversionKind,
  inputs: OutcomeInputs,
  idempotencyKey: string,
): Parsed<OutcomeRequest> {
  const amounts = new AmountReader();
  const common = { idempotencyKey, occurredOn: inputs.occurredOn.trim() };
  const company = {
    outstandingShares: countOf(inputs.outstandingShares),
    optionsIssued: countOf(inputs.optionsIssued),
  };
  let parsed: Parsed<Omit<OutcomeRequest, 'kind'>>;
  switch (kind) {
    case 'priced_round': {
      const body = {
        ...common,
        ...company,
        unissuedPool: countOf(inputs.unissuedPool),
        preMoneyValuationDollars: amounts.wholeDollars(
          'preMoneyValuation',
          inputs.preMoneyValuation,
        ),
        newMoneyCents: amounts.cents('newMoney', inputs.newMoney),
        poolIncrease: inputs.poolIncrease.trim() === '' ? 0 : countOf(inputs.poolIncrease),
      };
      parsed = checked(pricedRoundRequestSchema, body, amounts.errors);
      break;
    }
    case 'liquidity': {
      const body = {
        ...common,
        ...company,
        proceedsCents: amounts.cents('proceeds', inputs.proceeds),
      };
      parsed = checked(liquidityRequestSchema, body, amounts.errors);
      break;
    }
    case 'dissolution': {
      const body = { ...common, availableCents: amounts.cents('available', inputs.available) };
      parsed = checked(dissolutionRequestSchema, body, amounts.errors);
      break;
    }
  }
  if (!parsed.ok) return { ok: false, errors: onInputs(parsed.errors) };
  return { ok: true, value: { kind, ...parsed.value } as OutcomeRequest };
}
