import * as v from 'valibot';
import type { ManagedProject } from '../api';
/*
 * The managed-project answers are wire types (shared/api.ts); re-exported here, where the
 * draft schema they answer with lives, for the callers that import them from here.
 */
export type {
  ManagedProject,
  ManagedProjectListResponse,
  ManagedProjectResponse,
  ReviewQueueResponse,
} from '../api';
import { PROJECT_CATEGORIES } from '../project-categories';
import { slugify } from '../slugify';
import { hasAtMostTwoDecimals } from './numbers';
import {
  draftTermsCheck,
  draftTermsEntry,
  draftTermsInputOf,
  storedTermsOf,
} from './project-draft-terms';
import { plainText } from './text';
import { offeringWindowProblem } from '../offering/offering-window';
import { PROJECT_IMAGES_BUCKET } from '../storage/buckets';
import { isPublicObjectPath } from '../storage/urls';
import { galleryEntry, teamEntry } from './project-media';
import {
  PROJECT_TEXT_LIMITS,
  textDraftEntries,
  textValuesOf,
  type ProjectTextField,
} from './project-text-fields';

/** The app's own covers (and none at all). */
const APP_COVER = /^(|\/images\/[a-z0-9][a-z0-9/_-]*\.(webp|avif|png|jpe?g|svg))$/;

export { PROJECT_CATEGORIES };

/** The cover used when a creator does not pick one (served by the app itself). */
export const DEFAULT_COVER_IMAGE = '/images/covers/default.svg';

/** The covers a creator can pick from (served by the app; uploads come later). */
export const COVER_IMAGES = [
  { src: '/images/covers/default.svg', label: 'Blue (default)' },
  { src: '/images/covers/aurora.svg', label: 'Aurora' },
  { src: '/images/covers/grid.svg', label: 'Grid' },
  { src: '/images/covers/sunrise.svg', label: 'Sunrise' },
] as const;

/** Field limits of the project form; the form shows them as hints. */
export const PROJECT_DRAFT_LIMITS = {
  titleMax: 80,
  taglineMax: 140,
  descriptionMin: 30,
  descriptionMax: 5000,
  ...PROJECT_TEXT_LIMITS,
} as const;

const wholeDollars = (label: string) =>
  v.pipe(
    v.number(`Enter the ${label} in whole dollars.`),
    v.integer(`The ${label} must be a whole number of dollars.`),
    v.minValue(1, `The ${label} must be a positive amount.`),
    v.maxValue(1_000_000_000, `The ${label} must be at most $1,000,000,000.`),
  );

// Lengths count the trimmed text, and only once it is known to hold no control,
// direction-override or zero-width characters (40 NULs are not a description).
const requiredText = (label: string, max: number) =>
  v.pipe(
    v.string(`Enter a ${label}.`),
    v.trim(),
    plainText(label),
    v.nonEmpty(`Enter a ${label}.`),
    v.maxLength(max, `The ${label} must be at most ${max} characters.`),
  );

/** The calendar day (UTC) of `now`, as 'YYYY-MM-DD'. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** '2027-02-30' passes the YYYY-MM-DD pattern but is no day at all. */
function isCalendarDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * An end date as a real calendar day after today. The offering window (21 days public,
 * 48 hours to cancel) is checked on top: from today for a draft, from its approval for a
 * live offering's terms (the worker knows when that was).
 */
export function endDateEntry(now: Date) {
  return v.pipe(
    v.string('Choose an end date.'),
    v.nonEmpty('Choose an end date.'),
    v.isoDate('Enter the end date as YYYY-MM-DD.'),
    v.check(isCalendarDay, 'Enter a real calendar date.'),
    v.check((endDate: string) => endDate > dayOf(now), 'The end date must be in the future.'),
  );
}

/** The form's field schemas at `now` (the live terms form reuses its money fields). */
export function draftEntries(now: Date) {
  return {
    title: v.pipe(
      requiredText('title', PROJECT_DRAFT_LIMITS.titleMax),
      v.check((title) => slugify(title) !== '', 'The title needs at least one letter or digit.'),
    ),
    tagline: requiredText('tagline', PROJECT_DRAFT_LIMITS.taglineMax),
    description: v.pipe(
      v.string('Enter a description.'),
      v.trim(),
      plainText('description', 'multiline'),
      v.nonEmpty('Enter a description.'),
      v.minLength(
        PROJECT_DRAFT_LIMITS.descriptionMin,
        `Describe the project in at least ${PROJECT_DRAFT_LIMITS.descriptionMin} characters.`,
      ),
      v.maxLength(
        PROJECT_DRAFT_LIMITS.descriptionMax,
        `The description must be at most ${PROJECT_DRAFT_LIMITS.descriptionMax} characters.`,
      ),
    ),
    category: v.picklist(PROJECT_CATEGORIES, 'Choose a category.'),
    fundingGoal: wholeDollars('funding goal'),
    equity: v.pipe(
      v.number('Enter the equity offered as a percent.'),
      v.gtValue(0, 'The equity offered must be above 0%.'),
      v.maxValue(100, 'The equity offered must be at most 100%.'),
      v.check(hasAtMostTwoDecimals, 'Use at most two decimals for the equity offered.'),
    ),
    minimumInvestment: wholeDollars('minimum investment'),
    // Not yet public: the window counts from now (shared/offering/offering-window.ts).
    endDate: v.pipe(
      endDateEntry(now),
      v.rawCheck<string>(({ dataset, addIssue }) => {
        // Only a real calendar day after today has a window to check.
        if (!dataset.typed || dataset.issues) return;
        const problem = offeringWindowProblem(dataset.value, {
          publicSince: null,
          now: now.toISOString(),
        });
        if (problem) addIssue({ message: problem });
      }),
    ),
    /** Website, location, video link, incorporation: the field list's form entries. */
    ...textDraftEntries(now),
    coverImage: v.optional(
      v.pipe(
        v.string('Choose a cover image.'),
        v.trim(),
        // Same-origin images only: the CSP allows no other host and no user HTML. Either
        // one of the app's covers or an upload in the project-images bucket.
        v.check(
          (cover) => APP_COVER.test(cover) || isPublicObjectPath(cover, PROJECT_IMAGES_BUCKET),
          'Choose one of the cover images offered.',
        ),
      ),
      '',
    ),
    /** Team members and gallery images: how the project presents itself. */
    team: teamEntry,
    gallery: galleryEntry,
    /** SAFE terms; absent means the offering gets the server's default terms. */
    terms: draftTermsEntry,
  };
}

/**
 * Gives a JSON object every form key (missing ones as undefined), so a missing field gets
 * its own message ('Enter a title.') rather than a generic "invalid key".
 */
export function withEveryKey(keys: readonly string[]) {
  return v.transform((input: unknown) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
    return { ...Object.fromEntries(keys.map((key) => [key, undefined])), ...input };
  });
}

const NOT_AN_OBJECT = 'Send the project as a JSON object of its fields.';

/**
 * The New Project / Edit form, validated the same way in the browser and the worker.
 * `now` is passed in (no clock inside) so "end date in the future" is testable.
 * Unknown fields are refused.
 */
export function projectDraftSchema(now: Date) {
  const entries = draftEntries(now);
  type Draft = v.InferOutput<v.StrictObjectSchema<typeof entries, undefined>>;
  return v.pipe(
    v.unknown(),
    withEveryKey(Object.keys(entries)),
    v.strictObject(entries, NOT_AN_OBJECT),
    v.forward(
      v.partialCheck(
        [['fundingGoal'], ['minimumInvestment']],
        // A goal that is itself invalid already has its own message.
        ({ fundingGoal, minimumInvestment }) => fundingGoal < 1 || minimumInvestment <= fundingGoal,
        'The minimum investment cannot be above the funding goal.',
      ),
      ['minimumInvestment'],
    ),
    draftTermsCheck<Draft>(),
    // The stored terms: cents, defaults filled in (maximum raise = goal).
    v.transform((draft) => ({ ...draft, terms: storedTermsOf(draft) })),
  );
}

/** An edit: the whole form plus the stream version it was based on (optimistic concurrency). */
export function projectEditSchema(now: Date) {
  const entries = {
    ...draftEntries(now),
    version: v.pipe(
      v.number('Send the version of the project you edited.'),
      v.integer('Send the version of the project you edited.'),
      v.minValue(1, 'Send the version of the project you edited.'),
    ),
  };
  type Draft = v.InferOutput<v.StrictObjectSchema<typeof entries, undefined>>;
  return v.pipe(
    v.unknown(),
    withEveryKey(Object.keys(entries)),
    v.strictObject(entries, NOT_AN_OBJECT),
    v.forward(
      v.partialCheck(
        [['fundingGoal'], ['minimumInvestment']],
        // A goal that is itself invalid already has its own message.
        ({ fundingGoal, minimumInvestment }) => fundingGoal < 1 || minimumInvestment <= fundingGoal,
        'The minimum investment cannot be above the funding goal.',
      ),
      ['minimumInvestment'],
    ),
    draftTermsCheck<Draft>(),
    // The stored terms: cents, defaults filled in (maximum raise = goal).
    v.transform((draft) => ({ ...draft, terms: storedTermsOf(draft) })),
  );
}

/** The form's fields as the API accepts them (before trimming and defaults). */
export type ProjectDraftInput = v.InferInput<
  v.StrictObjectSchema<ReturnType<typeof draftEntries>, undefined>
>;
export type ProjectDraft = v.InferOutput<ReturnType<typeof projectDraftSchema>>;

/**
 * One message per field from valibot issues (the first for each field), the shape of
 * the API's `details` and of the form's field errors. Issues about the whole object
 * (unknown keys, wrong type) are keyed by their key or by `_form`.
 */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validates a draft against `now`: the clean draft, or one message per field. */
export function validateProjectDraft(
  input: unknown,
  now: Date,
): { ok: true; draft: ProjectDraft } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(projectDraftSchema(now), input);
  return result.success
    ? { ok: true, draft: result.output }
    : { ok: false, errors: fieldErrorsOf(result.issues) };
}

/** The form's values for an existing project (end date back to its calendar day). */
export function draftInputOf(project: ManagedProject): ProjectDraftInput {
  return {
    title: project.title,
    tagline: project.tagline,
    description: project.description,
    category: project.category,
    fundingGoal: project.fundingGoal,
    equity: project.equity,
    minimumInvestment: project.minimumInvestment,
    endDate: project.endDate.slice(0, 10),
    // The stored values passed the same lists (a state the form offers, a year).
    ...(textValuesOf(project) as Pick<ProjectDraftInput, ProjectTextField>),
    coverImage: project.coverImage,
    team: (project.team ?? []).map((member) => ({ ...member, avatar: member.avatar ?? '' })),
    gallery: project.gallery ?? [],
    ...(project.terms ? { terms: draftTermsInputOf(project.terms) } : {}),
  };
}
