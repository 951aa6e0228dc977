/**
 * The disclosures form's state (strings as typed) and its conversion to the saved parts:
 * a part the founder left blank is left out, so it stays "missing" on the checklist
 * rather than being refused as too short.
 */
import type { DisclosureParts, Officer } from '../../../../shared/disclosures/schema';

export interface OfficerDraft {
  name: string;
  title: string;
  role: Officer['role'];
  experience: string;
}

export interface HolderDraft {
  name: string;
  securityClass: string;
  votingPowerPercent: string;
}

export interface DisclosuresDraft {
  officers: OfficerDraft[];
  /** Confirms there is no holder of 20 % or more (saved as an empty list). */
  noPrincipalHolders: boolean;
  principalHolders: HolderDraft[];
  atGoal: string;
  atMaximum: string;
  riskFactors: string[];
  financialCondition: string;
}

export const EMPTY_OFFICER: OfficerDraft = { name: '', title: '', role: 'officer', experience: '' };
export const EMPTY_HOLDER: HolderDraft = { name: '', securityClass: '', votingPowerPercent: '' };

const blank = (value: string) => value.trim() === '';

export function draftOf(parts: DisclosureParts): DisclosuresDraft {
  return {
    officers: parts.officers?.map((officer) => ({ ...officer })) ?? [],
    noPrincipalHolders: parts.principalHolders?.length === 0,
    principalHolders:
      parts.principalHolders?.map((holder) => ({
        ...holder,
        votingPowerPercent: String(holder.votingPowerPercent),
      })) ?? [],
    atGoal: parts.useOfProceeds?.atGoal ?? '',
    atMaximum: parts.useOfProceeds?.atMaximum ?? '',
    riskFactors: parts.riskFactors ?? [],
    financialCondition: parts.financialCondition ?? '',
  };
}

export function partsOf(draft: DisclosuresDraft): DisclosureParts {
  const parts: DisclosureParts = {};
  const officers = draft.officers.filter(
    (officer) => !(blank(officer.name) && blank(officer.title) && blank(officer.experience)),
  );
  if (officers.length > 0) parts.officers = officers;
  const holders = draft.principalHolders.filter(
    (holder) =>
      !(blank(holder.name) && blank(holder.securityClass) && blank(holder.votingPowerPercent)),
  );
  if (holders.length > 0) {
    // The server refuses a percent that is not a number (its message names the field).
    parts.principalHolders = holders.map((holder) => ({
      name: holder.name,
      securityClass: holder.securityClass,
      votingPowerPercent: Number(holder.votingPowerPercent.replace(',', '.').replace('%', '')),
    }));
  } else if (draft.noPrincipalHolders) {
    parts.principalHolders = [];
  }
  if (!blank(draft.atGoal) || !blank(draft.atMaximum)) {
    parts.useOfProceeds = { atGoal: draft.atGoal, atMaximum: draft.atMaximum };
  }
  const risks = draft.riskFactors.filter((risk) => !blank(risk));
  if (risks.length > 0) parts.riskFactors = risks;
  if (!blank(draft.financialCondition)) parts.financialCondition = draft.financialCondition;
  return parts;
}
