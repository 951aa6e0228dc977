import type { NotificationView } from '../../../../shared/conversations/api';

/**
 * What the bell says of one notification: who did what, on which project. The excerpt
 * (the answer's first words, the amount, the reviewer's note) follows on its own line.
 */
export function notificationSentence(n: NotificationView): string {
  const project = n.projectTitle;
  switch (n.kind) {
    case 'answer':
      return `${n.actorName} answered your question on ${project}`;
    case 'update':
      return `${n.actorName} posted an update on ${project}`;
    case 'message':
      return `${n.actorName} sent you a message about ${project}`;
    case 'question':
      return `${n.actorName} asked a question on ${project}`;
    case 'project_approved':
      return `${project} was approved and is live`;
    case 'project_changes_requested':
      return `Changes were requested on ${project}`;
    case 'project_rejected':
      return `${project} was not approved`;
    case 'raise_funded':
      return `${project} reached its goal: the raise is funded`;
    case 'raise_failed':
      return `${project} did not reach its goal: the raise failed`;
    case 'payout_released':
      return `Your payout from ${project} was released`;
    case 'investment_settled':
      return `Your SAFE in ${project} is settled`;
    case 'investment_refunded':
      return `Your commitment to ${project} was refunded`;
    case 'commitment_cancelled':
      return `A commitment to ${project} was cancelled`;
    case 'safe_converted':
      return `${project} recorded what happened to its SAFEs`;
    case 'reservation_offering_open':
      return `${project}, which you reserved, opened its offering: reservers commit first`;
    case 'lead_invited':
      return `The founder of ${project} asked you to lead its round`;
    case 'annual_report_filed':
      return `${project} filed its annual report`;
    case 'annual_report_due':
      return `The annual report of ${project} is due soon`;
    // Mail only (worker/reporting/digest.ts): never in the bell.
    case 'weekly_digest':
      return `Your weekly digest of ${project}`;
  }
}
