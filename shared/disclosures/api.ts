/**
 * Wire types and the completeness rule of the disclosures
 * (docs/before-the-raise.md#disclosures), shared by the worker and the screens.
 */
import {
  DISCLOSURE_PARTS,
  type DisclosurePart,
  type DisclosureParts,
  type Officer,
  type PrincipalHolder,
} from './schema';
import { tierSatisfies, type StatementTier } from './thresholds';

export interface StatementView {
  tier: StatementTier;
  fileName: string;
  sizeBytes: number;
  periodEnd: string;
  uploadedAt: string;
  /** A short-lived signed link to the PDF (the bucket is private). */
  url: string;
}

export interface ChecklistItem {
  part: DisclosurePart;
  complete: boolean;
  /** What is missing, in words a founder can act on (null when complete). */
  problem: string | null;
}

export interface DisclosuresView {
  parts: DisclosureParts;
  statement: StatementView | null;
  requiredTier: StatementTier;
  checklist: ChecklistItem[];
  complete: boolean;
  updatedAt: string | null;
  /** The stream's version: the next save sends it back. */
  version: number;
}

export interface DisclosuresResponse {
  disclosures: DisclosuresView;
}

/**
 * What a save or an upload changed: on a live offering every change is material and asks
 * each open commitment to reconfirm by `reconfirmBy` (docs/before-the-raise.md#disclosures).
 */
export interface DisclosuresChange {
  /** A save only: false when the parts sent were the ones already saved. */
  changed?: boolean;
  material: boolean;
  reconfirmBy: string | null;
  /** How many commitments were asked to reconfirm. */
  reconfirmations: number;
}

/** PUT …/disclosures and PUT …/disclosures/statement: the saved document and the change. */
export interface DisclosuresChangeResponse extends DisclosuresResponse {
  change: DisclosuresChange;
}

/** The statements as the completeness rule needs them. */
export interface StatementFacts {
  tier: StatementTier;
}

function problemOf(
  part: DisclosurePart,
  parts: DisclosureParts,
  statement: StatementFacts | null,
  requiredTier: StatementTier,
): string | null {
  switch (part) {
    case 'officers':
      return parts.officers?.length ? null : 'Name the officers and directors.';
    case 'principalHolders':
      return parts.principalHolders
        ? null
        : 'List the holders of 20 % or more of the voting power (or confirm there are none).';
    case 'useOfProceeds':
      return parts.useOfProceeds
        ? null
        : 'Say how the money will be used, at the goal and at the maximum.';
    case 'riskFactors':
      return parts.riskFactors?.length ? null : 'Give the risks specific to the company.';
    case 'financialCondition':
      return parts.financialCondition ? null : 'Describe the company’s financial condition.';
    case 'financialStatements':
      if (!statement) return `Upload the financial statements (${requiredTier}) as a PDF.`;
      return tierSatisfies(statement.tier, requiredTier)
        ? null
        : `This offering's size needs ${requiredTier} financial statements; the uploaded ones are ${statement.tier}.`;
  }
}

/** The checklist over every part: what a submission for review needs. */
export function disclosureChecklist(
  parts: DisclosureParts,
  statement: StatementFacts | null,
  requiredTier: StatementTier,
): ChecklistItem[] {
  return DISCLOSURE_PARTS.map((part) => {
    const problem = problemOf(part, parts, statement, requiredTier);
    return { part, complete: problem === null, problem };
  });
}

/**
 * The disclosures as structured data shaped after Form C's items (17 CFR 227.201):
 * what `GET /api/projects/:slug/disclosures/form-c` answers.
 */
export interface FormCExport {
  formType: 'C';
  generatedAt: string;
  issuer: { name: string; projectSlug: string };
  offering: {
    targetOfferingAmountCents: number;
    maximumOfferingAmountCents: number;
    deadline: string | null;
  };
  /** 227.201(b) */
  directorsAndOfficers: Officer[];
  /** 227.201(c) */
  principalSecurityHolders: PrincipalHolder[];
  /** 227.201(i) */
  useOfProceeds: { atTargetAmount: string; atMaximumAmount: string } | null;
  /** 227.201(f) */
  riskFactors: string[];
  /** 227.201(s) */
  financialCondition: string | null;
  /** 227.201(t) */
  financialStatements: {
    requiredTier: StatementTier;
    providedTier: StatementTier | null;
    periodEnd: string | null;
    fileName: string | null;
  };
  complete: boolean;
}
