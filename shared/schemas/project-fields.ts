/**
 * Field schemas of a project (docs/product.md#project), shared by the event payloads and the forms that
 * produce them. Money is whole US dollars; dates are ISO 8601 timestamps.
 */
import * as v from 'valibot';
import { safeTermsSchema } from '../offering/safe-terms';
import { hasAtMostTwoDecimals } from './numbers';
import { PROJECT_CATEGORIES } from './project-draft';
import { TEXT_STORED_ENTRIES } from './project-text-fields';
import { plainText, type TextKind } from './text';

/** Lower-case words joined by single hyphens, as used in /project/{slug}. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = v.pipe(v.string(), v.maxLength(80), v.regex(SLUG_PATTERN));
export const categorySchema = v.picklist(PROJECT_CATEGORIES);
/** A positive whole number of dollars. */
export const dollarsSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Equity percent: above 0, at most 100 (an investment's share may have any precision). */
export const equitySchema = v.pipe(v.number(), v.gtValue(0), v.maxValue(100));
/** The equity a project offers: a percent with at most two decimals, as the form asks. */
export const offeredEquitySchema = v.pipe(
  equitySchema,
  v.check(hasAtMostTwoDecimals, 'Use at most two decimals for the equity offered.'),
);
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());
/** An end date: a calendar day ('YYYY-MM-DD', the form's value) or a full timestamp. */
export const endDateSchema = v.union([v.pipe(v.string(), v.isoDate()), timestampSchema]);
/** A same-origin path (/images/...) or an absolute https URL. */
export const imageSchema = v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/[^/]|https:\/\/)/));

/** Stored text: trimmed, no control, direction-override or zero-width characters. */
function text(label: string, max: number, kind: TextKind = 'line') {
  return v.pipe(v.string(), v.trim(), plainText(label, kind), v.maxLength(max));
}
const requiredText = (label: string, max: number, kind: TextKind = 'line') =>
  v.pipe(text(label, max, kind), v.nonEmpty());

export const teamMemberSchema = v.object({
  name: requiredText('name', 100),
  role: requiredText('role', 100),
  bio: text('bio', 1000, 'multiline'),
  /** Absent when the creator added the member without a portrait (initials are shown). */
  avatar: v.optional(imageSchema),
});

/** Every editable detail of a project; drafting requires all but the optional ones. */
export const projectDetailsSchema = v.object({
  title: requiredText('title', 120),
  slug: slugSchema,
  tagline: requiredText('tagline', 200),
  description: requiredText('description', 10_000, 'multiline'),
  category: categorySchema,
  fundingGoal: dollarsSchema,
  equity: offeredEquitySchema,
  minimumInvestment: dollarsSchema,
  endDate: endDateSchema,
  coverImage: imageSchema,
  /** Website, location, video link, incorporation: the field list's stored entries. */
  ...TEXT_STORED_ENTRIES,
  gallery: v.optional(v.pipe(v.array(imageSchema), v.maxLength(12))),
  team: v.optional(v.pipe(v.array(teamMemberSchema), v.maxLength(20))),
  /**
   * The SAFE terms the creator set (cents); absent when the offering will get the
   * server's defaults. An edit sends `null` to clear terms the creator had set.
   */
  terms: v.optional(v.nullable(safeTermsSchema)),
});
export type ProjectDetails = v.InferOutput<typeof projectDetailsSchema>;
