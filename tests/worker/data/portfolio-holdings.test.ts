import { describe, expect, it } from 'vitest';
import { portfolioHoldings } from '../../../worker/dashboards/investor';

describe('portfolioHoldings', () => {
  it('holds what counts, never a cancelled or refunded commitment', () => {
    const categories = new Map([
      ['p1', 'Finance' as const],
      ['p2', 'Productivity' as const],
      ['p3', 'Health & Fitness' as const],
      ['p4', 'Finance' as const],
    ]);
    const holdings = portfolioHoldings(
      [
        { project_id: 'p1', title: 'InvoiceHub', status: 'settled' },
        { project_id: 'p2', title: 'FocusFlow', status: 'cancelled' },
        { project_id: 'p3', title: 'Adly', status: 'refunded' },
        { project_id: 'p4', title: 'LedgerLite', status: 'committed' },
      ],
      categories,
    );
    expect(holdings.map((h) => h.projectTitle)).toEqual(['InvoiceHub', 'LedgerLite']);
    expect(holdings[0]).toEqual({
      projectId: 'p1',
      projectTitle: 'InvoiceHub',
      category: 'Finance',
    });
  });
});
