import { Alert } from '@chakra-ui/react';
import type { ManagedProject } from '../../../shared/api';
import { paths } from '../../../shared/routes';
import { RouterLink } from '../../components/router-link';

type AlertStatus = 'info' | 'warning' | 'success' | 'error' | 'neutral';

/** What each state means for the creator, and what they can do next. */
const NOTICES: Record<
  ManagedProject['status'],
  { status: AlertStatus; title: string; text: string }
> = {
  draft: {
    status: 'neutral',
    title: 'Draft',
    text: 'Only you can see this project. Publish it to send it to our review team.',
  },
  in_review: {
    status: 'info',
    title: 'In review',
    text: 'Our team is reviewing your project. Their decision will appear here.',
  },
  changes_requested: {
    status: 'warning',
    title: 'Changes requested',
    text: 'Edit the project as the reviewer asks, then publish it again.',
  },
  active: {
    status: 'success',
    title: 'Active',
    text: 'Approved and live: investors can find it on Discover.',
  },
  rejected: {
    status: 'error',
    title: 'Rejected',
    text: 'This project will not be listed.',
  },
  funded: { status: 'success', title: 'Funded', text: 'The raise reached its goal.' },
  failed: {
    status: 'neutral',
    title: 'Failed',
    // A raise fails below its goal at its deadline, or when its creator withdraws it.
    text: 'The raise ended without being funded (below its goal, or withdrawn); committed funds were returned to investors’ wallets.',
  },
  deleted: { status: 'neutral', title: 'Deleted', text: 'You deleted this project.' },
};

/** The project's state as a sentence, with the reviewer's note or reason when there is one. */
export function LifecycleNotice({ project }: { project: ManagedProject }) {
  const notice = NOTICES[project.status];
  const reviewLabel = project.status === 'rejected' ? 'Reason' : "Reviewer's note";
  return (
    <Alert.Root status={notice.status} aria-label="Project status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>
          {notice.text}
          {project.status === 'active' && (
            <>
              {' '}
              <RouterLink to={paths.project(project.slug)}>View the public page</RouterLink>
            </>
          )}
        </Alert.Description>
        {project.reviewNote && (
          <Alert.Description mt="2" whiteSpace="pre-wrap">
            <strong>{reviewLabel}:</strong> {project.reviewNote}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
