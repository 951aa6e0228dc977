/**
 * A change of a live offering's terms by its creator: recorded as
 * `offering.terms_changed` (previous → next), never a silent edit. A material change
 * (17 CFR 227.304(c)) puts every open commitment into `reconfirmation_required` with a
 * deadline five business days later and queues each investor's notice, all in one D1
 * batch with the change, so no investor is left unasked and none asked twice.
 */
import { formatDate } from '../../shared/format';
import { formatCents } from '../../shared/money/cents';
import { cancellationCutoffAt } from '../../shared/money/reg-cf-dates';
import { offeringEndsAt } from '../../shared/investing/default-terms';
import { offeringWindowProblem } from '../../shared/offering/offering-window';
import type { SafeTerms } from '../../shared/offering/safe-terms';
import {
  changedTerms,
  isMaterialChange,
  reconfirmationDeadline,
} from '../../shared/offering/terms-change';
import type {
  LiveTermsChange,
  LiveTermsChangeResponse,
} from '../../shared/schemas/project-live-terms';
import { prepareAppend, toAppendError, type AppendInput, type NewEvent } from '../event-store';
import { ApiError } from '../http/api-error';
import { offeringStreamId } from './events';
import { defaultTermsEvent, findPublicOffering } from './offering';
import { changeLines } from './reconfirmation-notice';
import { openCommitments, reconfirmationAsks } from './reconfirmation-asks';
import { constraintOf } from './refusals';

type Append = AppendInput & { expectedVersion: number };

const notLive = () =>
  new ApiError(409, 'not_live', 'Only the terms of a live offering can be changed here.');
const stale = () =>
  new ApiError(409, 'conflict', 'The terms changed meanwhile. Reload them and try again.');

/** The window must end before the cancellation cut-off, so every right still applies. */
function windowTooShort(reconfirmBy: string, endsAt: string): ApiError | null {
  const cutoff = cancellationCutoffAt(endsAt);
  if (reconfirmBy < cutoff) return null;
  const earliest = new Date(Date.parse(reconfirmBy) + 3 * 86_400_000).toISOString().slice(0, 10);
  const message = `Investors have until ${formatDate(reconfirmBy)} to reconfirm, which is after this end date's cancellation cut-off. Choose an end date on or after ${formatDate(earliest)}.`;
  return new ApiError(409, 'reconfirmation_window_too_short', message, { endDate: message });
}

/**
 * The offering window (shared/offering/offering-window.ts) at a terms change: a new
 * deadline is at least 21 days after the approval (17 CFR 227.303(a)) and more than 48
 * hours away, so investors keep their right to cancel (227.304(a)); an unchanged one
 * only has to keep the 21 days (a non-deadline change in the last 48 hours is allowed).
 */
function refuseShortWindow(
  previous: SafeTerms,
  next: SafeTerms,
  approvedAt: string | null,
  at: string,
): void {
  const moved = offeringEndsAt(previous.endDate) !== offeringEndsAt(next.endDate);
  const publicSince = approvedAt ?? at;
  const clock = { publicSince, now: moved ? at : publicSince };
  const problem = offeringWindowProblem(next.endDate, clock);
  if (problem)
    throw new ApiError(422, 'validation_failed', 'Check the highlighted fields.', {
      endDate: problem,
    });
}

/**
 * Changes the terms of the caller's live project `projectId`. Someone else's project (or
 * an unknown one) is a 404; a project that is not live, a stale `termsVersion`, a
 * maximum under what is committed, or a window that would outlast the cancellation
 * cut-off is a 409. Terms equal to the current ones record nothing.
 */
export async function changeOfferingTerms(
  db: D1Database,
  caller: { id: string },
  projectId: string,
  change: LiveTermsChange,
  options: { now: Date; portfolioUrl: string },
): Promise<LiveTermsChangeResponse> {
  const owner = await db
    .prepare('SELECT creator_id, approved_at FROM projects WHERE id = ?')
    .bind(projectId)
    .first<{ creator_id: string; approved_at: string | null }>();
  if (!owner || owner.creator_id !== caller.id) {
    throw new ApiError(404, 'not_found', 'Project not found.');
  }
  const offering = await findPublicOffering(db, { id: projectId });
  if (!offering || offering.projectStatus !== 'active') throw notLive();
  if (change.termsVersion !== offering.termsVersion) throw stale();
  const at = options.now.toISOString();
  const previous = offering.terms;
  const next: SafeTerms = change.terms;
  const changed = changedTerms(previous, next);
  if (changed.length === 0) {
    return { changed: false, material: false, reconfirmations: 0, reconfirmBy: null };
  }
  if (next.maximumRaiseCents < offering.committedCents) {
    const message = `Investors have already committed ${formatCents(offering.committedCents)}; the maximum raise cannot be lower.`;
    throw new ApiError(409, 'below_committed', message, { 'terms.maximumRaise': message });
  }
  refuseShortWindow(previous, next, owner.approved_at, at);
  const material = isMaterialChange(previous, next);
  const reconfirmBy = material ? reconfirmationDeadline(at) : null;
  const endsAt = next.endDate;
  const asked = material ? await openCommitments(db, projectId) : [];
  if (reconfirmBy && asked.length > 0) {
    const refusal = windowTooShort(reconfirmBy, endsAt);
    if (refusal) throw refusal;
  }
  const offeringEvents: NewEvent[] = [];
  // An offering whose terms were never recorded (an older live project) records them first.
  if (offering.termsVersion === 0) offeringEvents.push(defaultTermsEvent(offering, at));
  const termsVersion = offering.termsVersion + offeringEvents.length + 1;
  offeringEvents.push({
    type: 'offering.terms_changed',
    occurredAt: at,
    payload: {
      projectId,
      companyName: offering.companyName,
      previous,
      next,
      changed,
      material,
      reconfirmBy,
      reconfirmations: asked.length,
    },
  });
  const appends: Append[] = [
    {
      streamId: offeringStreamId(projectId),
      streamType: 'offering',
      expectedVersion: offering.termsVersion,
      actorId: caller.id,
      events: offeringEvents,
    },
  ];
  const asks = reconfirmationAsks(db, asked, {
    projectId,
    actorId: caller.id,
    at,
    reconfirmBy,
    offeringEndsAt: endsAt,
    termsVersion,
    notice: {
      issuer: offering.companyName,
      changes: changeLines(previous, next, changed),
      link: options.portfolioUrl,
    },
  });
  appends.push(...asks.appends);
  const notices = asks.notices;
  const statements = appends.flatMap((append) => prepareAppend(db, append, options.now));
  try {
    await db.batch([...statements, ...notices]);
  } catch (error) {
    // A commitment or the terms moved meanwhile: nothing was written; the creator retries.
    if (constraintOf(error) === 'stream_version') throw stale();
    if (constraintOf(error) === 'maximum_raise') {
      throw new ApiError(
        409,
        'below_committed',
        'The maximum raise cannot be under what is already committed.',
      );
    }
    throw toAppendError(error, appends);
  }
  return { changed: true, material, reconfirmations: appends.length - 1, reconfirmBy };
}
