/**
 * Complete disclosures through the API (docs/before-the-raise.md#disclosures): a project
 * is refused for review without them, so the journeys that publish complete them first.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

const PARTS = {
  officers: [
    {
      name: 'Cleo Creator',
      title: 'Chief Executive Officer',
      role: 'both',
      experience: 'Founded the company in 2023; before that, product lead at a logistics firm.',
    },
  ],
  principalHolders: [
    { name: 'Cleo Creator', securityClass: 'Common stock', votingPowerPercent: 80 },
  ],
  useOfProceeds: {
    atGoal: 'Two engineers for twelve months and the first customers.',
    atMaximum: 'The same, plus a sales hire and six more months of runway.',
  },
  riskFactors: ['We depend on a single cloud provider for our whole product.'],
  financialCondition:
    'The company has six months of runway, no debt, and revenue of $40,000 in its last fiscal year.',
};

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** Saves complete disclosures and audited statements (they meet every tier). */
export async function completeDisclosures(
  request: APIRequestContext,
  token: string,
  projectId: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const path = `/api/creator/projects/${projectId}/disclosures`;
  const current = await request.get(path, { headers });
  expect(current.status(), await current.text()).toBe(200);
  const { disclosures } = (await current.json()) as { disclosures: { version: number } };
  const saved = await request.put(path, {
    headers,
    data: { parts: PARTS, version: disclosures.version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const query = 'tier=audited&fileName=statements-2025.pdf&periodEnd=2025-12-31';
  const uploaded = await request.put(`${path}/statement?${query}`, {
    headers: { ...headers, 'Content-Type': 'application/pdf' },
    data: Buffer.from(PDF),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}
