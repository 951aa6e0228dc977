import { describe, expect, it } from 'vitest';
import { canCancel } from '../../../web/features/investing/cancellation';
import { newIdempotencyKey } from '../../../web/features/investing/idempotency-key';
import { amountRefusal } from '../../../web/features/investing/invest/amount-rules';
import { formatCountdown } from '../../../web/features/investing/use-now';
import { investment, offering } from './fixtures';

describe('investing helpers', () => {
  it('formats a countdown from days down to seconds', () => {
    expect(formatCountdown(((2 * 24 + 4) * 3600 + 13 * 60 + 9) * 1000)).toBe('2d 04h 13m 09s');
    expect(formatCountdown((3 * 3600 + 5) * 1000)).toBe('3h 00m 05s');
    expect(formatCountdown(61_000)).toBe('1m 01s');
    expect(formatCountdown(-5)).toBe('0s');
  });

  it('checks the amount against the rules in the server order, naming each figure', () => {
    const figures = { offering: offering(), remainingLimitCents: 60_000, balanceCents: 70_000 };
    expect(amountRefusal(49_999, figures)).toBe(
      'The minimum investment for LedgerLens is $500.00.',
    );
    expect(amountRefusal(65_000, figures)).toBe(
      'Your Reg CF limit leaves $600.00 for the next 12 months.',
    );
    expect(amountRefusal(60_000, { ...figures, balanceCents: 55_000 })).toBe(
      'Your wallet has $550.00; add funds first.',
    );
    expect(amountRefusal(60_000, { ...figures, remainingLimitCents: null })).toBeNull();
    expect(amountRefusal(60_000, { ...figures, offering: offering({ remainingCents: 0 }) })).toBe(
      'This offering is fully subscribed: nothing is left under its maximum raise.',
    );
  });

  it('lets the investment machine decide Cancel: owner, open, before the cut-off', () => {
    const now = new Date();
    expect(canCancel(investment({}, 10), 'investor-1', now)).toBe(true);
    expect(canCancel(investment({}, 1), 'investor-1', now)).toBe(false);
    expect(canCancel(investment({ status: 'cancelled' }, 10), 'investor-1', now)).toBe(false);
  });

  it('makes a fresh key the server accepts for every attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
