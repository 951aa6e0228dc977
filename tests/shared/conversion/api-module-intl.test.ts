import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

// The conversion API's schemas are evaluated with the investor's My Investments page (its
// code is warmed on the dashboard). The first Intl formatter a page uses loads the locale
// data, 70-200 ms at 4x CPU, measured on this module's evaluation: its messages must be
// built without Intl (shared/format.ts).
describe('shared/conversion/api.ts', () => {
  it('builds its messages without Intl when it is evaluated', async () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    vi.resetModules();
    const api = await import('../../../shared/conversion/api');
    expect(api).toBeTruthy();
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('still says the least a count may be', async () => {
    const v = await import('valibot');
    const { pricedRoundRequestSchema } = await import('../../../shared/conversion/api');
    const result = v.safeParse(pricedRoundRequestSchema, {
      idempotencyKey: 'k'.repeat(32),
      occurredOn: '2027-03-01',
      outstandingShares: 0,
      optionsIssued: 0,
      unissuedPool: 0,
      preMoneyValuationDollars: 1,
      newMoneyCents: 1,
    });
    expect(result.success).toBe(false);
    const messages = result.issues?.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Enter the shares outstanding of at least 1.');
  });
});
