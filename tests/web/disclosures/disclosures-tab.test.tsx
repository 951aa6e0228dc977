/**
 * The project page's Disclosures tab (web/features/disclosures/disclosures-tab.tsx), as an
 * investor reads it. Found by the 1280 px walk: the statements' period read
 * "period ending 2025-12-31".
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { disclosureChecklist, type DisclosuresResponse } from '../../../shared/disclosures/api';
import { DisclosuresTab } from '../../../web/features/disclosures/disclosures-tab';
import { server } from '../msw';
import { renderWithSession } from '../session-test-utils';

const SLUG = 'ledger-lens';

const answer: DisclosuresResponse = {
  disclosures: {
    parts: {},
    statement: {
      tier: 'audited',
      fileName: 'statements-2025.pdf',
      sizeBytes: 20,
      periodEnd: '2025-12-31',
      uploadedAt: '2026-11-29T05:00:00.000Z',
      url: '/signed/statements-2025.pdf',
    },
    requiredTier: 'reviewed',
    checklist: disclosureChecklist({}, null, 'reviewed'),
    complete: false,
    updatedAt: '2026-11-29T05:00:00.000Z',
    version: 1,
  },
};

describe('the Disclosures tab', () => {
  it('dates the statements’ period as people read it, not in ISO', async () => {
    server.use(http.get(`*/api/projects/${SLUG}/disclosures`, () => HttpResponse.json(answer)));
    renderWithSession(<DisclosuresTab slug={SLUG} />);
    const link = await screen.findByRole('link', { name: 'statements-2025.pdf (PDF)' });
    expect(link.closest('p')?.textContent).toMatch(/period ending Dec 31, 2025\.$/);
  });
});
