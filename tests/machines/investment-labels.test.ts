import { describe, expect, it } from 'vitest';
import { INVESTMENT_STATUSES, investmentStateOf } from '../../machines/investment';
import {
  INVESTMENT_LABELS,
  SAFE_OUTCOME_LABELS,
  investmentLabelOf,
} from '../../machines/investment/investment.labels';

describe('the investment vocabulary', () => {
  it('labels every stored status by its machine state', () => {
    for (const status of INVESTMENT_STATUSES) {
      expect(investmentLabelOf(status)).toBe(INVESTMENT_LABELS[investmentStateOf(status)]);
    }
  });

  it('says Committed for money in escrow and never calls a cancellation a refund', () => {
    expect(investmentLabelOf('committed').label).toBe('Committed');
    expect(investmentLabelOf('cancelled').label).toBe('Cancelled');
    expect(investmentLabelOf('refunded').label).toBe('Refunded');
    expect(investmentLabelOf('settled').label).toBe('Settled');
  });

  it('names a settled SAFE by its portfolio outcome once it has one, and only a settled one', () => {
    expect(investmentLabelOf('settled', 'safe_outstanding').label).toBe('Settled');
    expect(investmentLabelOf('settled', 'written_off')).toBe(SAFE_OUTCOME_LABELS.written_off);
    expect(investmentLabelOf('settled', 'converted').label).toBe('Converted');
    expect(investmentLabelOf('settled', 'cashed_out').label).toBe('Cashed out');
    expect(investmentLabelOf('refunded', 'written_off').label).toBe('Refunded');
  });
});
