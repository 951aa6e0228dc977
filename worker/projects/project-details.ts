import type { EventPayload } from '../../shared/events';
import { DEFAULT_COVER_IMAGE, type ProjectDraft } from '../../shared/schemas/project-draft';
import {
  PROJECT_TEXT_FIELD_NAMES,
  type ProjectTextField,
} from '../../shared/schemas/project-text-fields';
import { slugify } from '../../shared/slugify';

type ProjectDetails = Omit<EventPayload<'project.drafted'>, 'creatorId' | 'creatorName'>;

/**
 * A raise ends at the close of its end date (UTC), so the creator's chosen day is the
 * last day investors can commit, wherever they read it.
 */
function endOfDay(date: string): string {
  return `${date}T23:59:59.000Z`;
}

/** A team member as stored: no portrait is left out rather than stored empty. */
function storedMember(member: ProjectDraft['team'][number]) {
  const { avatar, ...rest } = member;
  return avatar ? { ...rest, avatar } : rest;
}

/** The field list's text details the form filled in; empty ones are left out. */
function textDetailsOfDraft(draft: ProjectDraft): Partial<Pick<ProjectDetails, ProjectTextField>> {
  return Object.fromEntries(
    PROJECT_TEXT_FIELD_NAMES.flatMap((name) => (draft[name] ? [[name, draft[name]]] : [])),
  );
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
    ...textDetailsOfDraft(draft),
    ...(draft.team.length > 0 ? { team: draft.team.map(storedMember) } : {}),
    ...(draft.gallery.length > 0 ? { gallery: draft.gallery } : {}),
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
  'team',
  'gallery',
  'terms',
  ...PROJECT_TEXT_FIELD_NAMES,
] as const satisfies readonly (keyof ProjectDetails)[];

/** JSON with every object's keys sorted, so equal values read the same at any depth. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Same value: terms, team and gallery are compared by their canonical JSON. */
function same(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  return canonical(a) === canonical(b);
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
  for (const name of PROJECT_TEXT_FIELD_NAMES) {
    if (current[name] && !next[name]) changes[name] = '';
  }
  if (current.terms && !next.terms) changes.terms = null;
  if (current.team?.length && !next.team) changes.team = [];
  if (current.gallery?.length && !next.gallery) changes.gallery = [];
  return changes;
}
