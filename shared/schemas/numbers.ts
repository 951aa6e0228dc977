/** Number rules shared by forms and event payloads. */

/**
 * True when `value` has at most two decimal places as a person would write it: 0.29
 * and 12.5 do, 7.125 and 1e-9 do not. Rounding to two decimals must give back the very
 * same number; a tolerance (|x·100 − round(x·100)| < ε) would let 1e-9 through.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}
