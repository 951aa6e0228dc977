import type { NotificationView } from '../../../../shared/conversations/api';
import { paths } from '../../../../shared/routes';

/**
 * Where a notification leads: a message to its thread in the reader's inbox, an answer
 * to the question on the project's Discussion tab, an update to the Updates tab, a
 * review verdict or the raise's end to the founder's project, a commitment's settlement,
 * refund or cancel to the investor's portfolio, an opened offering a reserver reserved
 * and an invitation to lead to the project page.
 */
export function notificationTarget(n: NotificationView, role: string | null | undefined): string {
  const id = encodeURIComponent(n.subjectId);
  switch (n.kind) {
    case 'message': {
      const inbox = role === 'investor' ? paths.investor.messages : paths.creator.messages;
      return `${inbox}?thread=${id}`;
    }
    case 'answer':
      return `${paths.project(n.projectSlug)}?tab=discussion#question-${id}`;
    case 'update':
      return `${paths.project(n.projectSlug)}?tab=updates#update-${id}`;
    case 'question':
      return `${paths.project(n.projectSlug)}?tab=discussion#question-${id}`;
    case 'project_approved':
    case 'project_changes_requested':
    case 'project_rejected':
    case 'raise_funded':
    case 'raise_failed':
    case 'payout_released':
      return paths.creator.project(n.subjectId);
    case 'investment_settled':
    case 'investment_refunded':
    case 'safe_converted':
      return paths.investor.investments;
    case 'annual_report_filed':
      return `${paths.project(n.projectSlug)}#annual-report`;
    case 'annual_report_due':
      return paths.creator.project(n.projectId);
    case 'weekly_digest':
      return paths.investor.home;
    case 'commitment_cancelled':
      return role === 'investor' ? paths.investor.investments : paths.creator.project(n.projectId);
    case 'reservation_offering_open':
    case 'lead_invited':
      return paths.project(n.projectSlug);
  }
}
