/**
 * The field list of a project's optional text details (docs/architecture.md#a-new-project-field):
 * one entry per field, read by the form's schema (project-draft.ts), the stored schema of
 * the events (project-fields.ts), the projection's columns and the row mappers
 * (worker/projects), the worker's editable keys and the form's values
 * (web/features/creator-projects/form-values.ts). A new optional text detail is its
 * migration, its entry here, its form input and its display.
 */
import * as v from 'valibot';
import { videoUrlEntry, videoUrlSchema } from './project-media';
import { plainText } from './text';

/** The limits the form shows as hints. */
export const PROJECT_TEXT_LIMITS = { locationMax: 80, websiteMax: 200 } as const;

/** The states (and DC) a US company can be incorporated in, as the form offers them. */
export const INCORPORATION_STATES = [
  'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut',
  'Delaware', 'District of Columbia', 'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois',
  'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine', 'Maryland',
  'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana',
  'Nebraska', 'Nevada', 'New Hampshire', 'New Jersey', 'New Mexico', 'New York',
  'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon', 'Pennsylvania',
  'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah',
  'Vermont', 'Virginia', 'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
] as const; // prettier-ignore

/** The earliest incorporation year the form accepts. */
export const FIRST_INCORPORATION_YEAR = 1800;

const WEBSITE_MESSAGE = 'Enter a full website address, like https://example.com.';
const STATE_MESSAGE = 'Choose the state the company is incorporated in.';
const yearMessage = (now: Date) =>
  `Enter the year of incorporation, ${FIRST_INCORPORATION_YEAR} to ${now.getUTCFullYear()}.`;
const isYear = (value: string) =>
  /^\d{4}$/.test(value) && Number(value) >= FIRST_INCORPORATION_YEAR;

/** Stored text: trimmed, plain, at most `max` characters. */
const storedText = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), plainText(label), v.maxLength(max));

/**
 * Each field: its read-model column; whether the public summary (lists, cards) or only the
 * project's page carries it; the form's entry (worded for the creator, '' when left
 * empty; `now` for date rules); and the stored entry the events are checked against
 * ('' clears the detail on an edit).
 */
export const PROJECT_TEXT_FIELDS = {
  website: {
    column: 'website',
    shownIn: 'summary',
    draft: () =>
      v.optional(
        v.union(
          [
            v.literal(''),
            v.pipe(
              v.string(),
              v.trim(),
              plainText('website address'),
              v.maxLength(PROJECT_TEXT_LIMITS.websiteMax, 'The website address is too long.'),
              v.url(WEBSITE_MESSAGE),
              v.regex(/^https?:\/\//i, 'The website must start with http:// or https://.'),
            ),
          ],
          WEBSITE_MESSAGE,
        ),
        '',
      ),
    stored: v.optional(
      v.union([
        v.literal(''),
        v.pipe(
          v.string(),
          plainText('website'),
          v.url(),
          v.regex(/^https?:\/\//i),
          v.maxLength(300),
        ),
      ]),
    ),
  },
  location: {
    column: 'location',
    shownIn: 'summary',
    draft: () =>
      v.optional(
        v.pipe(
          v.string('Enter a location.'),
          v.trim(),
          plainText('location'),
          v.maxLength(
            PROJECT_TEXT_LIMITS.locationMax,
            `The location must be at most ${PROJECT_TEXT_LIMITS.locationMax} characters.`,
          ),
        ),
        '',
      ),
    stored: v.optional(storedText('location', 120)),
  },
  videoUrl: {
    column: 'video_url',
    shownIn: 'detail',
    draft: () => videoUrlEntry,
    /** A YouTube or Vimeo https link, shown as a link. */
    stored: v.optional(v.union([v.literal(''), videoUrlSchema])),
  },
  incorporationState: {
    column: 'incorporation_state',
    shownIn: 'detail',
    draft: () =>
      v.optional(v.union([v.literal(''), v.picklist(INCORPORATION_STATES)], STATE_MESSAGE), ''),
    stored: v.optional(v.union([v.literal(''), v.picklist(INCORPORATION_STATES)])),
  },
  incorporationYear: {
    column: 'incorporation_year',
    shownIn: 'detail',
    draft: (now: Date) =>
      v.optional(
        v.pipe(
          v.string(yearMessage(now)),
          v.trim(),
          v.check(
            (year) => year === '' || (isYear(year) && Number(year) <= now.getUTCFullYear()),
            yearMessage(now),
          ),
        ),
        '',
      ),
    stored: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.check(isYear))])),
  },
} as const;

type Fields = typeof PROJECT_TEXT_FIELDS;
export type ProjectTextField = keyof Fields;

/** Every optional text detail, in the list's order. */
export const PROJECT_TEXT_FIELD_NAMES = Object.keys(PROJECT_TEXT_FIELDS) as ProjectTextField[];

/** The details the public summary carries (the rest only the project's page). */
export const SUMMARY_TEXT_FIELDS = PROJECT_TEXT_FIELD_NAMES.filter(
  (name) => PROJECT_TEXT_FIELDS[name].shownIn === 'summary',
);
/** The details only the project's page (and its owner's form) carries. */
export const DETAIL_TEXT_FIELDS = PROJECT_TEXT_FIELD_NAMES.filter(
  (name) => PROJECT_TEXT_FIELDS[name].shownIn === 'detail',
);

/** The form's schema entries, for the draft schema. */
export function textDraftEntries(now: Date): {
  [K in ProjectTextField]: ReturnType<Fields[K]['draft']>;
} {
  return Object.fromEntries(
    PROJECT_TEXT_FIELD_NAMES.map((name) => [name, PROJECT_TEXT_FIELDS[name].draft(now)]),
  ) as { [K in ProjectTextField]: ReturnType<Fields[K]['draft']> };
}

/** The stored schema entries, for the event payloads. */
export const TEXT_STORED_ENTRIES = Object.fromEntries(
  PROJECT_TEXT_FIELD_NAMES.map((name) => [name, PROJECT_TEXT_FIELDS[name].stored]),
) as { [K in ProjectTextField]: Fields[K]['stored'] };

/** The read-model column of each detail. */
export const TEXT_COLUMNS = Object.fromEntries(
  PROJECT_TEXT_FIELD_NAMES.map((name) => [name, PROJECT_TEXT_FIELDS[name].column]),
) as { [K in ProjectTextField]: Fields[K]['column'] };

/** The details of `fields` a row holds, left out when empty (as the API answers them). */
export function textDetailsOfRow(
  row: Partial<Record<string, unknown>>,
  fields: readonly ProjectTextField[],
): Partial<Record<ProjectTextField, string>> {
  const details: Partial<Record<ProjectTextField, string>> = {};
  for (const name of fields) {
    const value = row[TEXT_COLUMNS[name]];
    if (typeof value === 'string' && value !== '') details[name] = value;
  }
  return details;
}

/** Each detail as the form's text ('' for none). */
export function textValuesOf(
  source: Partial<Record<ProjectTextField, string | undefined>>,
): Record<ProjectTextField, string> {
  return Object.fromEntries(
    PROJECT_TEXT_FIELD_NAMES.map((name) => [name, source[name] ?? '']),
  ) as Record<ProjectTextField, string>;
}
