import { Center, Spinner, Text } from '@chakra-ui/react';
import { LoadError } from '../../components/load-error';
import type { ApiError } from '../../lib/api-client';

/** The loading and error states of a project screen; a 404 reads 'Project not found.' */
export function ProjectLoadState({
  error,
  onRetry,
}: {
  error: ApiError | undefined;
  onRetry: () => void;
}) {
  if (!error) {
    return (
      <Center minH="40" role="status" aria-label="Loading project">
        <Spinner size="lg" />
      </Center>
    );
  }
  if (error.status === 404) return <Text fontSize="lg">Project not found.</Text>;
  return <LoadError what="the project" message={error.message} onRetry={onRetry} />;
}
