/**
 * Complete disclosures (docs/before-the-raise.md#disclosures): a submission for review is
 * refused without them, so every test that submits a project completes them first.
 */
import type { DisclosureParts } from '../../../shared/disclosures/schema';
import type { StatementTier } from '../../../shared/disclosures/thresholds';
import { SELF } from 'cloudflare:test';
import { bearer, TEST_ORIGIN } from './auth';

/** A JSON call of its own (the lifecycle helpers import this file, so not theirs). */
async function call<T>(
  path: string,
  options: { method?: string; token: string; body?: unknown; headers?: Record<string, string> },
) {
  const { method = 'GET', token, body, headers = {} } = options;
  const res = await SELF.fetch(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...bearer(token),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export const COMPLETE_PARTS: DisclosureParts = {
  officers: [
    {
      name: 'Casey Creator',
      title: 'Chief Executive Officer',
      role: 'both',
      experience: 'Founded the company in 2023; before that, product lead at a logistics firm.',
    },
  ],
  principalHolders: [
    { name: 'Casey Creator', securityClass: 'Common stock', votingPowerPercent: 80 },
  ],
  useOfProceeds: {
    atGoal: 'Two engineers for twelve months and the first production run.',
    atMaximum: 'The same, plus a sales hire and a second production run.',
  },
  riskFactors: ['We depend on a single supplier for our main component.'],
  financialCondition:
    'The company has six months of runway, no debt, and revenue of $40,000 in its last fiscal year.',
};

/** A tiny but real PDF (its `%PDF-` signature is what the upload checks). */
export const SAMPLE_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** Uploads statements of `tier` for the creator's project; returns the response. */
export function uploadStatement(projectId: string, token: string, tier: StatementTier = 'audited') {
  const query = new URLSearchParams({
    tier,
    fileName: 'statements-2025.pdf',
    periodEnd: '2025-12-31',
  });
  return call<{ error?: unknown }>(
    `/api/creator/projects/${projectId}/disclosures/statement?${query.toString()}`,
    { method: 'PUT', token, body: SAMPLE_PDF, headers: { 'Content-Type': 'application/pdf' } },
  );
}

/** Saves complete disclosures and audited statements (audited meets every tier). */
export async function completeDisclosures(projectId: string, token: string): Promise<void> {
  const current = await call<{ disclosures: { version: number } }>(
    `/api/creator/projects/${projectId}/disclosures`,
    { token },
  );
  if (current.status !== 200) throw new Error(`disclosures: ${JSON.stringify(current.body)}`);
  const saved = await call(`/api/creator/projects/${projectId}/disclosures`, {
    method: 'PUT',
    token,
    body: { parts: COMPLETE_PARTS, version: current.body.disclosures.version },
  });
  if (saved.status !== 200) throw new Error(`disclosures save: ${JSON.stringify(saved.body)}`);
  const uploaded = await uploadStatement(projectId, token);
  if (uploaded.status !== 201)
    throw new Error(`statement upload: ${JSON.stringify(uploaded.body)}`);
}
