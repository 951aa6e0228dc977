import { Stack } from '@chakra-ui/react';
import { PageTitle } from '../../components/page-title';
import { ReviewQueueView } from '../../features/admin-review/review-queue-view';
import { AdminOfferingsView } from '../../features/admin-offerings/admin-offerings-view';

/** /admin/projects: the projects awaiting review, then the live offerings and their close. */
export function AdminProjectsPage() {
  return (
    <Stack gap="10">
      <PageTitle title="Projects" />
      <ReviewQueueView />
      <AdminOfferingsView />
    </Stack>
  );
}
