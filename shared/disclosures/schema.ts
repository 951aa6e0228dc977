/**
 * The disclosures a founder completes before review: the Form C content (17 CFR 227.201)
 * LaunchFund asks for (docs/before-the-raise.md#disclosures). Every part is optional
 * while the founder works; `missingParts` says what a submission still lacks.
 */
import * as v from 'valibot';
import { STATEMENT_TIERS } from './thresholds';

const text = (label: string, min: number, max: number) =>
  v.pipe(
    v.string(`Write the ${label}.`),
    v.trim(),
    v.minLength(min, `Write at least ${min} characters for the ${label}.`),
    v.maxLength(max, `Keep the ${label} to ${max} characters.`),
  );

export const officerSchema = v.object({
  name: text('name', 2, 120),
  title: text('title', 2, 120),
  /** Officer, director, or both (Form C asks for each). */
  role: v.picklist(['officer', 'director', 'both'], 'Choose officer, director or both.'),
  experience: text('business experience of the last three years', 20, 2000),
});

export const principalHolderSchema = v.object({
  name: text('holder’s name', 2, 120),
  securityClass: text('class of securities', 2, 120),
  votingPowerPercent: v.pipe(
    v.number('Give the voting power as a number.'),
    v.minValue(20, 'List holders of 20 % or more of the voting power.'),
    v.maxValue(100, 'Voting power cannot exceed 100 %.'),
  ),
});

export const useOfProceedsSchema = v.object({
  atGoal: text('use of proceeds at the goal', 20, 4000),
  atMaximum: text('use of proceeds at the maximum raise', 20, 4000),
});

export const riskFactorSchema = text('risk factor', 20, 2000);

export const disclosurePartsSchema = v.strictObject({
  officers: v.optional(
    v.pipe(
      v.array(officerSchema),
      v.minLength(1, 'Name at least one officer or director.'),
      v.maxLength(30, 'List at most 30 officers and directors.'),
    ),
  ),
  /** May be empty: a company where nobody holds 20 % says so by an empty list. */
  principalHolders: v.optional(
    v.pipe(v.array(principalHolderSchema), v.maxLength(30, 'List at most 30 holders.')),
  ),
  useOfProceeds: v.optional(useOfProceedsSchema),
  riskFactors: v.optional(
    v.pipe(
      v.array(riskFactorSchema),
      v.minLength(1, 'Give at least one risk specific to the company.'),
      v.maxLength(40, 'List at most 40 risk factors.'),
    ),
  ),
  financialCondition: v.optional(text('financial condition', 50, 8000)),
});
export type DisclosureParts = v.InferOutput<typeof disclosurePartsSchema>;
export type Officer = v.InferOutput<typeof officerSchema>;
export type PrincipalHolder = v.InferOutput<typeof principalHolderSchema>;

/** The body of `PUT /api/creator/projects/:id/disclosures`: the parts and the version read. */
export const saveDisclosuresRequestSchema = v.strictObject({
  parts: disclosurePartsSchema,
  version: v.pipe(v.number('Send the version you edited.'), v.integer(), v.minValue(0)),
});

export const statementTierSchema = v.picklist(
  STATEMENT_TIERS,
  'Choose certified, reviewed or audited.',
);

/** The query of the statements upload: its tier, period and file name. */
export const statementUploadQuerySchema = v.object({
  tier: statementTierSchema,
  fileName: v.pipe(
    v.string('Name the file.'),
    v.trim(),
    v.regex(/^[^/\\]{1,120}\.pdf$/i, 'The file name must end in .pdf (at most 120 characters).'),
  ),
  periodEnd: v.pipe(
    v.string('Give the date the statements end.'),
    v.isoDate('Give the date the statements end as YYYY-MM-DD.'),
  ),
});

/** The parts a complete set of disclosures has, in the order the checklist lists them. */
export const DISCLOSURE_PARTS = [
  'officers',
  'principalHolders',
  'useOfProceeds',
  'riskFactors',
  'financialCondition',
  'financialStatements',
] as const;
export type DisclosurePart = (typeof DISCLOSURE_PARTS)[number];

export const DISCLOSURE_PART_LABELS: Record<DisclosurePart, string> = {
  officers: 'Officers and directors',
  principalHolders: 'Holders of 20 % or more',
  useOfProceeds: 'Use of proceeds',
  riskFactors: 'Risk factors',
  financialCondition: 'Financial condition',
  financialStatements: 'Financial statements',
};
