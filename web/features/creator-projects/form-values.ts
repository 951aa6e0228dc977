import { DEFAULT_COVER_IMAGE, type ProjectDraftInput } from '../../../shared/schemas/project-draft';
import {
  PROJECT_TEXT_FIELD_NAMES,
  textValuesOf,
} from '../../../shared/schemas/project-text-fields';

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
  // Website, location, video link, incorporation: the shared field list.
  ...PROJECT_TEXT_FIELD_NAMES,
  'coverImage',
  // SAFE terms: named by their field-error keys, so the shared schema's messages land here.
  'terms.variant',
  'terms.valuationCapDollars',
  'terms.discountPercent',
  'terms.proRata',
  'terms.maximumRaise',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** One team member's inputs; `key` only keeps React's rows apart and is never sent. */
export interface TeamMemberValues {
  key: string;
  name: string;
  role: string;
  bio: string;
  /** A stored portrait kept through an edit ('' for none). */
  avatar: string;
}

/** What the inputs hold: text exactly as typed, plus the team rows and gallery images. */
export type FormValues = Record<FieldName, string> & {
  team: TeamMemberValues[];
  gallery: string[];
};

let memberKeys = 0;

/** An empty team member row (or one filled from a stored member). */
export function teamMemberValues(
  member: Partial<Omit<TeamMemberValues, 'key'>> = {},
): TeamMemberValues {
  memberKeys += 1;
  return {
    key: `member-${memberKeys}`,
    name: member.name ?? '',
    role: member.role ?? '',
    bio: member.bio ?? '',
    avatar: member.avatar ?? '',
  };
}

export const EMPTY_VALUES: FormValues = {
  title: '',
  tagline: '',
  description: '',
  category: '',
  fundingGoal: '',
  equity: '',
  minimumInvestment: '',
  endDate: '',
  ...textValuesOf({}),
  coverImage: DEFAULT_COVER_IMAGE,
  team: [],
  gallery: [],
  'terms.variant': '',
  'terms.valuationCapDollars': '',
  'terms.discountPercent': '',
  'terms.proRata': '',
  'terms.maximumRaise': '',
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
export function requestBodyOf(values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: values.title,
    tagline: values.tagline,
    description: values.description,
    category: values.category,
    fundingGoal: amountOf(values.fundingGoal),
    equity: amountOf(values.equity),
    minimumInvestment: amountOf(values.minimumInvestment),
    endDate: values.endDate,
    ...Object.fromEntries(PROJECT_TEXT_FIELD_NAMES.map((name) => [name, values[name]])),
    coverImage: values.coverImage,
    team: values.team.map(({ name, role, bio, avatar }) =>
      avatar ? { name, role, bio, avatar } : { name, role, bio },
    ),
    gallery: values.gallery,
  };
  // No SAFE type chosen: the offering gets the default terms at approval.
  if (values['terms.variant'] !== '') body.terms = termsBodyOf(values);
  return body;
}

/** The terms object the API takes; empty inputs are left out, so the schema words what is missing. */
export function termsBodyOf(values: FormValues): Record<string, unknown> {
  const terms: Record<string, unknown> = {
    variant: values['terms.variant'],
    proRata: values['terms.proRata'] === 'true',
  };
  const cap = amountOf(values['terms.valuationCapDollars']);
  const discount = amountOf(values['terms.discountPercent']);
  const maximum = amountOf(values['terms.maximumRaise']);
  if (cap !== undefined) terms.valuationCapDollars = cap;
  if (discount !== undefined) terms.discountPercent = discount;
  if (maximum !== undefined) terms.maximumRaise = maximum;
  return terms;
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
    ...textValuesOf(input),
    coverImage: input.coverImage || DEFAULT_COVER_IMAGE,
    team: (input.team ?? []).map((member) => teamMemberValues(member)),
    gallery: [...(input.gallery ?? [])],
    ...termsValuesOf(input.terms),
  };
}

/** The terms inputs' text for stored terms (none: every input empty). */
export function termsValuesOf(terms: ProjectDraftInput['terms']) {
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    'terms.variant': text(terms?.variant),
    'terms.valuationCapDollars': text(terms?.valuationCapDollars),
    'terms.discountPercent': text(terms?.discountPercent),
    'terms.proRata': terms?.proRata === true ? 'true' : '',
    'terms.maximumRaise': text(terms?.maximumRaise),
  };
}
