import type { NotificationView } from '../../../../shared/conversations/api';
import { paths } from '../../../../shared/routes';

/**
 * Where a notification leads: a message to its thread in the reader's inbox, an answer
 * to the question on the project's Discussion tab, an update to the Updates tab.
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
  }
}
