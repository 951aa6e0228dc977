/**
 * Early close (17 CFR 227.304(b), docs/money.md#early-close): once an offering has met
 * its goal and been live at least 21 days, an admin may move its deadline earlier, to at
 * least 5 business days after the notice. Investors are told in the notice's batch; the
 * offering then closes at the new deadline through the closing job, like any other.
 */
import { OFFERING_FACT_OF_COMMAND, type OfferingEvent } from '../../machines/offering';
import type { AdminOfferingRow, EarlyCloseEligibility } from '../../shared/closing/api';
import { formatDate } from '../../shared/format';
import { formatCents } from '../../shared/money/cents';
import {
  EARLY_CLOSE_MIN_LIVE_DAYS,
  EARLY_CLOSE_NOTICE_BUSINESS_DAYS,
} from '../../shared/money/reg-cf';
import { addBusinessDays, wholeDaysBetween } from '../../shared/money/reg-cf-dates';
import { earliestEndDate, keepsOfferingWindow } from '../../shared/offering/offering-window';
import { ApiError } from '../http/api-error';
import { prepareAppend, streamVersion } from '../event-store';
import { offeringStreamId } from '../investing/events';
import { earlyCloseNoticeStatement } from './notices';
import { offeringOf } from './offering-state';
import { closingProject, openCommitments, type ClosingProject } from './queries';

const DAY_MS = 86_400_000;

/**
 * Whether `project` may close early at `now`, and if not, which rule says no. The reason
 * is short, with dates as people read them: the Live offerings table shows it in a narrow
 * cell and states the rules (with their citation) once above the table.
 */
export function earlyCloseEligibility(project: ClosingProject, now: Date): EarlyCloseEligibility {
  const at = now.toISOString();
  // The offering machine's state: only an open offering before its deadline may be noticed.
  const offering = offeringOf(project, null);
  if (!offering || project.endsAt <= at) {
    return { allowed: false, code: 'offering_not_live', reason: 'This offering is not live.' };
  }
  if (offering.value === 'earlyCloseNoticed') {
    return {
      allowed: false,
      code: 'early_close_already_noticed',
      reason: `Already noticed${project.earlyCloseNoticedAt ? ` on ${formatDate(project.earlyCloseNoticedAt)}` : ''}; now ends ${formatDate(project.endsAt)}.`,
    };
  }
  if (project.committedCents < project.goalCents) {
    return {
      allowed: false,
      code: 'goal_not_reached',
      reason: `Goal not met: ${formatCents(project.committedCents, { cents: 'auto' })} of ${formatCents(project.goalCents, { cents: 'auto' })} committed.`,
    };
  }
  const liveDays = project.approvedAt ? wholeDaysBetween(project.approvedAt, at) : 0;
  if (!project.approvedAt || liveDays < EARLY_CLOSE_MIN_LIVE_DAYS) {
    const from = project.approvedAt ?? at;
    const earliest = new Date(Date.parse(from) + EARLY_CLOSE_MIN_LIVE_DAYS * DAY_MS).toISOString();
    return {
      allowed: false,
      code: 'too_early_to_close',
      reason: `Live ${liveDays} of ${EARLY_CLOSE_MIN_LIVE_DAYS} days; not before ${formatDate(earliest)}.`,
      closableFrom: earliest,
    };
  }
  const earliestDeadline = addBusinessDays(at, EARLY_CLOSE_NOTICE_BUSINESS_DAYS);
  if (earliestDeadline >= project.endsAt) {
    return {
      allowed: false,
      code: 'not_earlier_than_end',
      reason: `Already ends ${formatDate(project.endsAt)}.`,
    };
  }
  return { allowed: true, earliestDeadline };
}

/** One live offering as /admin/projects lists it. */
export function adminOfferingRow(project: ClosingProject, now: Date): AdminOfferingRow {
  return {
    projectId: project.id,
    slug: project.slug,
    title: project.title,
    goalCents: project.goalCents,
    committedCents: project.committedCents,
    investorCount: project.investorCount,
    endsAt: project.endsAt,
    daysLeft: Math.max(0, Math.ceil((Date.parse(project.endsAt) - now.getTime()) / DAY_MS)),
    liveSince: project.approvedAt ?? project.endsAt,
    earlyClose: earlyCloseEligibility(project, now),
    ...(project.noticedEndsAt ? { noticedEndsAt: project.noticedEndsAt } : {}),
  };
}

/**
 * Notices an early close of `projectId` with the deadline `newEndsAt`; every refusal is
 * an ApiError naming the rule (404 unknown, 409 a rule of the offering, 422 the date).
 */
export async function noticeEarlyClose(
  db: D1Database,
  adminId: string,
  projectId: string,
  newEndsAt: string,
  now: Date,
  siteOrigin: string,
): Promise<{ offering: AdminOfferingRow; notifiedCount: number }> {
  const project = await closingProject(db, projectId);
  if (!project) throw new ApiError(404, 'not_found', 'Offering not found.');
  const eligibility = earlyCloseEligibility(project, now);
  if (!eligibility.allowed) {
    throw new ApiError(409, eligibility.code ?? 'offering_not_live', eligibility.reason ?? '');
  }
  const deadline = new Date(newEndsAt).toISOString();
  if (deadline < (eligibility.earliestDeadline ?? '')) {
    throw new ApiError(
      422,
      'notice_too_short',
      `The new deadline must be at least ${EARLY_CLOSE_NOTICE_BUSINESS_DAYS} business days after the notice: ${formatDate(eligibility.earliestDeadline ?? deadline)} or later.`,
    );
  }
  // The rules above already keep the offering window (21 days live, more than 48 hours
  // left); the shared rule is checked too, so every deadline change passes through it.
  const window = { publicSince: project.approvedAt, now: now.toISOString() };
  if (!keepsOfferingWindow(deadline, window)) {
    throw new ApiError(
      422,
      'offering_window_too_short',
      `The new deadline must be on or after the end of ${earliestEndDate(window)} (17 CFR 227.303(a), 227.304(a)).`,
    );
  }
  if (deadline >= project.endsAt) {
    throw new ApiError(
      422,
      'not_earlier_than_end',
      `The new deadline must be before the current end, ${project.endsAt}.`,
    );
  }
  const at = now.toISOString();
  const command: OfferingEvent = {
    type: 'offering.noticeEarlyClose',
    actor: { id: adminId, role: 'admin' },
    at,
    newEndsAt: deadline,
  };
  if (!offeringOf(project, null)?.can(command)) {
    throw new ApiError(409, 'offering_not_live', 'This offering is not live.');
  }
  const streamId = offeringStreamId(projectId);
  const investors = await openCommitments(db, projectId, 10_000);
  await db.batch([
    ...prepareAppend(db, {
      streamId,
      streamType: 'offering',
      expectedVersion: await streamVersion(db, streamId),
      actorId: adminId,
      events: [
        {
          type: OFFERING_FACT_OF_COMMAND[command.type],
          occurredAt: at,
          payload: {
            projectId,
            newEndsAt: deadline,
            noticedAt: at,
            previousEndsAt: project.endsAt,
          },
        },
      ],
    }),
    ...investors.flatMap((row) =>
      row.email
        ? [
            earlyCloseNoticeStatement(db, {
              to: row.email,
              investorName: row.investor_name,
              projectTitle: project.title,
              amountCents: row.amount_cents,
              link: `${siteOrigin}/investor/investments`,
              now: at,
              newEndsAt: deadline,
            }),
          ]
        : [],
    ),
  ]);
  const after = await closingProject(db, projectId);
  if (!after) throw new ApiError(404, 'not_found', 'Offering not found.');
  return { offering: adminOfferingRow(after, now), notifiedCount: investors.length };
}
