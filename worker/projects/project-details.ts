import type { EventPayload } from '../../shared/schemas/events';
import { DEFAULT_COVER_IMAGE, type ProjectDraft } from '../../shared/schemas/project-draft';
import { slugify } from '../../shared/slugify';

type ProjectDetails = Omit<EventPayload<'project.drafted'>, 'creatorId' | 'creatorName'>;

/**
 * A raise ends at the close of its end date (UTC), so the creator's chosen day is the
 * last day investors can commit, wherever they read it.
 */
function endOfDay(date: string): string {
  return `${date}T23:59:59.000Z`;
}

/** The stored details of a validated form: slug derived, empty optionals left out. */
export function detailsOfDraft(draft: ProjectDraft): ProjectDetails {
  return {
    title: draft.title,
    slug: slugify(draft.title),
    tagline: draft.tagline,
    description: draft.description,
    category: draft.category,
    fundingGoal: draft.fundingGoal,
    equity: draft.equity,
    minimumInvestment: draft.minimumInvestment,
    endDate: endOfDay(draft.endDate),
    coverImage: draft.coverImage || DEFAULT_COVER_IMAGE,
    ...(draft.website ? { website: draft.website } : {}),
    ...(draft.location ? { location: draft.location } : {}),
    // The offering ends when the project does: the same end-of-day timestamp.
    ...(draft.terms ? { terms: { ...draft.terms, endDate: endOfDay(draft.endDate) } } : {}),
  };
}

/** The details as they stand after every fact of the stream, oldest first. */
export function currentDetails(
  events: readonly { type: string; payload: unknown }[],
): Partial<ProjectDetails> {
  const details: Partial<ProjectDetails> = {};
  for (const event of events) {
    if (event.type === 'project.drafted' || event.type === 'project.details_edited') {
      Object.assign(details, event.payload);
    }
  }
  return details;
}

const EDITABLE_KEYS = [
  'title',
  'slug',
  'tagline',
  'description',
  'category',
  'fundingGoal',
  'equity',
  'minimumInvestment',
  'endDate',
  'coverImage',
  'website',
  'location',
  'terms',
] as const satisfies readonly (keyof ProjectDetails)[];

/** Same value: terms are objects, compared by their JSON with sorted keys. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const sorted = (value: object) => JSON.stringify(value, Object.keys(value).sort());
  return sorted(a) === sorted(b);
}

/** The details that differ from the current ones: what a `project.details_edited` carries. */
export function changedDetails(
  current: Partial<ProjectDetails>,
  next: ProjectDetails,
): Partial<ProjectDetails> {
  const changes: Partial<ProjectDetails> = {};
  for (const key of EDITABLE_KEYS) {
    if (next[key] !== undefined && !same(next[key], current[key])) {
      Object.assign(changes, { [key]: next[key] });
    }
  }
  // An empty value is how an optional detail is cleared (the event schema allows '').
  if (current.location && !next.location) changes.location = '';
  if (current.website && !next.website) changes.website = '';
  if (current.terms && !next.terms) changes.terms = null;
  return changes;
}
