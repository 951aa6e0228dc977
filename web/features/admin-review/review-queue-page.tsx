import { PageTitle } from '../../components/page-title';
import { ReviewQueueView } from './review-queue-view';

/** /admin/projects */
export function ReviewQueuePage() {
  return (
    <>
      <PageTitle title="Project Reviews" />
      <ReviewQueueView />
    </>
  );
}
