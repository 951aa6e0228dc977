import { DEFAULT_COVER_IMAGE, type ProjectDraftInput } from '../../../shared/schemas/project-draft';

/** The form's fields, in display order. */
export const FIELD_NAMES = [
  'title',
  'tagline',
  'description',
  'category',
  'fundingGoal',
  'equity',
  'minimumInvestment',
  'endDate',
  'website',
  'location',
  'coverImage',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** What the inputs hold: text, exactly as typed. */
export type FormValues = Record<FieldName, string>;

export const EMPTY_VALUES: FormValues = {
  title: '',
  tagline: '',
  description: '',
  category: '',
  fundingGoal: '',
  equity: '',
  minimumInvestment: '',
  endDate: '',
  website: '',
  location: '',
  coverImage: DEFAULT_COVER_IMAGE,
};

/**
 * A typed amount from what the person typed: '$150,000' → 150000. Empty stays
 * undefined and anything else becomes NaN, so the shared schema words the error.
 */
function amountOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * The request body for the shared schema and the API. Values stay untyped until the
 * schema has checked them, so a wrong entry gets the schema's message, not a cast.
 */
export function requestBodyOf(values: FormValues): Record<FieldName, unknown> {
  return {
    title: values.title,
    tagline: values.tagline,
    description: values.description,
    category: values.category,
    fundingGoal: amountOf(values.fundingGoal),
    equity: amountOf(values.equity),
    minimumInvestment: amountOf(values.minimumInvestment),
    endDate: values.endDate,
    website: values.website,
    location: values.location,
    coverImage: values.coverImage,
  };
}

/** The inputs' text for an existing project. */
export function formValuesOf(input: ProjectDraftInput): FormValues {
  return {
    title: input.title,
    tagline: input.tagline,
    description: input.description,
    category: input.category,
    fundingGoal: String(input.fundingGoal),
    equity: String(input.equity),
    minimumInvestment: String(input.minimumInvestment),
    endDate: input.endDate,
    website: input.website ?? '',
    location: input.location ?? '',
    coverImage: input.coverImage || DEFAULT_COVER_IMAGE,
  };
}
