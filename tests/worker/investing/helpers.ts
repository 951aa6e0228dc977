/** Actors and shortcuts of the investing tests: live projects, funded investors, bodies. */
import { env } from 'cloudflare:test';
import { signedInUser } from '../helpers/auth';
import { call, draftAs } from '../lifecycle/lifecycle-helpers';
import { setOfferingTerms } from '../../../worker/investing/offering';
import { completeDisclosures } from '../helpers/disclosures';

export { call };

let keys = 0;
/** A fresh idempotency key (one per attempt). */
export function newKey(): string {
  keys += 1;
  return `k${Date.now().toString(36)}x${keys.toString(36)}${crypto.randomUUID().slice(0, 8)}`;
}

let creatorToken: string | null = null;
let adminToken: string | null = null;

/** A live project (drafted, submitted, approved through the real routes). */
export async function liveProject(overrides: Record<string, unknown> = {}) {
  creatorToken ??= (await signedInUser({ role: 'creator', fullName: 'Casey Creator' })).accessToken;
  adminToken ??= (await signedInUser({ role: 'admin', fullName: 'Ada Admin' })).accessToken;
  const project = await draftAs(creatorToken, overrides);
  await completeDisclosures(project.id, creatorToken);
  await call(`/api/creator/projects/${project.id}/submit`, { method: 'POST', token: creatorToken });
  const approved = await call(`/api/admin/reviews/${project.id}/approve`, {
    method: 'POST',
    token: adminToken,
  });
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  return { id: project.id, slug: project.slug, title: project.title, creatorToken };
}

/** A draft project (never submitted). */
export async function draftProject() {
  creatorToken ??= (await signedInUser({ role: 'creator', fullName: 'Casey Creator' })).accessToken;
  return draftAs(creatorToken);
}

/** Records terms for a project: a cap SAFE with the given raise (cents). */
export async function setTerms(
  projectId: string,
  raise: { goal: number; maximum?: number; minimum?: number; endDate?: string },
) {
  return setOfferingTerms(
    env.DB,
    projectId,
    {
      variant: 'cap',
      valuationCapDollars: 10_000_000,
      proRata: false,
      fundingGoalCents: raise.goal,
      maximumRaiseCents: raise.maximum ?? raise.goal,
      minimumInvestmentCents: raise.minimum ?? 50_000,
      endDate: raise.endDate ?? new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    },
    { id: null, source: 'seed' },
  );
}

export const MODEST_PROFILE = {
  annualIncomeCents: 8_000_000, // $80,000 → limit max($2,500, 5 % of $80,000) = $4,000
  netWorthCents: 5_000_000,
  accredited: false,
  otherRegCfInvestmentsCents: 0,
};

export const ACCREDITED_PROFILE = { ...MODEST_PROFILE, accredited: true };

/** A signed-in investor with a stated profile and `cents` in their wallet. */
export async function fundedInvestor(
  cents: number,
  profile: object = ACCREDITED_PROFILE,
  fullName = 'Ivy Investor',
) {
  const user = await signedInUser({ role: 'investor', fullName });
  const stated = await call('/api/investor/profile', {
    method: 'PUT',
    token: user.accessToken,
    body: profile,
  });
  if (stated.status !== 200) throw new Error(`profile failed: ${JSON.stringify(stated.body)}`);
  if (cents > 0) {
    const res = await call('/api/wallet/deposits', {
      method: 'POST',
      token: user.accessToken,
      body: { amountCents: cents, idempotencyKey: newKey() },
    });
    if (res.status !== 201) throw new Error(`deposit failed: ${JSON.stringify(res.body)}`);
  }
  return { token: user.accessToken, id: user.userId, email: user.email };
}

/** A valid commit body for `projectId`. */
export function commitBody(
  projectId: string,
  amountCents: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    projectId,
    amountCents,
    legalName: 'Ivy Q. Investor',
    signature: 'ivy q.  investor',
    consentToElectronicSignature: true,
    acknowledgesRiskOfLoss: true,
    acknowledgesResaleRestriction: true,
    acknowledgesCancellationDeadline: true,
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** Row counts of the tables a money command writes. */
export async function moneyRowCounts() {
  const tables = [
    'events',
    'commitments',
    'deposits',
    'ledger_postings',
    'account_balances',
    'offerings',
    'auth_outbox',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
