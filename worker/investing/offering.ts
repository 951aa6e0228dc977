/**
 * An offering as commands and queries see it: the project's row, its recorded terms (or
 * the defaults a live project without terms gets) and its progress. `setOfferingTerms`
 * is how terms are recorded: every change is a new `offering.terms_set` event.
 */
import type { OfferingView } from '../../shared/investing/api';
import { defaultTermsOf, offeringEndsAt } from '../../shared/investing/default-terms';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';
import { safeTermsSchema, type SafeTerms } from '../../shared/offering/safe-terms';
import { appendToStream, ConcurrencyConflictError, type AppendInput } from '../event-store';
import { ApiError } from '../http/api-error';
import { validOr422 } from '../http/valid-json';
import { offeringStreamId } from './events';
import { formatCents } from '../../shared/money/cents';

interface OfferingRow {
  id: string;
  slug: string;
  title: string;
  status: string;
  cover_image: string;
  funding_goal: number;
  equity: number;
  minimum_investment: number;
  end_date: string;
  o_company: string | null;
  variant: SafeTerms['variant'] | null;
  valuation_cap_dollars: number | null;
  discount_percent: number | null;
  pro_rata: number | null;
  minimum_cents: number | null;
  goal_cents: number | null;
  maximum_raise_cents: number | null;
  ends_at: string | null;
  terms_version: number | null;
  committed_cents: number | null;
  investor_count: number | null;
}

/** An offering with its terms, recorded or default. */
export interface Offering {
  projectId: string;
  slug: string;
  title: string;
  /** The project's lifecycle status in the read model ('active' = live). */
  projectStatus: string;
  coverImage: string;
  companyName: string;
  terms: SafeTerms;
  endsAt: string;
  committedCents: number;
  investorCount: number;
  /** The offering stream's version; 0 while the terms are the unrecorded defaults. */
  termsVersion: number;
}

/** Statuses whose project pages are public: the offering is shown (open or closed). */
const PUBLIC_STATUSES = new Set(['active', 'funded', 'failed']);

const SELECT_OFFERING = `SELECT p.id, p.slug, p.title, p.status, p.cover_image, p.funding_goal, p.equity,
    p.minimum_investment, p.end_date, o.company_name AS o_company, o.variant,
    o.valuation_cap_dollars, o.discount_percent, o.pro_rata, o.minimum_cents, o.goal_cents,
    o.maximum_raise_cents, o.ends_at, o.terms_version, o.committed_cents, o.investor_count
  FROM projects p LEFT JOIN offerings o ON o.project_id = p.id`;

function recordedTerms(row: OfferingRow): SafeTerms | null {
  if (row.variant === null || row.ends_at === null) return null;
  return {
    variant: row.variant,
    valuationCapDollars: row.valuation_cap_dollars ?? undefined,
    discountPercent: row.discount_percent ?? undefined,
    proRata: row.pro_rata === 1,
    minimumInvestmentCents: row.minimum_cents ?? 0,
    fundingGoalCents: row.goal_cents ?? 0,
    maximumRaiseCents: row.maximum_raise_cents ?? 0,
    endDate: row.ends_at,
  } as SafeTerms;
}

function toOffering(row: OfferingRow): Offering {
  const terms =
    recordedTerms(row) ??
    defaultTermsOf({
      fundingGoalDollars: row.funding_goal,
      equityPercent: row.equity,
      minimumInvestmentDollars: row.minimum_investment,
      endDate: row.end_date,
    });
  return {
    projectId: row.id,
    slug: row.slug,
    title: row.title,
    projectStatus: row.status,
    coverImage: row.cover_image,
    companyName: row.o_company ?? row.title,
    terms,
    endsAt: offeringEndsAt(terms.endDate),
    committedCents: row.committed_cents ?? 0,
    investorCount: row.investor_count ?? 0,
    termsVersion: row.terms_version ?? 0,
  };
}

/** The offering of a project anyone may see (live, funded or failed), by id or slug; else null. */
export async function findPublicOffering(
  db: D1Database,
  by: { id: string } | { slug: string },
): Promise<Offering | null> {
  const [where, key] = 'id' in by ? ['p.id = ?', by.id] : ['p.slug = ?', by.slug];
  const row = await db.prepare(`${SELECT_OFFERING} WHERE ${where}`).bind(key).first<OfferingRow>();
  return row && PUBLIC_STATUSES.has(row.status) ? toOffering(row) : null;
}

/** True while commitments are taken: the project live and its end not reached. */
export function isOpen(offering: Offering, now: Date): boolean {
  return offering.projectStatus === 'active' && now.getTime() < Date.parse(offering.endsAt);
}

/** The offering as the invest flow shows it. */
export function offeringView(offering: Offering, now: Date): OfferingView {
  const { terms } = offering;
  return {
    projectId: offering.projectId,
    slug: offering.slug,
    title: offering.title,
    companyName: offering.companyName,
    variant: terms.variant,
    valuationCapDollars: terms.valuationCapDollars ?? null,
    discountPercent: terms.discountPercent ?? null,
    proRata: terms.proRata,
    minimumInvestmentCents: terms.minimumInvestmentCents,
    fundingGoalCents: terms.fundingGoalCents,
    maximumRaiseCents: terms.maximumRaiseCents,
    committedCents: offering.committedCents,
    investorCount: offering.investorCount,
    remainingCents: Math.max(0, terms.maximumRaiseCents - offering.committedCents),
    endsAt: offering.endsAt,
    cancellationCutoffAt: cancellationCutoffAt(offering.endsAt),
    open: isOpen(offering, now),
  };
}

/** Who records terms: a person (creator at approval, admin) or the system (seed). */
export interface TermsActor {
  id: string | null;
  source: 'creator' | 'admin' | 'seed';
}

/**
 * Records (or changes) the SAFE terms of a project's offering as an `offering.terms_set`
 * event; the lead calls it from project approval and the seed. Terms are validated with
 * the shared schema (422 with field messages); a change that would put the maximum raise
 * under what is already committed is refused (409). Returns the offering as recorded.
 */
export async function setOfferingTerms(
  db: D1Database,
  projectId: string,
  input: unknown,
  actor: TermsActor,
  now: Date = new Date(),
): Promise<OfferingView> {
  const terms = validOr422(safeTermsSchema, input);
  const project = await db
    .prepare(`${SELECT_OFFERING} WHERE p.id = ?`)
    .bind(projectId)
    .first<OfferingRow>();
  if (!project) throw new ApiError(404, 'not_found', 'Project not found.');
  const committed = project.committed_cents ?? 0;
  if (terms.maximumRaiseCents < committed) {
    throw new ApiError(
      409,
      'below_committed',
      `Investors have already committed ${formatCents(committed)}; the maximum raise cannot be lower.`,
    );
  }
  try {
    await appendToStream(
      db,
      termsSetAppend({
        projectId,
        companyName: project.title,
        terms,
        actor,
        expectedVersion: project.terms_version ?? 0,
        at: now.toISOString(),
      }),
    );
  } catch (error) {
    if (error instanceof ConcurrencyConflictError) {
      throw new ApiError(
        409,
        'conflict',
        'The terms changed meanwhile. Reload them and try again.',
      );
    }
    if (error instanceof Error && error.message.includes('offering_within_maximum_raise')) {
      throw new ApiError(
        409,
        'below_committed',
        'The maximum raise cannot be under what is already committed.',
      );
    }
    throw error;
  }
  const offering = await findPublicOffering(db, { id: projectId });
  if (offering) return offeringView(offering, now);
  // A project not public yet (terms set at approval time before the status moves).
  const row = await db
    .prepare(`${SELECT_OFFERING} WHERE p.id = ?`)
    .bind(projectId)
    .first<OfferingRow>();
  return offeringView(toOffering(row as OfferingRow), now);
}

/**
 * The append that records `offering.terms_set` on the offering's stream at
 * `expectedVersion`, for a command that commits it in its own batch (project approval
 * records the creator's terms in the same batch as `project.approved`).
 */
export function termsSetAppend(input: {
  projectId: string;
  companyName: string;
  terms: SafeTerms;
  actor: TermsActor | { id: string | null; source: 'project_defaults' };
  expectedVersion: number;
  at: string;
}): AppendInput & { expectedVersion: number } {
  return {
    streamId: offeringStreamId(input.projectId),
    streamType: 'offering',
    expectedVersion: input.expectedVersion,
    actorId: input.actor.id,
    events: [
      {
        type: 'offering.terms_set',
        payload: {
          projectId: input.projectId,
          companyName: input.companyName,
          source: input.actor.source,
          terms: input.terms,
        },
        occurredAt: input.at,
      },
    ],
  };
}

/** The `offering.terms_set` a commitment records first when the terms were never recorded. */
export function defaultTermsEvent(offering: Offering, at: string) {
  return {
    type: 'offering.terms_set' as const,
    payload: {
      projectId: offering.projectId,
      companyName: offering.companyName,
      source: 'project_defaults' as const,
      terms: offering.terms,
    },
    occurredAt: at,
  };
}
