/**
 * Field schemas of a project (spec §3), shared by the event payloads and the forms that
 * produce them. Money is whole US dollars; dates are ISO 8601 timestamps.
 */
import * as v from 'valibot';
import { PROJECT_CATEGORIES } from './project-draft';

/** Lower-case words joined by single hyphens, as used in /project/{slug}. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = v.pipe(v.string(), v.maxLength(80), v.regex(SLUG_PATTERN));
export const categorySchema = v.picklist(PROJECT_CATEGORIES);
/** A positive whole number of dollars. */
export const dollarsSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Equity percent: above 0, at most 100. */
export const equitySchema = v.pipe(v.number(), v.gtValue(0), v.maxValue(100));
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());
/** An end date: a calendar day ('YYYY-MM-DD', the form's value) or a full timestamp. */
export const endDateSchema = v.union([v.pipe(v.string(), v.isoDate()), timestampSchema]);
/** A same-origin path (/images/...) or an absolute https URL. */
export const imageSchema = v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/[^/]|https:\/\/)/));

export const teamMemberSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  role: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  bio: v.pipe(v.string(), v.maxLength(1000)),
  avatar: imageSchema,
});

/** Every editable detail of a project; drafting requires all but the optional ones. */
export const projectDetailsSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(120)),
  slug: slugSchema,
  tagline: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  description: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(10_000)),
  category: categorySchema,
  fundingGoal: dollarsSchema,
  equity: equitySchema,
  minimumInvestment: dollarsSchema,
  endDate: endDateSchema,
  coverImage: imageSchema,
  website: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.url(), v.maxLength(300))])),
  location: v.optional(v.pipe(v.string(), v.maxLength(120))),
  gallery: v.optional(v.pipe(v.array(imageSchema), v.maxLength(12))),
  team: v.optional(v.pipe(v.array(teamMemberSchema), v.maxLength(20))),
});
export type ProjectDetails = v.InferOutput<typeof projectDetailsSchema>;
