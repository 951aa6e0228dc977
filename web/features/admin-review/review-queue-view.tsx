import { Heading, Stack, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import { toaster } from '../../components/ui/toaster';
import { useReviewQueue } from './api/get-review-queue';
import { useSendVerdict, type ReviewVerdict } from './api/send-verdict';
import { ReviewCard } from './review-card';

const VERDICT_TOASTS: Record<ReviewVerdict['kind'], string> = {
  approve: 'Project approved: it is now live on Discover.',
  'request-changes': 'Changes requested: the creator will see your note.',
  reject: 'Project rejected: the creator will see your reason.',
};

/** /admin/projects: the projects awaiting review, oldest submission first. */
export function ReviewQueueView() {
  const queue = useReviewQueue();
  const sendVerdict = useSendVerdict();

  const decide = (id: string) => async (verdict: ReviewVerdict) => {
    // The reviewed project leaves the cached queue: no refetch, no loading flash.
    const { project } = await sendVerdict({ id, verdict });
    toaster.create({
      type: 'success',
      title: project.title,
      description: VERDICT_TOASTS[verdict.kind],
    });
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Project Reviews
        </Heading>
        <Text color="fg.muted">Projects awaiting review, the longest-waiting first.</Text>
      </Stack>
      {queue.status === 'loading' && <Text role="status">Loading projects awaiting review...</Text>}
      {queue.status === 'error' && (
        <LoadError what="the review queue" message={queue.error.message} onRetry={queue.retry} />
      )}
      {queue.status === 'success' &&
        (queue.data.projects.length === 0 ? (
          <Text>No projects are awaiting review.</Text>
        ) : (
          queue.data.projects.map((project) => (
            <ReviewCard key={project.id} project={project} onVerdict={decide(project.id)} />
          ))
        ))}
    </Stack>
  );
}
