import type { LifecycleEvent } from '../../machines/project-lifecycle';
import { formatDate } from '../../shared/format';
import { defaultTermsOf } from '../../shared/investing/default-terms';
import { earliestEndDate, keepsOfferingWindow } from '../../shared/offering/offering-window';
import { OFFERING_MIN_PUBLIC_DAYS } from '../../shared/money/reg-cf';
import type { ManagedProject } from '../../shared/schemas/project-draft';
import { wholeDaysBetween } from '../../shared/money/reg-cf-dates';
import { ApiError } from '../http/api-error';
import { streamVersion } from '../event-store';
import { offeringStreamId } from '../investing/events';
import { termsSetAppend } from '../investing/offering';
import { lifecycleActor, type CommandCaller } from './caller';
import { runProjectCommand } from './command-runner';
import { currentDetails } from './project-details';
import type { LoadedProject } from './project-stream';

type Verdict =
  | { type: 'project.approve' }
  | { type: 'project.requestChanges'; note: string }
  | { type: 'project.reject'; reason: string };

/**
 * The offering's terms, recorded in the approval's own batch: the creator's terms when
 * they set some (source `creator`), else the defaults derived from the project's figures
 * (`project_defaults`: $500 minimum or the project's higher one, cap = goal ÷ equity). So
 * a live project always has recorded terms, and never the defaults in place of the
 * creator's.
 */
async function approvalTerms(db: D1Database, project: LoadedProject, caller: CommandCaller) {
  const details = currentDetails(project.events);
  const endDate = details.endDate ?? new Date().toISOString();
  const terms = details.terms
    ? { ...details.terms, endDate }
    : defaultTermsOf({
        fundingGoalDollars: details.fundingGoal ?? 1,
        equityPercent: details.equity ?? 0,
        minimumInvestmentDollars: details.minimumInvestment ?? 0,
        endDate,
      });
  return [
    termsSetAppend({
      projectId: project.id,
      companyName: details.title ?? 'The company',
      terms,
      actor: details.terms
        ? { id: project.ownerId, source: 'creator' }
        : { id: caller.id, source: 'project_defaults' },
      expectedVersion: await streamVersion(db, offeringStreamId(project.id)),
      at: new Date().toISOString(),
    }),
  ];
}

/**
 * Approval makes the offering public now, so its deadline must be at least 21 days away
 * (17 CFR 227.303(a)). A review that took long can leave an end date that was far enough
 * at submission too close now: the approval is refused with the reason, and the admin
 * requests changes so the founder moves the end date.
 */
function refuseShortWindow(project: LoadedProject, now: Date): void {
  const endDate = currentDetails(project.events).endDate;
  const clock = { publicSince: null, now: now.toISOString() };
  if (!endDate || keepsOfferingWindow(endDate, clock)) return;
  const days = Math.max(0, wholeDaysBetween(now.toISOString(), endDate));
  throw new ApiError(
    409,
    'offering_window_too_short',
    `This project cannot be approved today: its end date, ${formatDate(endDate)}, is ${days} days away, and an offering must be public at least ${OFFERING_MIN_PUBLIC_DAYS} days before it closes. Request changes so the founder moves the end date to ${formatDate(earliestEndDate(clock))} or later.`,
  );
}

/**
 * An admin's verdict on a project in review: approve (it goes live on Discover with its
 * offering's terms recorded in the same batch), request changes with a note, or reject
 * with a reason the creator will read. The note or reason is the recorded fact's payload.
 */
export function reviewProject(
  db: D1Database,
  caller: CommandCaller,
  id: string,
  verdict: Verdict,
): Promise<ManagedProject> {
  const command = { ...verdict, actor: lifecycleActor(caller) } as LifecycleEvent;
  return runProjectCommand(db, {
    projectId: id,
    actorId: caller.id,
    command,
    // A draft is still private to its creator: admins only ever see submitted projects.
    visible: (project) => project.lifecycle.value !== 'draft',
    refusal: () => 'Only a project in review can be reviewed. Reload the review queue.',
    decide: (project) => {
      if (verdict.type === 'project.approve') refuseShortWindow(project, new Date());
      if (verdict.type === 'project.requestChanges') return { note: verdict.note };
      if (verdict.type === 'project.reject') return { reason: verdict.reason };
      return {};
    },
    ...(verdict.type === 'project.approve'
      ? { alongside: (project: LoadedProject) => approvalTerms(db, project, caller) }
      : {}),
  });
}
