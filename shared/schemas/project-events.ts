/**
 * Payloads of the events of a project stream (stream type `project`, stream id = the
 * project id). The lifecycle: drafted → submitted → approved | changes requested |
 * rejected; a live project ends funded or failed, or its creator withdraws it (failed).
 */
import * as v from 'valibot';
import { fullNameSchema } from './person';
import { projectDetailsSchema } from './project-fields';
import { plainText } from './text';
import { updateAudienceSchema, updateMetricsSchema } from '../reporting/update-metrics';

const reviewText = v.pipe(
  v.string(),
  v.trim(),
  plainText('note', 'multiline'),
  v.nonEmpty(),
  v.maxLength(2000),
);

export const projectDraftedSchema = v.object({
  ...projectDetailsSchema.entries,
  creatorId: v.pipe(v.string(), v.nonEmpty()),
  creatorName: fullNameSchema,
});

/** Only the changed details; at least one. */
export const projectDetailsEditedSchema = v.pipe(
  v.partial(projectDetailsSchema),
  v.check((input) => Object.keys(input).length > 0, 'Change at least one detail.'),
);

export const projectSubmittedSchema = v.object({});
export const projectChangesRequestedSchema = v.object({ note: reviewText });
export const projectApprovedSchema = v.object({});
export const projectRejectedSchema = v.object({ reason: reviewText });
/** The raise reached its end successfully; the platform fee is earned now. */
export const projectFundedSchema = v.object({});
/** The raise ended without success; refunds follow as investment events. */
export const projectFailedSchema = v.object({});
/** The creator took a project out of review; it is a draft again. */
export const projectWithdrawnSchema = v.object({});
/**
 * The creator withdrew a live offering before its deadline: the raise ends as failed, and
 * every open commitment is refunded to its investor's wallet by the close that follows.
 */
export const projectOfferingWithdrawnSchema = v.object({});
/** The creator deleted a draft or a rejected project; it leaves every list and page. */
export const projectDeletedSchema = v.object({});
/** An admin puts a project in (or out of) the Featured Projects strip. */
export const projectFeaturedSchema = v.object({ featured: v.boolean() });
export const projectUpdatePostedSchema = v.object({
  updateId: v.pipe(v.string(), v.nonEmpty()),
  title: v.pipe(v.string(), v.trim(), plainText('title'), v.nonEmpty(), v.maxLength(200)),
  content: v.pipe(
    v.string(),
    v.trim(),
    plainText('update', 'multiline'),
    v.nonEmpty(),
    v.maxLength(10_000),
  ),
  // Since issue #43: structured metrics and backers-only updates (absent = everyone).
  metrics: v.optional(updateMetricsSchema),
  audience: v.optional(updateAudienceSchema),
});

/**
 * Views of a project's public page (stream type `project-views`, stream id
 * `project-views:<projectId>`), kept apart from the project stream so that counting a
 * view never conflicts with an edit. `count` lets one event carry a day's views.
 */
export const projectViewedSchema = v.object({
  projectId: v.pipe(v.string(), v.nonEmpty()),
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
