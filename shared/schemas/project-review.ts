import * as v from 'valibot';
import { withEveryKey } from './project-draft';
import { plainText } from './text';

/** The longest review note or rejection reason (the event store's limit). */
export const REVIEW_TEXT_MAX = 2000;

const reviewText = (label: string) =>
  v.pipe(
    v.string(`Write a ${label} for the creator.`),
    v.trim(),
    plainText(label, 'multiline'),
    v.nonEmpty(`Write a ${label} for the creator.`),
    v.maxLength(REVIEW_TEXT_MAX, `The ${label} must be at most ${REVIEW_TEXT_MAX} characters.`),
  );

/** Body of "request changes": what the creator should change. */
export const reviewNoteSchema = v.pipe(
  v.unknown(),
  withEveryKey(['note']),
  v.strictObject({ note: reviewText('note') }, 'Send the note as a JSON object.'),
);

/** Body of "reject": why the project will not be listed. */
export const reviewReasonSchema = v.pipe(
  v.unknown(),
  withEveryKey(['reason']),
  v.strictObject({ reason: reviewText('reason') }, 'Send the reason as a JSON object.'),
);
