/**
 * Payloads of a project's disclosures (stream type `disclosures`, id
 * `disclosures:<projectId>`; docs/before-the-raise.md#disclosures).
 */
import * as v from 'valibot';
import { disclosurePartsSchema, statementTierSchema } from './schema';
import { uuidSchema } from '../uuid';

const id = uuidSchema;

/**
 * The founder saved the disclosures (the whole document as it now stands). After the
 * offering went live every save is a material change: `reconfirmBy` is the deadline the
 * open commitments were given (null before going live, or with none open).
 */
export const disclosuresSavedSchema = v.object({
  projectId: id,
  parts: disclosurePartsSchema,
  changed: v.array(v.string()),
  material: v.boolean(),
  reconfirmBy: v.nullable(v.string()),
});

/** The founder uploaded the financial statements (a PDF in the private bucket). */
export const statementUploadedSchema = v.object({
  projectId: id,
  tier: statementTierSchema,
  fileName: v.string(),
  objectName: v.string(),
  sizeBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  periodEnd: v.string(),
  material: v.boolean(),
  reconfirmBy: v.nullable(v.string()),
});

/** Spread into EVENT_SCHEMAS (shared/events.ts). */
export const DISCLOSURE_EVENT_SCHEMAS = {
  'disclosures.saved': { streamType: 'disclosures', schema: disclosuresSavedSchema },
  'disclosures.statement_uploaded': { streamType: 'disclosures', schema: statementUploadedSchema },
} as const;
